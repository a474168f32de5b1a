import { createHash } from 'node:crypto';
import { ApiPath, ClaimReportPath, ErrorCode, FEA_TERMS_VERSION } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { importRecords } from '../../test/agency-records.js';
import { claimClient, claimReportsOfTest, completeCai, linkedPathIn } from '../../test/claim-reports.js';
import { identifyB } from '../../test/counterpart.js';
import { useTestApp } from '../../test/harness.js';
import { expectCmsVerified } from '../../test/pdf-signature.js';
import { pdfsig } from '../../test/poppler.js';
import { SessionStore } from '../auth/sessions.js';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
type Client = Awaited<ReturnType<typeof claimClient>>;
const B_MOBILE = '347 123 4567';
const B_STORED = '+393471234567';

/** The hourly job, as the queue runs it, and the messages it queued sent. */
async function hourly() {
  const done = await (await claimReportsOfTest(t)).hourly();
  await t.app.deliveries.drain();
  return done;
}

/** A CAI signed by A, B asked to sign: its id and B's link token. */
async function signedByA(client: Client) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.motor, eventDate: '2026-11-20' },
    client.token,
  );
  const { reportId, data } = made.json().report;
  const signerB = { mobile: B_MOBILE, email: 'luca.bianchi@example.it' };
  await t.post(
    ClaimReportPath.saveClaimReport,
    { reportId, version: 0, data: completeCai(data, signerB) },
    client.token,
  );
  t.clock.advance(61_000);
  const submitted = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, client.token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const confirmed = await t.post(
    ClaimReportPath.confirmClaimReport,
    { reportId, code: await lastCodeTo(t, client.phone) },
    client.token,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [sms] = await messagesTo(t, B_STORED);
  const token = /firma-constatazione\/([A-Za-z0-9_-]{43})/.exec(sms?.text ?? '')?.[1] as string;
  return { reportId, token, report: confirmed.json().report, documentSha: submitted.json().sha256 as string };
}

/** A new session of the user's (the clock moved past the last one's idle time). */
const freshToken = (userId: number) =>
  new SessionStore(t.db, t.clock, t.config).create(userId, { ipAddress: '203.0.113.9' }, t.db, {
    pending: false,
    givenAt: t.clock.now(),
  });

let mario: Client;
beforeAll(async () => {
  mario = await claimClient(t);
});

describe("driver B's signature from a link", () => {
  it('waits for B, who signs once with a code to the mobile A gave; the feed then holds it signed by both', async () => {
    const { reportId, token, report, documentSha } = await signedByA(mario);
    expect(report).toMatchObject({ state: 'awaitingB', counterpart: 'waiting' });
    expect(token).toHaveLength(43);
    const [mail] = await messagesTo(t, 'luca.bianchi@example.it');
    expect(mail?.text).toContain(token);

    const link = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(link.json()).toMatchObject({
      eventDate: '2026-11-20',
      plateB: 'EF456GH',
      sha256: documentSha,
    });
    const pdf = await t.post(ClaimReportPath.getClaimReportSignPdf, { token });
    expect(pdf.headers['content-type']).toContain('application/pdf');

    await identifyB(t, token);

    const sent = await t.post(ClaimReportPath.sendClaimReportSignCode, {
      token,
      feaTermsVersion: FEA_TERMS_VERSION,
    });
    expect(sent.json().sentTo).toBe('+39 *** *** 4567');
    const code = await lastCodeTo(t, B_STORED);
    // Someone else holding the link but not B's phone: a wrong code signs nothing.
    const wrong = await t.post(ClaimReportPath.signClaimReportAsB, { token, code: otherThan(code) });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, ErrorCode.CLAIMREPORT_CODE_WRONG]);
    const signed = await t.post(ClaimReportPath.signClaimReportAsB, { token, code });
    expect(signed.json()).toMatchObject({ status: 'OK', signed: true });
    // B's own copy comes with the reply: the signed PDF, the one the agency gets (its SHA-256 in the feed).
    const { copy } = signed.json() as { copy: { name: string; sha256: string; pdfBase64: string } };
    const copyBytes = Buffer.from(copy.pdfBase64, 'base64');
    expect(copyBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(copyBytes).digest('hex')).toBe(copy.sha256);
    expect(copy.name).toMatch(/^constatazione-[0-9a-f]{8}-firmata\.pdf$/);
    // Sealed: pdfsig finds the seal valid over the whole file, openssl verifies its CMS over the byte ranges.
    const seal = await pdfsig(copyBytes);
    expect(seal).toContain('Signature Validation: Signature is Valid.');
    expect(seal).toContain('Total document signed');
    await expectCmsVerified(copyBytes);
    const twice = await t.post(ClaimReportPath.signClaimReportAsB, { token, code });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, ErrorCode.CLAIMREPORT_LINK_USED]);
    const reopened = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(codeOf(reopened)).toBe(ErrorCode.CLAIMREPORT_LINK_USED);

    const read = await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token);
    expect(read.json().report).toMatchObject({ state: 'sent', counterpart: 'signed' });
    expect(read.json().report.timeline.map((e: { type: string }) => e.type)).toEqual(['signedB', 'sent']);

    const admin = await t.login('90000001');
    const feed = await t.post(ClaimReportPath.getClaimReportFeed, { since: 0 }, admin);
    expect(feed.headers['content-type']).toContain('application/jsonl');
    const lines = feed.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.reportId === reportId)).toMatchObject({
      signedBy: 'A+B',
      kind: 'motor',
      sha256: copy.sha256,
      // The evidence fields (issue 34 item 8): both signatures over the document signed, by SMS, B's outcome.
      evidence: {
        counterpart: 'signed',
        signatures: [
          { signer: 'A', sha256: documentSha, channel: 'sms' },
          { signer: 'B', sha256: documentSha, channel: 'sms', sentTo: '+39 *** *** 4567' },
        ],
        identityB: { surname: 'Bianchi', licenceNumber: 'RM1234567X' },
        correctionAccepted: null,
      },
    });
    const after = await t.post(ClaimReportPath.getClaimReportFeed, { since: lines.at(-1).feedSeq }, admin);
    expect(after.body).toBe('');
    const inbox = await t.post(ClaimReportPath.getClaimReportInbox, {}, admin);
    expect(inbox.json().reports.map((r: { reportId: string }) => r.reportId)).toContain(reportId);
    // Pulled by the agency: received, once.
    const timeline = await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token);
    expect(timeline.json().report.timeline.map((e: { type: string }) => e.type)).toEqual([
      'signedB',
      'sent',
      'received',
    ]);
  });

  it('refuses an unknown link, and a client calling the staff feed', async () => {
    const unknown = await t.post(ClaimReportPath.getClaimReportSignLink, { token: 'A'.repeat(43) });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, ErrorCode.CLAIMREPORT_LINK_INVALID]);
    const malformed = await t.post(ClaimReportPath.signClaimReportAsB, { token: '../x', code: '123456' });
    expect(malformed.statusCode).toBe(400);
    const client = await t.post(ClaimReportPath.getClaimReportFeed, {}, mario.token);
    expect(codeOf(client)).toBe(ErrorCode.FORBIDDEN);
  });

  it('past the agency’s time, goes on signed by A alone and says so', async () => {
    const { reportId, token } = await signedByA(mario);
    t.clock.advance(t.config.CLAIM_REPORT_B_HOURS * HOUR + 1);
    expect((await hourly()).expired).toBe(1);
    mario.token = await freshToken(mario.userId);
    const read = await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token);
    expect(read.json().report).toMatchObject({ state: 'sent', counterpart: 'expired' });
    expect(read.json().report.timeline.map((e: { type: string }) => e.type)).toEqual(['signedAOnly', 'sent']);
    const late = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(codeOf(late)).toBe(ErrorCode.CLAIMREPORT_LINK_INVALID);
  });
});

describe('after sending', () => {
  it('links the report to the claim the agency opens on that policy and date, and follows its status', async () => {
    const luca = await claimClient(t);
    const { reportId, token } = await signedByA(luca);
    await identifyB(t, token);
    await t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION });
    await t.post(ClaimReportPath.signClaimReportAsB, { token, code: await lastCodeTo(t, B_STORED) });
    await importClaim(luca, 'APERTO', 'In istruttoria');
    const list = await t.post(ClaimReportPath.getClaimReports, {}, luca.token);
    const mine = list.json().reports.find((r: { reportId: string }) => r.reportId === reportId);
    expect(mine).toMatchObject({ state: 'linked', numeroSinistro: 'SIN-2026-0001' });
    const read = await t.post(ClaimReportPath.getClaimReport, { reportId }, luca.token);
    expect(
      read.json().report.timeline.map((e: { type: string; text: string | null }) => [e.type, e.text]),
    ).toEqual([
      ['signedB', null],
      ['sent', null],
      ['received', null],
      ['claimOpened', 'SIN-2026-0001'],
      ['status', 'In istruttoria'],
    ]);
  });

  it('tells of the documents the agency adds to the claim, once a batch, with how many', async () => {
    const anna = await claimClient(t);
    const { reportId, token } = await signedByA(anna);
    await identifyB(t, token);
    await t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION });
    await t.post(ClaimReportPath.signClaimReportAsB, { token, code: await lastCodeTo(t, B_STORED) });
    await importClaim(anna, 'APERTO', 'In istruttoria');
    const documentsOf = async () => {
      // The list and the report read at once, as the web asks them: a batch is told of once all the same.
      const [, read] = await Promise.all([
        t.post(ClaimReportPath.getClaimReports, {}, anna.token),
        t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token),
      ]);
      return read
        .json()
        .report.timeline.filter((e: { type: string }) => e.type === 'documentsAdded')
        .map((e: { text: string }) => e.text);
    };
    expect(await documentsOf()).toEqual([]);
    await importClaimDocuments(anna, ['perizia', 'foto']);
    expect(await documentsOf()).toEqual(['2']);
    expect(await documentsOf()).toEqual(['2']);
    await importClaimDocuments(anna, ['perizia', 'foto', 'liquidazione']);
    expect(await documentsOf()).toEqual(['2', '1']);
    // Shown on the claim as the claims' documents are.
    const { sinistroId } = (await t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token)).json()
      .report;
    const shown = await t.post(ApiPath.getDocumenti, { type: 'sinistro', id: sinistroId }, anna.token);
    expect(shown.json().documenti).toHaveLength(3);
  });
});

/** The feed brings documents of the client's claim (see importClaim), by name: the same name, the same one. */
async function importClaimDocuments(client: Client, names: string[]) {
  const n = (await policyNumberOf(client))?.replace(/\D/g, '').slice(0, -2);
  await importRecords(
    t,
    names.map((name) => ({
      type: 'document' as const,
      id: `CLR-${n}-DOC-${name}`,
      dossier: `CLR-${n}-AUTO`,
      claim: `CLR-${n}-SIN`,
      name,
      contentBase64: makePdf(name, ['Documento del sinistro.']).toString('base64'),
    })),
  );
}

/** The number of the client's motor policy. */
async function policyNumberOf(client: Client) {
  const dossiers = (await t.post(ApiPath.getDossierList, {}, client.token)).json().dossiers as {
    dossierID: number;
    numeroPolizza: string;
  }[];
  return dossiers.find((d) => d.dossierID === client.motor)?.numeroPolizza;
}

/** The agency's feed brings a claim on the client's motor policy dated as the report. */
async function importClaim(client: Client, stato: string, statoDescr: string) {
  const n = (await policyNumberOf(client))?.replace(/\D/g, '').slice(0, -2);
  await importRecords(t, [
    {
      type: 'claim',
      id: `CLR-${n}-SIN`,
      dossier: `CLR-${n}-AUTO`,
      stato,
      statoDescr,
      numeroSinistroCompagnia: 'SIN-2026-0001',
      dataSinistro: '2026-11-20',
    },
  ]);
}

describe('drafts never sent', () => {
  it('are told of five days before, and deleted 30 days after their last change', async () => {
    mario.token = await freshToken(mario.userId);
    const made = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: mario.home, eventDate: '2026-11-20' },
      mario.token,
    );
    const { reportId } = made.json().report;
    t.clock.advance(20 * DAY);
    const kept = await hourly();
    expect(kept.deleted).toBe(0);
    t.clock.advance(6 * DAY);
    const told = await hourly();
    expect(told.noticed).toBeGreaterThanOrEqual(1);
    const [notice] = await messagesTo(t, mario.email);
    expect(notice?.text).toContain('sarà cancellata il');
    expect(linkedPathIn(notice?.text)).toBe(`/denuncia-sinistro/${reportId}`);
    t.clock.advance(4 * DAY + HOUR);
    await hourly();
    mario.token = await freshToken(mario.userId);
    const gone = await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token);
    expect(codeOf(gone)).toBe(ErrorCode.NOT_FOUND);
  });
});
