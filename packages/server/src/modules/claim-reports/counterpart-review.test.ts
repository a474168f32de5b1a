import { ClaimReportPath, ErrorCode, FEA_TERMS_VERSION } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { claimReports, clients } from '../../db/schema.js';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient, claimReportsOfTest } from '../../test/claim-reports.js';
import { B_IDENTITY, B_STORED, B_TAX_CODE, counterpartSteps, identifyB } from '../../test/counterpart.js';
import { useTestApp } from '../../test/harness.js';
import { pdftotext } from '../../test/poppler.js';
import type { ClaimReportRow } from './queries.js';

/** What a review of B's page found (issue 34 item 1, docs/decisions/0134), each case a caller's view. */
const t = useTestApp();
const HOUR = 3_600_000;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const detailOf = (reply: { json(): unknown }) =>
  (reply.json() as { error?: { detail?: string } }).error?.detail;
const { linkOf, fresh, submitted, signedByA, feedLine, report } = counterpartSteps(t);
type Client = Awaited<ReturnType<typeof claimClient>>;
type Side = Record<string, Record<string, unknown> | unknown>;

const stored = async (reportId: string) =>
  (await t.db.select().from(claimReports).where(eq(claimReports.id, reportId)))[0];
const sideOf = async (token: string) =>
  (await t.post(ClaimReportPath.getClaimReportSignLink, { token })).json().vehicleB as Side;
/**
 * `call` made while the report is locked, as a concurrent correct() or decline() holds it: once `call` waits
 * for the lock (PostgreSQL says so), `write` commits; then `call`'s reply.
 */
async function whileLocked<R>(
  reportId: string,
  call: () => Promise<R>,
  write: (tx: Db, row: ClaimReportRow) => Promise<void>,
) {
  let pending: Promise<R> | undefined;
  await t.db.transaction(async (tx) => {
    const [row] = await tx.select().from(claimReports).where(eq(claimReports.id, reportId)).for('update');
    pending = call();
    await waitingForLock(tx);
    await write(tx, row as ClaimReportRow);
  });
  return pending as Promise<R>;
}

/** Until a session of this database waits for a row's lock (asked on `tx`: the tests' pool has two). */
async function waitingForLock(tx: Db) {
  for (let tries = 0; tries < 5000; tries++) {
    const { rows } = (await tx.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: unknown[] };
    if (rows.length > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('no request waited for the lock');
}

const withRemarks = (side: Side) => ({ ...side, remarks: 'Procedevo nella mia corsia.' });

let mario: Client;
beforeAll(async () => {
  mario = await claimClient(t);
});

describe("B's corrections checked as A's submission will check them", () => {
  it('refuses a side without what A must send, or with a bad tax code, by the field; the report waits still', async () => {
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    const side = (await sideOf(token)) as Record<string, Record<string, unknown>>;
    const cases: [object, string, string][] = [
      [
        { vehicle: { ...side.vehicle, plate: '' } },
        ErrorCode.CLAIMREPORT_INCOMPLETE,
        'vehicleB.vehicle.plate',
      ],
      [
        { insurer: { ...side.insurer, name: ' ' } },
        ErrorCode.CLAIMREPORT_INCOMPLETE,
        'vehicleB.insurer.name',
      ],
      [
        { policyholder: { ...side.policyholder, surname: '' } },
        ErrorCode.CLAIMREPORT_INCOMPLETE,
        'vehicleB.policyholder.surname',
      ],
      [
        { driver: { ...side.driver, taxCode: 'BNCLCU85D12H50' } },
        ErrorCode.CLAIMREPORT_TAX_CODE,
        'vehicleB.driver.taxCode',
      ],
    ];
    for (const [change, code, field] of cases) {
      const reply = await t.post(ClaimReportPath.correctClaimReportAsB, {
        token,
        vehicleB: { ...side, ...change },
      });
      expect([reply.statusCode, codeOf(reply), detailOf(reply)], JSON.stringify(change)).toEqual([
        400,
        code,
        field,
      ]);
    }
    expect(await report(mario, reportId)).toMatchObject({ state: 'awaitingB', counterpart: 'waiting' });
    const fine = await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: withRemarks(side) });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe("B's identity and code, written under the report's lock", () => {
  it('a correction committed while B confirms again, or asks a code, is kept', async () => {
    for (const call of ['confirm', 'code'] as const) {
      t.clock.advance(HOUR);
      const { reportId, token } = await signedByA(mario);
      await identifyB(t, token);
      const after = withRemarks(await sideOf(token));
      const correction = { at: t.clock.now().toISOString(), before: {}, after };
      // The report held as correct() holds it: the call reads, then waits; the correction commits first.
      const reply = await whileLocked(
        reportId,
        () =>
          call === 'confirm'
            ? t.post(ClaimReportPath.confirmClaimReportSignIdentity, { token, identity: B_IDENTITY })
            : t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION }),
        async (tx, row) => {
          await tx
            .update(claimReports)
            .set({ bParty: { ...row.bParty, correction } })
            .where(eq(claimReports.id, reportId));
        },
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect((await stored(reportId))?.bParty.correction, call).toEqual(correction);
    }
  });

  it('a refusal made while a code is asked is kept, and a report B declined gets no code', async () => {
    for (let round = 0; round < 3; round++) {
      t.clock.advance(HOUR);
      const { reportId, token } = await signedByA(mario);
      await identifyB(t, token);
      const reason = 'Il veicolo A era in movimento, non in sosta.';
      const [, declined] = await Promise.all([
        t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION }),
        t.post(ClaimReportPath.declineClaimReportAsB, { token, reason }),
      ]);
      expect(declined.statusCode, declined.body).toBe(200);
      const row = await stored(reportId);
      expect(row).toMatchObject({ state: 'sent', counterpart: 'declined', bCodeHash: null });
      expect(row?.bParty.declined?.reason).toBe(reason);
    }
  });
});

describe('B is not A', () => {
  it("refuses B's mobile equal to A's verified one at submission, and B's tax code equal to A's", async () => {
    t.clock.advance(HOUR);
    for (const mobile of [mario.phone, mario.phone.replace('+39', ''), `0039 ${mario.phone.slice(3)}`]) {
      t.clock.advance(61_000);
      const { reply } = await submitted(mario, mobile);
      expect([reply.statusCode, codeOf(reply), detailOf(reply)], mobile).toEqual([
        400,
        ErrorCode.CLAIMB_SAME_AS_A,
        'signerB.mobile',
      ]);
    }
    t.clock.advance(HOUR);
    const { token } = await signedByA(mario);
    const [record] = await t.db.select().from(clients).where(eq(clients.id, mario.clientId));
    await t.db.update(clients).set({ codiceFiscale: B_TAX_CODE }).where(eq(clients.id, mario.clientId));
    try {
      const same = await t.post(ClaimReportPath.confirmClaimReportSignIdentity, {
        token,
        identity: B_IDENTITY,
      });
      expect([same.statusCode, codeOf(same), detailOf(same)]).toEqual([
        400,
        ErrorCode.CLAIMB_SAME_AS_A,
        'taxCode',
      ]);
      const link = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
      expect(link.json().identityConfirmed).toBe(false);
    } finally {
      await t.db
        .update(clients)
        .set({ codiceFiscale: record?.codiceFiscale as string })
        .where(eq(clients.id, mario.clientId));
    }
  });
});

describe('after A accepted the correction: a new link, no second round', () => {
  it('asks B who B is again, refuses a second correction, and the feed tells B declined', async () => {
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    const after = withRemarks(await sideOf(token));
    await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: after });
    const waiting = await report(mario, reportId);
    t.clock.advance(61_000);
    await fresh(mario);
    const accepted = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: waiting.version },
      mario.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId, code: await lastCodeTo(t, mario.phone) },
      mario.token,
    );
    const again = await linkOf(B_STORED);
    expect(again).not.toBe(token);
    expect((await t.post(ClaimReportPath.getClaimReportSignLink, { token: again })).json()).toMatchObject({
      identityConfirmed: false,
    });
    const before = [
      await t.post(ClaimReportPath.sendClaimReportSignCode, {
        token: again,
        feaTermsVersion: FEA_TERMS_VERSION,
      }),
      await t.post(ClaimReportPath.signClaimReportAsB, { token: again, code: '123456' }),
    ];
    for (const reply of before) {
      expect([reply.statusCode, codeOf(reply)]).toEqual([409, ErrorCode.CLAIMB_IDENTITY_FIRST]);
    }
    await identifyB(t, again);
    const second = await t.post(ClaimReportPath.correctClaimReportAsB, {
      token: again,
      vehicleB: { ...after, remarks: 'Seconda versione.' },
    });
    expect([second.statusCode, codeOf(second)]).toEqual([409, ErrorCode.CLAIMB_CORRECTED_ONCE]);
    expect((await report(mario, reportId)).data.vehicleB).toEqual(after);
    await t.post(ClaimReportPath.declineClaimReportAsB, {
      token: again,
      reason: 'Non concordo con la dinamica descritta.',
    });
    const line = await feedLine(reportId);
    expect(line.evidence).toMatchObject({ counterpart: 'declined', correctionAccepted: true });
  });
});

describe('the expiry job', () => {
  it('goes on past a report it cannot send on, and names it', async () => {
    t.clock.advance(HOUR);
    const broken = await signedByA(mario);
    // A correction's state without its correction: sending it on fails (CLAIMREPORT_STATE).
    await t.db.update(claimReports).set({ state: 'bCorrected' }).where(eq(claimReports.id, broken.reportId));
    t.clock.advance(HOUR);
    const { reportId } = await signedByA(mario);
    t.clock.advance(t.config.CLAIM_REPORT_B_HOURS * HOUR + 1);
    try {
      const done = await (await claimReportsOfTest(t)).hourly();
      expect(done.expireFailed).toEqual([{ reportId: broken.reportId, error: ErrorCode.CLAIMREPORT_STATE }]);
      expect(done.expired).toBeGreaterThanOrEqual(1);
      expect((await stored(reportId))?.counterpart).toBe('expired');
    } finally {
      await t.db.update(claimReports).set({ state: 'sent' }).where(eq(claimReports.id, broken.reportId));
    }
  });
});

describe('the expiry job, under the report’s lock', () => {
  it('leaves a report whose deadline moved on while the job waited for it (A answered meanwhile)', async () => {
    t.clock.advance(HOUR);
    const { reportId } = await signedByA(mario);
    t.clock.advance(t.config.CLAIM_REPORT_B_HOURS * HOUR + 1);
    const later = new Date(t.clock.now().getTime() + t.config.CLAIM_REPORT_B_HOURS * HOUR);
    const reports = await claimReportsOfTest(t);
    const done = await whileLocked(
      reportId,
      () => reports.counterpart.expireOverdue(),
      async (tx) => {
        await tx.update(claimReports).set({ bDeadline: later }).where(eq(claimReports.id, reportId));
      },
    );
    expect(done.failed).toEqual([]);
    expect(await stored(reportId)).toMatchObject({ state: 'awaitingB', counterpart: 'waiting' });
  });
});

describe("B accepts the FEA service terms before B's code", () => {
  it('refuses B’s code and signature without them; kept with version and time, on the evidence page and in the feed', async () => {
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    for (const feaTermsVersion of [undefined, '2020-01']) {
      const refused = await t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion });
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, ErrorCode.FEA_TERMS_NOT_ACCEPTED]);
    }
    const signing = await t.post(ClaimReportPath.signClaimReportAsB, { token, code: '123456' });
    expect([signing.statusCode, codeOf(signing)]).toEqual([409, ErrorCode.FEA_TERMS_NOT_ACCEPTED]);
    const acceptedAt = t.clock.now().toISOString();
    const sent = await t.post(ClaimReportPath.sendClaimReportSignCode, {
      token,
      feaTermsVersion: FEA_TERMS_VERSION,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const signed = await t.post(ClaimReportPath.signClaimReportAsB, {
      token,
      code: await lastCodeTo(t, B_STORED),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const text = (await pdftotext(Buffer.from(signed.json().copy.pdfBase64, 'base64'))).replace(/\s+/g, ' ');
    expect(text).toContain(`Condizioni del servizio FEA accettate versione ${FEA_TERMS_VERSION}, il`);
    const line = await feedLine(reportId);
    expect(line.evidence.feaTermsB).toEqual({ version: FEA_TERMS_VERSION, acceptedAt });
  });
});
