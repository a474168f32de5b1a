import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { pdfsig, pdftotext } from '../test/poppler.js';
import { claimReportPdf, loadSealer, sha256Hex } from './index.js';
import {
  fullCai,
  fullDamage,
  NO_POLICYHOLDER_NOR_FILES,
  sampleAttachments,
  samplePolicyholder,
} from './samples.js';

/** The port `claim-reports` takes its documents through: render, then sign what was rendered. */
const AGENCY = 'Agenzia Assicurativa Esempio S.r.l.';
const words = (text: string) => text.replace(/\s+/g, ' ');
const base = {
  reportId: '0b9d7a52-8f3c-4c55-a0a4-51f7c2f6e001',
  numeroPolizza: 'RCA-2026-0001',
  prodotto: 'Auto Più',
  eventDate: '2026-11-20',
  ...NO_POLICYHOLDER_NOR_FILES,
};
const signature = (sha256: string, signer: 'A' | 'B', name: string) => ({
  signer,
  name,
  at: '2026-11-27T05:40:12Z',
  sha256,
  sentTo: '+39 *** *** 4567',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
});

describe('the claim report documents through the port', () => {
  it('signs the CAI it rendered: evidence of A and B, the seal valid', async () => {
    const pdf = claimReportPdf({ sealer: await loadSealer(testConfig()), agencyName: AGENCY });
    const document = await pdf.render({ ...base, data: fullCai, policyholder: samplePolicyholder });
    // Section 6 (A) names the policyholder; not their tax code, which driver B, receiving it, has no need of.
    const text = words(await pdftotext(document));
    expect(text).toContain('Cognome e nome: Rossi Mario Indirizzo:');
    expect(text).not.toContain(samplePolicyholder.taxCode);
    const sha256 = sha256Hex(document);
    const signed = await pdf.sign({
      ...base,
      data: fullCai,
      document,
      sha256,
      signatures: [signature(sha256, 'A', 'Mario Rossi'), signature(sha256, 'B', 'Lucia Bianchi')],
    });
    expect(await pdfsig(signed)).toContain('Signature Validation: Signature is Valid.');
    const evidence = words((await pdftotext(signed)).split('\f')[1] ?? '');
    expect(evidence).toContain(`Impronta SHA-256 ${sha256}`);
    expect(evidence).toContain('Firma di: Conducente A');
    expect(evidence).toContain('Firma di: Conducente B');
    expect(evidence).toContain('codice monouso via SMS a +39 *** *** 4567');
  });

  it('says A alone signed when B ran out of time, and signs a damage report by the policyholder', async () => {
    const pdf = claimReportPdf({ sealer: await loadSealer(testConfig()), agencyName: AGENCY });
    const cai = await pdf.render({ ...base, data: fullCai });
    const alone = await pdf.sign({
      ...base,
      data: fullCai,
      document: cai,
      sha256: sha256Hex(cai),
      signatures: [signature(sha256Hex(cai), 'A', 'Mario Rossi')],
      note: 'Il conducente B non ha firmato in tempo',
      bDeadline: '2026-11-29T05:40:12Z',
    });
    expect(words(await pdftotext(alone))).toContain('Documento firmato dal solo conducente A');

    const policyholder = { name: 'Mario Rossi', taxCode: 'RSSMRA80E17F205X' };
    const damage = await pdf.render({
      ...base,
      data: fullDamage,
      policyholder,
      attachments: sampleAttachments,
    });
    const signed = await pdf.sign({
      ...base,
      data: fullDamage,
      policyholder,
      document: damage,
      sha256: sha256Hex(damage),
      signatures: [signature(sha256Hex(damage), 'A', 'Mario Rossi')],
    });
    const text = words(await pdftotext(signed));
    expect(text).toContain('DENUNCIA DI SINISTRO');
    expect(text).toContain('Firma di: Contraente');
    expect(text).toContain('Codice fiscale RSSMRA80E17F205X');
    expect(text).toContain(`1. Foto soffitto.jpg Impronta SHA-256 ${'a'.repeat(64)}`);
    expect(await pdfsig(signed)).toContain('Signature Validation: Signature is Valid.');
  });

  it('refuses to sign bytes other than those the signatures are of', async () => {
    const pdf = claimReportPdf({ sealer: await loadSealer(testConfig()), agencyName: AGENCY });
    const document = await pdf.render({ ...base, data: fullCai });
    // The same report rendered a second later: other bytes (the creation date), another SHA-256.
    const later = claimReportPdf({
      sealer: await loadSealer(testConfig()),
      agencyName: AGENCY,
      now: () => new Date(Date.now() + 1000),
    });
    const again = await later.render({ ...base, data: fullCai });
    expect(sha256Hex(again)).not.toBe(sha256Hex(document));
    const sha256 = sha256Hex(document);
    await expect(
      pdf.sign({
        ...base,
        data: fullCai,
        document: again,
        sha256,
        signatures: [signature(sha256, 'A', 'Mario Rossi')],
      }),
    ).rejects.toThrow(/not of this document/);
  });
});
