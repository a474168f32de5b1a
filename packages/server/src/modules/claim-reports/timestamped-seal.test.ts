import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, expect, it } from 'vitest';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { createTestPki, openssl, startTestTsa } from '../../test/openssl.js';
import { pdfsig } from '../../test/poppler.js';

/**
 * The seal time-stamped by the agency's TSA (SEAL_TSA_URL, PAdES B-T, decisions/0119), through the signing
 * call: a TSA down fails the signed copy, not the signature; the copy is made once the TSA answers.
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

it('keeps the signature when the TSA is down and makes the time-stamped copy at the next download', async () => {
  const client = await claimClient(t);
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.home, eventDate: '2026-11-18' },
    client.token,
  );
  const { reportId } = made.json().report;
  const data = {
    kind: 'damage',
    coverage: 'water',
    description: 'Perdita dal tubo della lavatrice, parquet rovinato',
    date: '2026-11-18',
    place: { street: 'Via Verdi 3', town: 'Torino', country: 'IT' },
    estimatedCents: 240_000,
    iban: 'IT60X0542811101000000123456',
  };
  const saved = await t.post(ClaimReportPath.saveClaimReport, { reportId, version: 0, data }, client.token);
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, client.token);
  expect(submitted.statusCode, submitted.body).toBe(200);

  tsa.mode = 'unavailable';
  const code = await lastCodeTo(t, client.phone);
  const failed = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
  // The product's answer to a seal that could not be made: the generic error, its reason in the log only.
  expect([failed.statusCode, codeOf(failed)]).toEqual([500, ErrorCode.INTERNAL]);
  expect(failed.body).not.toContain('time-stamp');
  expect(
    logLines.some(
      (line) => line.includes('the time-stamp authority') && line.includes('did not answer: HTTP 503'),
    ),
  ).toBe(true);
  // The signature is kept: the same code again finds the report signed.
  const again = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
  expect([again.statusCode, codeOf(again)]).toEqual([409, ErrorCode.CLAIMREPORT_SIGNED]);

  tsa.mode = 'reply';
  const download = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token);
  expect(download.statusCode, download.body).toBe(200);
  const copy = download.rawPayload;
  const seal = await pdfsig(copy);
  expect(seal).toContain('Signature Validation: Signature is Valid.');
  expect(seal).toContain('Total document signed');
  // The copy's CMS (its /Contents, padded with zeros OpenSSL reads past) carries the TSA's token.
  const range = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)/.exec(copy.toString('latin1'));
  const hex = copy.subarray(Number(range?.[1]) + 1, Number(range?.[2]) - 1).toString('latin1');
  await writeFile(join(pki.dir, 'copy.cms'), Buffer.from(hex, 'hex'));
  const printed = await openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'copy.cms'], pki.dir);
  expect(printed.slice(printed.indexOf('unsignedAttrs:'))).toContain('id-smime-aa-timeStampToken');
});
