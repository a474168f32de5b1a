import { PassThrough } from 'node:stream';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, expect, it } from 'vitest';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient, submittedDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { createTestPki, startTestTsa } from '../../test/openssl.js';
import { expectCmsVerified } from '../../test/pdf-signature.js';
import { pdfsig } from '../../test/poppler.js';

/**
 * The seal time-stamped by the agency's TSA (SEAL_TSA_URL, PAdES B-T, decisions/0119), through the signing
 * call: a TSA down fails the signature with its copy (503, nothing half-written); the same code signs once
 * the TSA answers.
 */
const pki = await createTestPki();
const tsa = await startTestTsa(pki);
afterAll(async () => {
  await tsa.close();
  await pki.close();
});
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
const t = useTestApp({ config: { SEAL_TSA_URL: tsa.url }, deps: () => ({ logStream }) });
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

it('signs nothing while the TSA is down (503, the reason logged), then signs with the same code and time-stamps the copy', async () => {
  const client = await claimClient(t);
  const reportId = await submittedDamageReport(t, client);

  tsa.mode = 'unavailable';
  const code = await lastCodeTo(t, client.phone);
  const failed = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
  // A seal that cannot be made: 503 with the claim report's code, its reason in the log only.
  expect([failed.statusCode, codeOf(failed)]).toEqual([503, ErrorCode.CLAIMREPORT_SEAL_UNAVAILABLE]);
  expect(failed.body).not.toContain('time-stamp');
  expect(
    logLines.some(
      (line) => line.includes('the time-stamp authority') && line.includes('did not answer: HTTP 503'),
    ),
  ).toBe(true);
  // Nothing is signed (the signature, the copy and its e-mail commit together): still to sign.
  const meanwhile = await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token);
  expect(meanwhile.json().report.state).toBe('signing');

  // The TSA back: the same code signs, and the copy carries the TSA's token.
  tsa.mode = 'reply';
  const signed = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().report.state).toBe('sent');
  const download = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token);
  expect(download.statusCode, download.body).toBe(200);
  const copy = download.rawPayload;
  const seal = await pdfsig(copy);
  expect(seal).toContain('Signature Validation: Signature is Valid.');
  expect(seal).toContain('Total document signed');
  // The copy's CMS, verified by OpenSSL over the copy's byte ranges (the seal is the development one, its
  // certificate issued by no CA: unchecked), carries the TSA's token.
  const printed = await expectCmsVerified(copy);
  expect(printed.slice(printed.indexOf('unsignedAttrs:'))).toContain('id-smime-aa-timeStampToken');
});
