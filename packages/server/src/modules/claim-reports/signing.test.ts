import { createHash } from 'node:crypto';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient, completeCai } from '../../test/claim-reports.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';

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
    expect(pdfText(document).join(' ')).toContain(
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
    const text = pdfText(copy).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Impronta SHA-256 del documento firmato: ${shown}`);
    expect(text).toContain(`con codice via SMS a +39 *** *** ${mario.phone.slice(-4)}`);
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
