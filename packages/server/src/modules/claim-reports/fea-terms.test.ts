import { ClaimReportPath, ErrorCode, FEA_TERMS, FEA_TERMS_VERSION } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feaTermsAcceptances } from '../../db/schema.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { claimClient, WATER_DAMAGE } from '../../test/claim-reports.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';

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

type Client = Awaited<ReturnType<typeof claimClient>>;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const termsMails = (client: Client) =>
  smtp.to(client.email).filter((mail) => mail.subject === FEA_TERMS.title);

/** A water damage report complete and saved (version 1): its id. */
async function readyDamage(client: Client) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.home, eventDate: '2026-11-18' },
    client.token,
  );
  const { reportId } = made.json().report;
  const saved = await t.post(
    ClaimReportPath.saveClaimReport,
    { reportId, version: 0, data: WATER_DAMAGE },
    client.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return reportId as string;
}

describe('the FEA service terms, accepted at the first signature', () => {
  let anna: Client;
  beforeAll(async () => {
    anna = await claimClient(t, { feaTerms: false });
  });

  it('refuses a submission for signature while the terms in force are not accepted, sending no code', async () => {
    const status = await t.post(ClaimReportPath.getFeaTerms, {}, anna.token);
    expect(status.json()).toEqual({
      status: 'OK',
      version: FEA_TERMS_VERSION,
      acceptedVersion: null,
      acceptedAt: null,
    });
    const reportId = await readyDamage(anna);
    const refused = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, anna.token);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, ErrorCode.FEA_TERMS_NOT_ACCEPTED]);
    // Still a draft, no code sent: the client accepts the terms and submits again.
    const report = await t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token);
    expect(report.json().report.state).toBe('draft');
    expect(await messagesTo(t, anna.phone)).toEqual([]);
  });

  it('refuses to accept a version other than the one in force', async () => {
    const refused = await t.post(ClaimReportPath.acceptFeaTerms, { version: '2020-01' }, anna.token);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, ErrorCode.FEA_TERMS_NOT_ACCEPTED]);
    const tooLong = await t.post(ClaimReportPath.acceptFeaTerms, { version: 'x'.repeat(40) }, anna.token);
    expect([tooLong.statusCode, codeOf(tooLong)]).toEqual([400, ErrorCode.VALIDATION]);
    expect(
      await t.db.select().from(feaTermsAcceptances).where(eq(feaTermsAcceptances.userId, anna.userId)),
    ).toEqual([]);
  });

  it('keeps the acceptance with its version and time, e-mails a copy once, and then lets the client sign', async () => {
    const accepted = await t.post(ClaimReportPath.acceptFeaTerms, { version: FEA_TERMS_VERSION }, anna.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      status: 'OK',
      version: FEA_TERMS_VERSION,
      acceptedVersion: FEA_TERMS_VERSION,
      acceptedAt: t.clock.now().toISOString(),
    });
    const [kept] = await t.db
      .select()
      .from(feaTermsAcceptances)
      .where(eq(feaTermsAcceptances.userId, anna.userId));
    expect(kept).toMatchObject({ version: FEA_TERMS_VERSION, acceptedAt: t.clock.now() });
    expect(kept?.ipAddress).toBeTruthy();

    // A double tap keeps the first acceptance and sends no second copy.
    t.clock.advance(1000);
    const again = await t.post(ClaimReportPath.acceptFeaTerms, { version: FEA_TERMS_VERSION }, anna.token);
    expect(again.json().acceptedAt).toBe(accepted.json().acceptedAt);

    await expect.poll(() => termsMails(anna).length).toBe(1);
    const [mail] = termsMails(anna);
    expect(mail?.text).toContain(`versione ${FEA_TERMS_VERSION}`);
    for (const paragraph of FEA_TERMS.paragraphs)
      expect(mail?.text.replace(/\s+/g, ' ')).toContain(paragraph);

    const reportId = await readyDamage(anna);
    t.clock.advance(61_000);
    const submitted = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, anna.token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await lastCodeTo(t, anna.phone)).toMatch(/^\d{6}$/);
  });

  it('asks again when the version in force changed', async () => {
    const bruno = await claimClient(t, { feaTerms: false });
    await t.db.insert(feaTermsAcceptances).values({
      userId: bruno.userId,
      version: '2025-01',
      acceptedAt: t.clock.now(),
      ipAddress: '127.0.0.1',
    });
    const status = await t.post(ClaimReportPath.getFeaTerms, {}, bruno.token);
    expect(status.json()).toMatchObject({ version: FEA_TERMS_VERSION, acceptedVersion: '2025-01' });
    const reportId = await readyDamage(bruno);
    const refused = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, bruno.token);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, ErrorCode.FEA_TERMS_NOT_ACCEPTED]);
  });
});
