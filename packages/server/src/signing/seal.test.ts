import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createTestPki, openssl, startTestTsa, type TestPki, type TestTsa } from '../test/openssl.js';
import { byteRange, expectCmsVerified, opensslCms, signatureOf } from '../test/pdf-signature.js';
import { pdfAttachments, pdfPageCount, pdfsig, pdftotext } from '../test/poppler.js';
import { sha256 } from './cades.js';
import { derChild, derChildren, readDer } from './der.js';
import {
  appendEvidence,
  createDevelopmentP12,
  type Evidence,
  loadSealer,
  renderCaiPdf,
  SEAL_DEV_FILE,
  SealError,
  SIGNED_DOCUMENT_NAME,
  sealerFromP12,
  sealPdf,
  sha256Hex,
} from './index.js';
import { fullCai, NO_POLICYHOLDER_NOR_FILES } from './samples.js';

/**
 * The evidence page and the PAdES seal, verified by poppler's pdfsig (an implementation not ours): the
 * signature valid over the whole file, and invalid after one byte is changed.
 */
const AGENCY = 'Agenzia Assicurativa Esempio S.r.l.';
const REPORT_ID = '7f1c1e2a-4b0e-4a57-9d59-2f1b7c3e9a10';
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
const words = (text: string) => text.replace(/\s+/g, ' ');

const signerA = {
  role: 'A' as const,
  name: 'Mario Rossi',
  taxCode: 'RSSMRA80E17F205X',
  mobile: '+393471231234',
  signedAt: '2026-11-27T05:40:12Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
};
const evidence = (over: Partial<Evidence> = {}): Evidence => ({
  reportId: REPORT_ID,
  agencyName: AGENCY,
  documentTitle: 'Constatazione amichevole di incidente (CAI)',
  signers: [signerA],
  counterpartB: 'none',
  ...over,
});

/** OpenSSL's words on files written into `dir`: the CMS, and what openssl prints. */
async function inFolder<T>(files: Record<string, Uint8Array>, work: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'cms-'));
  folders.push(dir);
  for (const [name, bytes] of Object.entries(files)) await writeFile(join(dir, name), bytes);
  return work(dir);
}

const fingerprint = async (pemFile: string) =>
  (await openssl(['x509', '-in', pemFile, '-noout', '-fingerprint', '-sha256']))
    .replace(/^.*=/, '')
    .replace(/[:\s]/g, '');

describe('the evidence page', () => {
  it('says who signed, when in Rome time, which document by its SHA-256, and carries that document', async () => {
    const unsigned = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: '2026-11-27T05:30:00Z',
    });
    const signerB = {
      ...signerA,
      role: 'B' as const,
      name: 'Lucia Bianchi',
      taxCode: 'BNCLCU85M41H501Z',
      mobile: '+39 333 9998877',
      signedAt: '2026-07-01T10:00:00Z',
      ip: '198.51.100.9',
      userAgent: 'Firefox/140.0',
    };
    const pdf = await appendEvidence(
      unsigned,
      evidence({ signers: [signerA, signerB], counterpartB: 'signed' }),
    );
    expect(await pdfPageCount(pdf)).toBe(2);
    const page = words((await pdftotext(pdf)).split('\f')[1] ?? '');
    for (const expected of [
      'Evidenze della firma elettronica avanzata (FEA)',
      `Impronta SHA-256 ${sha256Hex(unsigned)}`,
      'Firma di: Conducente A',
      'Mario Rossi',
      'RSSMRA80E17F205X',
      // 05:40 UTC is 06:40 in Rome in winter, 10:00 UTC is 12:00 in summer.
      'Firmato il 2026-11-27T06:40:12+01:00 · 27/11/2026 alle 06:40:12 (ora di Roma)',
      'codice monouso via SMS a +39 *** *** 1234',
      'Indirizzo IP 203.0.113.7',
      'iPhone OS 18_0',
      'Firma di: Conducente B',
      'Lucia Bianchi',
      'Firmato il 2026-07-01T12:00:00+02:00',
      'codice monouso via SMS a +39 *** *** 8877',
      'Firefox/140.0',
    ]) {
      expect(page).toContain(expected);
    }
    expect(page).not.toContain('firmato dal solo conducente A');
    // The document signed is inside the file, byte for byte: its hash checks with any tool.
    const attached = await pdfAttachments(pdf);
    expect([...attached.keys()]).toEqual([SIGNED_DOCUMENT_NAME]);
    expect(sha256Hex(attached.get(SIGNED_DOCUMENT_NAME) as Buffer)).toBe(sha256Hex(unsigned));
  });

  it('says when B did not sign in time that the report is signed by driver A alone', async () => {
    const unsigned = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: '2026-11-27T05:30:00Z',
    });
    const pdf = await appendEvidence(
      unsigned,
      evidence({ counterpartB: 'expired', deadlineB: '2026-11-29T05:40:12Z' }),
    );
    const page = words((await pdftotext(pdf)).split('\f')[1] ?? '');
    expect(page).toContain(
      'Documento firmato dal solo conducente A: il conducente B, invitato a firmare, non ha firmato entro il 29/11/2026 alle 06:40:12 (ora di Roma).',
    );
    expect(page).not.toContain('Firma di: Conducente B');
  });
  it('refuses evidence without a signer, or with B signed and not among the signers', async () => {
    const unsigned = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: new Date(),
    });
    await expect(appendEvidence(unsigned, evidence({ signers: [] }))).rejects.toThrow(/at least one signer/);
    await expect(appendEvidence(unsigned, evidence({ counterpartB: 'signed' }))).rejects.toThrow(/driver B/);
  });
});

describe('the PAdES seal', () => {
  it('verifies with pdfsig over the whole file, and fails after one byte is changed', async () => {
    const sealer = await loadSealer(testConfig({ AGENCY_LEGAL_NAME: AGENCY }));
    const started = performance.now();
    const unsigned = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: new Date(),
    });
    const sealed = await sealPdf(await appendEvidence(unsigned, evidence()), sealer);
    const elapsed = performance.now() - started;
    console.log(
      `CAI rendered, evidence appended and sealed in ${elapsed.toFixed(0)} ms (${sealed.length} bytes)`,
    );

    const report = await pdfsig(sealed);
    expect(report).toContain('Signature #1');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain(`Signer Certificate Common Name: ${AGENCY} - sigillo di sviluppo`);
    // The signed ranges are the whole file but the signature's own hex string.
    const [start, firstLength, second, secondLength] = byteRange(sealed);
    expect(start).toBe(0);
    expect((second as number) + (secondLength as number)).toBe(sealed.length);
    const hole = Buffer.from(sealed.subarray(firstLength, second)).toString('latin1');
    expect(hole).toMatch(/^<[0-9a-fA-F]+>$/);
    // The sealed file still reads: the form and the evidence page.
    expect(await pdfPageCount(sealed)).toBe(2);
    // OpenSSL verifies the CMS over those ranges (the development certificate unchecked: no CA issued it).
    await expectCmsVerified(sealed);

    // One byte of the document's title (a hex string of the info dictionary) changed: the file still opens.
    const tampered = Buffer.from(sealed);
    const text = tampered.toString('latin1');
    const title = text.indexOf('/Title <FEFF');
    expect(title).toBeGreaterThan(0);
    const at = title + '/Title <FEFF'.length + 3;
    tampered[at] = tampered[at] === 0x33 ? 0x34 : 0x33;
    const broken = await pdfsig(tampered);
    expect(broken).not.toContain('Signature is Valid.');
    expect(broken).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('makes the development certificate once into DATA_DIR, readable by the owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'seal-'));
    folders.push(dataDir);
    const config = testConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      AGENCY_LEGAL_NAME: 'Agenzia Più',
    });
    const first = await loadSealer(config);
    expect(first.development).toBe(true);
    expect(first.name).toBe('Agenzia Piu - sigillo di sviluppo');
    const file = join(dataDir, SEAL_DEV_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const bytes = await readFile(file);
    const again = await loadSealer(config);
    expect(Buffer.from(again.p12).equals(bytes)).toBe(true);
  });

  it("seals with the agency's P12 when configured, and refuses a wrong password or none in production", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'seal-'));
    folders.push(dataDir);
    const file = join(dataDir, 'agenzia.p12');
    await writeFile(file, createDevelopmentP12('Agenzia Reale', 'segreta'), { mode: 0o600 });
    const sealer = await loadSealer(
      testConfig({ NODE_ENV: 'production', SEAL_P12_FILE: file, SEAL_P12_PASSWORD: 'segreta' }),
    );
    expect(sealer.development).toBe(false);
    const sealed = await sealPdf(
      await renderCaiPdf({
        ...NO_POLICYHOLDER_NOR_FILES,
        reportId: REPORT_ID,
        data: fullCai,
        agencyName: AGENCY,
        createdAt: new Date(),
      }),
      sealer,
    );
    expect(await pdfsig(sealed)).toContain('Signature Validation: Signature is Valid.');

    await expect(
      loadSealer(testConfig({ SEAL_P12_FILE: file, SEAL_P12_PASSWORD: 'sbagliata' })),
    ).rejects.toThrow(SealError);
    await expect(loadSealer(testConfig({ SEAL_P12_FILE: join(dataDir, 'assente.p12') }))).rejects.toThrow(
      /cannot be read/,
    );
    await expect(loadSealer(testConfig({ NODE_ENV: 'production' }))).rejects.toThrow(/SEAL_P12_FILE/);
  });
});

describe('the seal as PAdES baseline (B-B, and B-T with a time-stamp authority)', () => {
  let pki: TestPki;
  let tsa: TestTsa;
  beforeAll(async () => {
    pki = await createTestPki();
    tsa = await startTestTsa(pki);
  });
  afterAll(async () => {
    await tsa?.close();
    await pki?.close();
  });
  const document = () =>
    renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: new Date(),
    });

  it('is B-B: signing-certificate-v2 of the signer, no signing-time, the time in /M, SHA-256, the chain carried', async () => {
    const sealer = sealerFromP12(pki.sealP12, pki.sealP12Password);
    const signingTime = new Date('2026-11-27T08:30:05Z');
    const sealed = await sealPdf(await document(), sealer, { signingTime });

    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: Agenzia di prova - sigillo');
    // PAdES's signing time is the dictionary's /M (the signing-time attribute is not allowed beside it).
    expect(Buffer.from(sealed).toString('latin1')).toMatch(/\/M \(D:20261127083005Z\)/);

    const { cms, signed } = signatureOf(sealed);
    // OpenSSL checks the signature over the byte ranges, the message digest and the chain to the CA.
    const { verified, printed } = await opensslCms({ cms, signed }, { caFile: pki.caFile });
    expect(verified).toBe('ok');
    const attributes = printed.slice(printed.indexOf('signedAttrs:'), printed.indexOf('signatureAlgorithm:'));
    expect(attributes).toContain('contentType (1.2.840.113549.1.9.3)');
    expect(attributes).toContain('messageDigest (1.2.840.113549.1.9.4)');
    expect(attributes).toContain('id-smime-aa-signingCertificateV2 (1.2.840.113549.1.9.16.2.47)');
    // The ESS certHash is the SHA-256 of the sealing certificate, as OpenSSL fingerprints it.
    expect(attributes).toContain(`[HEX DUMP]:${await fingerprint(join(pki.dir, 'seal.pem'))}`);
    // …and its issuerSerial names the CA, as the certificate does.
    expect(attributes).toMatch(/cont \[ 4 \][\s\S]*:CA di prova/);
    expect(printed).not.toMatch(/signingTime|sha1/i);
    expect(printed).toMatch(/digestAlgorithm:\s+algorithm: sha256/);
    expect(printed).toContain('algorithm: sha256WithRSAEncryption');
    expect(printed).toMatch(/unsignedAttrs:\s+<ABSENT>/);
    // The chain: the seal's certificate and the CA's.
    const certificates = await inFolder({ 'seal.cms': cms }, (dir) =>
      openssl(['pkcs7', '-inform', 'DER', '-in', 'seal.cms', '-print_certs', '-noout'], dir),
    );
    expect(certificates).toMatch(/subject=C = IT, O = Agenzia di prova, CN = Agenzia di prova - sigillo/);
    expect(certificates).toMatch(/subject=C = IT, O = CA di prova, CN = CA di prova/);
  });

  it('is B-T with SEAL_TSA_URL: the TSA time-stamps the signature value, OpenSSL verifies the token', async () => {
    tsa.mode = 'reply';
    const sealer = await loadSealer(
      testConfig({
        NODE_ENV: 'production',
        SEAL_P12_FILE: join(pki.dir, 'seal.p12'),
        SEAL_P12_PASSWORD: pki.sealP12Password,
        SEAL_TSA_URL: tsa.url,
      }),
    );
    const queries = tsa.queries.length;
    const sealed = await sealPdf(await document(), sealer);
    expect(tsa.queries.length).toBe(queries + 1);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');

    const { cms, signed } = signatureOf(sealed);
    // The token, an unsigned attribute, leaves the signature as OpenSSL verifies it, up to the CA.
    expect((await opensslCms({ cms, signed }, { caFile: pki.caFile })).verified).toBe('ok');
    // ContentInfo → [0] → SignedData → signerInfos (its last element) → the one SignerInfo.
    const signedData = derChild(derChild(readDer(cms), 1), 0);
    const signerInfo = derChild(derChildren(signedData).at(-1) as ReturnType<typeof readDer>, 0);
    const fields = derChildren(signerInfo);
    const signatureValue = (fields[5] as ReturnType<typeof readDer>).content;
    const unsigned = fields[6] as ReturnType<typeof readDer>;
    const token = derChild(derChild(derChild(unsigned, 0), 1), 0).der;
    await inFolder({ 'seal.cms': cms, 'token.der': token }, async (dir) => {
      const printed = await openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'seal.cms'], dir);
      const unsignedPrinted = printed.slice(printed.indexOf('unsignedAttrs:'));
      expect(unsignedPrinted).toContain('id-smime-aa-timeStampToken (1.2.840.113549.1.9.16.2.14)');
      // The seal's signed attributes still have no signing-time (the TSA's token has its own: that is its).
      expect(printed.slice(printed.indexOf('signedAttrs:'), printed.indexOf('unsignedAttrs:'))).not.toMatch(
        /signingTime/,
      );
      // The token is the TSA's, over the SHA-256 of the seal's signature value.
      const verified = await openssl(
        [
          'ts',
          '-verify',
          '-token_in',
          '-in',
          'token.der',
          '-digest',
          sha256(signatureValue).toString('hex'),
          '-CAfile',
          pki.caFile,
          '-untrusted',
          pki.tsaFile,
        ],
        dir,
      );
      expect(verified).toContain('Verification: OK');
      const text = await openssl(
        ['ts', '-reply', '-token_in', '-in', 'token.der', '-token_out', '-text'],
        dir,
      );
      expect(text).toContain('Hash Algorithm: sha256');
      expect(text).toContain('Policy OID: 1.3.6.1.4.1.99999.1');
    });
  });

  it('fails the seal with the reason when the TSA does not answer, or answers a token of another request', async () => {
    const sealer = { ...sealerFromP12(pki.sealP12, pki.sealP12Password), tsaUrl: tsa.url };
    tsa.mode = 'unavailable';
    await expect(sealPdf(await document(), sealer)).rejects.toThrow(
      /the time-stamp authority http:\/\/127\.0\.0\.1:\d+\/tsa did not answer: HTTP 503/,
    );
    // A reply to an earlier query (a replay): refused by its imprint (another signature's) or, when the
    // earlier seal was of the same bytes in the same second (/M has seconds, and an RSA PKCS#1 v1.5
    // signature of the same bytes is the same: the same imprint), by its nonce (a clean-clone CI run).
    tsa.mode = 'replay';
    await expect(sealPdf(await document(), sealer)).rejects.toThrow(
      /answered no usable token: the token is of another (imprint|nonce)/,
    );
    // No TSA at that address at all.
    const gone = await startTestTsa(pki);
    await gone.close();
    await expect(sealPdf(await document(), { ...sealer, tsaUrl: gone.url })).rejects.toThrow(
      /did not answer: .*ECONNREFUSED/,
    );
  });
});
