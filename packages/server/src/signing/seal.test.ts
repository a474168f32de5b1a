import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { pdfAttachments, pdfPageCount, pdfsig, pdftotext } from '../test/poppler.js';
import {
  appendEvidence,
  createDevelopmentP12,
  type Evidence,
  loadSealer,
  renderCaiPdf,
  SEAL_DEV_FILE,
  SealError,
  SIGNED_DOCUMENT_NAME,
  sealPdf,
  sha256Hex,
} from './index.js';
import { fullCai } from './samples.js';

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

/** The /ByteRange of the (only) signature: [0, a, b, c]. */
function byteRange(pdf: Uint8Array): number[] {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    Buffer.from(pdf).toString('latin1'),
  );
  if (!match) throw new Error('no /ByteRange');
  return match.slice(1).map(Number);
}

describe('the evidence page', () => {
  it('says who signed, when in Rome time, which document by its SHA-256, and carries that document', async () => {
    const unsigned = await renderCaiPdf({
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
      'codice monouso via SMS a +39 ••• 1234',
      'Indirizzo IP 203.0.113.7',
      'iPhone OS 18_0',
      'Firma di: Conducente B',
      'Lucia Bianchi',
      'Firmato il 2026-07-01T12:00:00+02:00',
      'codice monouso via SMS a +39 ••• 8877',
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
      await renderCaiPdf({ reportId: REPORT_ID, data: fullCai, agencyName: AGENCY, createdAt: new Date() }),
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
