import { createHash } from 'node:crypto';
import { ClaimReportPath, ErrorCode, FEA_TERMS_VERSION } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { claimClient, completeCai } from '../../test/claim-reports.js';
import { identifyB } from '../../test/counterpart.js';
import { workerDatabaseUrl } from '../../test/database.js';
import { retriesDue, startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { expectCmsVerified } from '../../test/pdf-signature.js';
import { pdfAttachments, pdfsig, pdftotext } from '../../test/poppler.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp({
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>') }),
});

const MINUTE = 60_000;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
type Client = Awaited<ReturnType<typeof claimClient>>;

/** A CAI ready to submit (saved at version 1). */
async function readyCai(client: Client, signerB?: { mobile?: string; email?: string }) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.motor, eventDate: '2026-11-20' },
    client.token,
  );
  const report = made.json().report as { reportId: string; data: Record<string, unknown> };
  const saved = await t.post(
    ClaimReportPath.saveClaimReport,
    { reportId: report.reportId, version: 0, data: completeCai(report.data, signerB) },
    client.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return report.reportId;
}

const submit = (client: Client, reportId: string, version = 1) =>
  t.post(ClaimReportPath.submitClaimReport, { reportId, version }, client.token);
const confirm = (client: Client, reportId: string, code: string) =>
  t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
const pdfOf = async (client: Client, reportId: string) => {
  const reply = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toContain('application/pdf');
  return reply.rawPayload;
};

describe('signing a report with a code sent by SMS', () => {
  let mario: Client;
  beforeAll(async () => {
    mario = await claimClient(t);
  });

  it('refuses an incomplete draft, naming the first field missing', async () => {
    const made = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: mario.motor, eventDate: '2026-11-20' },
      mario.token,
    );
    const reply = await submit(mario, made.json().report.reportId, 0);
    expect([reply.statusCode, reply.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'time' },
    ]);
  });

  it('shows the SHA-256 of the document, signs it with the code once, and sends the signed copy', async () => {
    const reportId = await readyCai(mario);
    const submitted = await submit(mario, reportId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { sha256: shown, sentTo, report } = submitted.json();
    expect(report.state).toBe('signing');
    expect(sentTo).toBe(`+39 *** *** ${mario.phone.slice(-4)}`);
    const document = await pdfOf(mario, reportId);
    expect(sha256(document)).toBe(shown);
    expect((await pdftotext(document)).replace(/\s+/g, ' ')).toContain(
      'tamponava procedendo nello stesso senso e nella stessa fila',
    );

    const wrong = await confirm(
      mario,
      reportId,
      '000000' === (await lastCodeTo(t, mario.phone)) ? '111111' : '000000',
    );
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, ErrorCode.CLAIMREPORT_CODE_WRONG]);
    const code = await lastCodeTo(t, mario.phone);
    const signed = await confirm(mario, reportId, code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().report).toMatchObject({ state: 'sent', counterpart: 'none' });
    expect(signed.json().report.timeline.map((e: { type: string }) => e.type)).toEqual(['sent']);

    // The same code again: the report is signed, nothing changes.
    const again = await confirm(mario, reportId, code);
    expect([again.statusCode, codeOf(again)]).toEqual([409, ErrorCode.CLAIMREPORT_SIGNED]);

    const copy = await pdfOf(mario, reportId);
    // Read by poppler, not by our code: the evidence page names the document signed by its SHA-256 and the
    // code's channel, the document signed travels inside the copy, and the agency's seal covers every byte.
    const text = (await pdftotext(copy)).replace(/\s+/g, ' ');
    expect(text).toContain(shown);
    expect(text).toContain(mario.phone.slice(-4));
    expect(text).toMatch(/SMS/);
    const attached = [...(await pdfAttachments(copy)).values()];
    expect(attached.map(sha256)).toEqual([shown]);
    const seal = await pdfsig(copy);
    expect(seal).toContain('Signature is Valid.');
    expect(seal).toContain('Total document signed');
    await expectCmsVerified(copy);
    const [mail] = smtp.to(mario.email);
    expect(mail?.subject).toBe('La tua denuncia di sinistro firmata');
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(copy));
  });

  it('refuses an expired code, and one replaced by a new submission', async () => {
    const reportId = await readyCai(mario);
    t.clock.advance(MINUTE + 1);
    await submit(mario, reportId);
    const first = await lastCodeTo(t, mario.phone);
    t.clock.advance(11 * MINUTE);
    const expired = await confirm(mario, reportId, first);
    expect([expired.statusCode, codeOf(expired)]).toEqual([400, ErrorCode.CLAIMREPORT_CODE_EXPIRED]);
    const resubmitted = await submit(mario, reportId, 2);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const replaced = await confirm(mario, reportId, first);
    expect(first).not.toBe(await lastCodeTo(t, mario.phone));
    expect(codeOf(replaced)).toBe(ErrorCode.CLAIMREPORT_CODE_WRONG);
  });

  it('locks the code after five wrong ones', async () => {
    const reportId = await readyCai(mario);
    t.clock.advance(MINUTE + 1);
    await submit(mario, reportId);
    const right = await lastCodeTo(t, mario.phone);
    const wrongCode = otherThan(right);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(codeOf(await confirm(mario, reportId, wrongCode)));
    expect(codes).toEqual([
      ...Array(4).fill(ErrorCode.CLAIMREPORT_CODE_WRONG),
      ErrorCode.CLAIMREPORT_CODE_LOCKED,
    ]);
    const late = await confirm(mario, reportId, right);
    expect([late.statusCode, codeOf(late)]).toEqual([429, ErrorCode.CLAIMREPORT_CODE_LOCKED]);
  });

  it('lets a draft being signed go back to a draft, its code then useless', async () => {
    const anna = await claimClient(t);
    const reportId = await readyCai(anna);
    t.clock.advance(MINUTE + 1);
    await submit(anna, reportId);
    const code = await lastCodeTo(t, anna.phone);
    const back = await t.post(ClaimReportPath.cancelClaimReportSigning, { reportId }, anna.token);
    expect(back.json().report.state).toBe('draft');
    const late = await confirm(anna, reportId, code);
    expect(codeOf(late)).toBe(ErrorCode.CLAIMREPORT_STATE);
    const files = new PgFileStorage(t.db);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toEqual([]);
    // Submitted again, then deleted: its document goes with it.
    t.clock.advance(MINUTE + 1);
    const again = await submit(anna, reportId, back.json().report.version);
    expect(again.statusCode, again.body).toBe(200);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toHaveLength(1);
    await t.post(ClaimReportPath.deleteClaimReport, { reportId }, anna.token);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toEqual([]);
  });

  it('asks for a verified mobile', async () => {
    const luca = await claimClient(t);
    await t.db.update(users).set({ phoneVerified: false }).where(eq(users.id, luca.userId));
    const reportId = await readyCai(luca);
    const reply = await submit(luca, reportId);
    expect([reply.statusCode, codeOf(reply)]).toEqual([409, ErrorCode.CLAIMREPORT_NO_MOBILE]);
  });
});

const B_MOBILE = '347 765 4321';
const B_STORED = '+393477654321';
const B_EMAIL = 'luca.verdi@example.it';
/** The signed copies of a report received by a recipient (its other e-mails, B's link, left out). */
const copiesTo = (to: string, reportId: string) =>
  smtp.to(to).filter((mail) => mail.subject.endsWith('firmata') && mail.text.includes(reportId));
const sha256Of = (mail: { attachments: { content: Buffer }[] } | undefined) =>
  sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0));

/** A CAI submitted and its code: B asked to sign when `withB`. */
async function submitted(client: Client, withB = false) {
  t.clock.advance(MINUTE + 1);
  const reportId = await readyCai(client, withB ? { mobile: B_MOBILE, email: B_EMAIL } : undefined);
  const reply = await submit(client, reportId);
  expect(reply.statusCode, reply.body).toBe(200);
  return { reportId, code: await lastCodeTo(t, client.phone) };
}

/** Signed by A, B asked to sign: B's link token and a code sent to B's mobile. */
async function awaitingB(client: Client) {
  const { reportId, code } = await submitted(client, true);
  expect((await confirm(client, reportId, code)).json().report.state).toBe('awaitingB');
  const [link] = await messagesTo(t, B_STORED);
  const token = /firma-constatazione\/([A-Za-z0-9_-]{43})/.exec(link?.text ?? '')?.[1] as string;
  t.clock.advance(MINUTE + 1);
  await identifyB(t, token);
  await t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION });
  return { reportId, token, code: await lastCodeTo(t, B_STORED) };
}
const signAsB = (token: string, code: string) => t.post(ClaimReportPath.signClaimReportAsB, { token, code });
const timelineOf = async (client: Client, reportId: string) =>
  (await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token))
    .json()
    .report.timeline.map((e: { type: string }) => e.type);

describe("the signed copy's e-mail, queued with the signature (docs/decisions/0111)", () => {
  afterAll(() => smtp.refuse(false));

  it('reaches the client on a later try when the SMTP server refused it after the signature', async () => {
    const anna = await claimClient(t);
    const { reportId, code } = await submitted(anna);
    smtp.refuse();
    const signed = await confirm(anna, reportId, code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().report.state).toBe('sent');
    expect(copiesTo(anna.email, reportId)).toEqual([]);
    smtp.refuse(false);
    await retriesDue(t.db);
    await t.app.deliveries.drain();
    const copies = copiesTo(anna.email, reportId);
    expect(copies).toHaveLength(1);
    expect(sha256Of(copies[0])).toBe(sha256(await pdfOf(anna, reportId)));
  });

  it('reaches A and B with both signatures when B signs, on a later try when the server refused it', async () => {
    const anna = await claimClient(t);
    const { reportId, token, code } = await awaitingB(anna);
    smtp.refuse();
    expect((await signAsB(token, code)).json()).toMatchObject({ status: 'OK', signed: true });
    expect(copiesTo(B_EMAIL, reportId)).toEqual([]);
    smtp.refuse(false);
    await retriesDue(t.db);
    await t.app.deliveries.drain();
    const copy = await pdfOf(anna, reportId);
    const [toB] = copiesTo(B_EMAIL, reportId);
    // A's copy of A's signature came first; the one after B's signature is the copy signed by both.
    const [, toA] = copiesTo(anna.email, reportId);
    expect([sha256Of(toA), sha256Of(toB)]).toEqual([sha256(copy), sha256(copy)]);
    expect((await pdftotext(copy)).replace(/\s+/g, ' ')).toContain(B_STORED.slice(-4));
  });
});

/**
 * The delivery queue fails to take e-mails to `to` (a trigger raising on its insert), as a crash or a lost
 * connection between the signature and its e-mail would; `undefined` takes the fault away.
 */
async function queueRefusing(to: string | undefined) {
  await t.db.execute(sql`drop trigger if exists refuse_email on pgboss.job`);
  if (!to) return;
  await t.db.execute(
    sql`create or replace function refuse_email() returns trigger language plpgsql
        as $$ begin raise exception 'the queue is unavailable'; end $$`,
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_email before insert on pgboss.job for each row
      when (new.name = 'email' and new.data->'email'->>'to' = '${to.replace(/'/g, "''")}')
      execute function refuse_email()`),
  );
}

describe('a signature whose e-mail cannot be queued', () => {
  afterAll(() => queueRefusing(undefined));

  it('does not happen: the report is still to sign, and the same code signs it once the queue takes it', async () => {
    const anna = await claimClient(t);
    const { reportId, code } = await submitted(anna);
    await queueRefusing(anna.email);
    const failed = await confirm(anna, reportId, code);
    expect(failed.statusCode).toBe(500);
    await queueRefusing(undefined);
    const read = await t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token);
    expect(read.json().report).toMatchObject({ state: 'signing', timeline: [] });
    expect(await new PgFileStorage(t.db).listByOwner(`claim-report:${reportId}`)).toHaveLength(1);
    const signed = await confirm(anna, reportId, code);
    expect(signed.json().report?.state).toBe('sent');
    expect(copiesTo(anna.email, reportId)).toHaveLength(1);
  });
});

/**
 * Two calls truly at once: the report's row is held (FOR UPDATE, from a connection of the test's own) until
 * both wait on a lock, so that neither can finish before the other has read the report. Without the gate the
 * second call of `Promise.all` could start after the first had committed, on a loaded machine: that is a later
 * call, not a double tap (a clean-clone CI run met it on the PostgreSQL server).
 */
async function atOnce<T>(reportId: string, calls: () => Promise<T>[]): Promise<T[]> {
  const holder = new pg.Client({ connectionString: workerDatabaseUrl(), application_name: 'test-gate' });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from claim_reports where id = $1 for update', [reportId]);
    const replies = Promise.all(calls());
    await vi.waitFor(
      async () => {
        // Inside the holder's transaction pg_stat_activity is a snapshot until cleared.
        await holder.query('select pg_stat_clear_snapshot()');
        const { rows } = await holder.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(rows[0]?.waiting).toBe(2);
      },
      { timeout: 3_000, interval: 10 },
    );
    await holder.query('commit');
    return await replies;
  } finally {
    await holder.end();
  }
}

describe('the same right code twice at once', () => {
  it("signs A's report once and answers both requests with it signed", async () => {
    const anna = await claimClient(t);
    const { reportId, code } = await submitted(anna);
    const replies = await atOnce(reportId, () => [
      confirm(anna, reportId, code),
      confirm(anna, reportId, code),
    ]);
    expect(replies.map((reply) => [reply.statusCode, reply.json().report?.state])).toEqual([
      [200, 'sent'],
      [200, 'sent'],
    ]);
    expect(await timelineOf(anna, reportId)).toEqual(['sent']);
    expect(copiesTo(anna.email, reportId)).toHaveLength(1);
    // Once the report reads as signed, the code signs nothing and says so.
    const later = await confirm(anna, reportId, code);
    expect([later.statusCode, codeOf(later)]).toEqual([409, ErrorCode.CLAIMREPORT_SIGNED]);
  });

  it("takes B's signature once and answers both requests signed", async () => {
    const anna = await claimClient(t);
    const { reportId, token, code } = await awaitingB(anna);
    const replies = await atOnce(reportId, () => [signAsB(token, code), signAsB(token, code)]);
    // Both answer signed, each with B's copy: the one copy made, the same bytes.
    const answers = replies.map((reply) => reply.json());
    expect(answers).toMatchObject([
      { status: 'OK', signed: true },
      { status: 'OK', signed: true },
    ]);
    expect(answers[0].copy.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(answers[1].copy).toEqual(answers[0].copy);
    expect(await timelineOf(anna, reportId)).toEqual(['signedB', 'sent']);
    expect(copiesTo(B_EMAIL, reportId)).toHaveLength(1);
    const later = await signAsB(token, code);
    expect([later.statusCode, codeOf(later)]).toEqual([409, ErrorCode.CLAIMREPORT_LINK_USED]);
  });
});
