import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdftotext } from '../test/poppler.js';
import { renderCaiPdf, renderDamagePdf } from './index.js';
import {
  ACCENTS,
  fullCai,
  fullDamage,
  minimalCai,
  minimalDamage,
  NO_POLICYHOLDER_NOR_FILES,
  sampleAttachments,
  samplePolicyholder,
} from './samples.js';

/** The CAI and the damage report as PDFs, read back by poppler's pdftotext (not our own reader). */
const AGENCY = 'Agenzia Assicurativa Esempio S.r.l.';
const REPORT_ID = '7f1c1e2a-4b0e-4a57-9d59-2f1b7c3e9a10';
const AT = '2026-11-20T08:05:00Z';
/** pdftotext breaks lines where the layout does: compare words, not line breaks. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the CAI in the layout of the paper form', () => {
  it('fits a full report on one A4 page: both vehicles, the circumstances with their counts, the sketch', async () => {
    const pdf = await renderCaiPdf({
      reportId: REPORT_ID,
      data: fullCai,
      agencyName: AGENCY,
      createdAt: AT,
      attachments: [],
    });
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = words(await pdftotext(pdf));
    for (const expected of [
      'CONSTATAZIONE AMICHEVOLE DI INCIDENTE',
      `Rif. ${REPORT_ID}`,
      'compilata il 20/11/2026 alle 09:05:00 (ora di Roma)',
      '20/11/2026',
      '08:35',
      'Forlì',
      'Niccolò Bàrberi',
      '44.22254, 12.04093',
      '6. Contraente / Assicurato (A)',
      '6. Contraente / Assicurato (B)',
      // Section 6 (A): the policyholder named, each contact on its line.
      'Cognome e nome: Rossi Mario Indirizzo: Via Garibaldi 1, Milano, 20121, Italia',
      'Tel.: +39 347 1231234',
      'E-mail: mario.rossi@example.it',
      'Allegati: nessuno',
      'Bianchi Lucia',
      'AB123CD',
      'EF456GH',
      'RCA-2026-0001',
      'dal 01/01/2026 al 31/12/2026',
      'MI1234567X',
      "Punto d'urto: Anteriore centrale",
      "Punto d'urto: Posteriore centrale",
      'Paraurti anteriore ammaccato, faro destro rotto.',
      '12. CIRCOSTANZE',
      '8. tamponava procedendo',
      '17. non aveva osservato',
      'Numero delle caselle segnate',
      'A: 1',
      'B: 2',
      '13. Grafico',
      'Incrocio',
      'Verso nord (in alto)',
      'A procedeva verso nord; B era fermo al semaforo.',
      ACCENTS,
      '15. Firma del conducente A',
      '15. Firma del conducente B',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('segue a pagina 2');
    // The paper form has no box for a tax code, and driver B receives this document (decisions/0128).
    expect(text).not.toContain('Codice fiscale');
    // Each tick is an X a reader sees: one for A (8), two for B (1 and 17).
    expect(text.match(/(?<![\w-])X(?![\w-])/g)).toHaveLength(3);
  });

  it('renders a report with nothing filled in, every box empty and counted zero', async () => {
    const pdf = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data: minimalCai,
      agencyName: AGENCY,
      createdAt: AT,
    });
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = words(await pdftotext(pdf));
    expect(text).toContain('A: 0');
    expect(text).toContain('B: 0');
    expect(text).toContain('Nessun disegno: vedi la descrizione');
    expect(text).toContain("Punto d'urto: non indicato");
    expect(text).not.toMatch(/(?<![\w-])X(?![\w-])/);
  });

  it('writes a section too long for its box in full after the form, never cut', async () => {
    const long =
      `${'Parafango, portiera e specchietto danneggiati; '.repeat(20)}fine della descrizione.`.slice(-1000);
    const witnesses = Array.from({ length: 5 }, (_, i) => ({
      name: `Testimone ${i + 1} Dell’Orto`,
      address: 'Via Roma 1, Napoli',
      phone: '+39 081 5550000',
    }));
    const data = { ...fullCai, witnesses, vehicleA: { ...fullCai.vehicleA, visibleDamage: long } };
    const pdf = await renderCaiPdf({
      ...NO_POLICYHOLDER_NOR_FILES,
      reportId: REPORT_ID,
      data,
      agencyName: AGENCY,
      createdAt: AT,
    });
    expect(await pdfPageCount(pdf)).toBe(2);
    const pages = (await pdftotext(pdf)).split('\f');
    expect(words(pages[0] ?? '')).toContain('… segue a pagina 2');
    const second = words(pages[1] ?? '');
    expect(second).toContain('Seguito delle sezioni del modulo');
    expect(second).toContain('11. Danni visibili al veicolo A');
    expect(second).toContain('fine della descrizione.');
    expect(second).toContain('Testimone 5 Dell’Orto');
  });

  it('prints a letter outside the standard fonts as its base letter, never failing', async () => {
    const data = { ...minimalCai, vehicleB: { driver: { surname: 'Wałęsa', name: 'Zoë 李' } } };
    const text = words(
      await pdftotext(
        await renderCaiPdf({
          ...NO_POLICYHOLDER_NOR_FILES,
          reportId: REPORT_ID,
          data,
          agencyName: AGENCY,
          createdAt: AT,
        }),
      ),
    );
    expect(text).toContain('Wa?esa Zoë ?');
  });
});

describe('the files bound to the CAI', () => {
  const withFiles = (data: typeof fullCai) =>
    renderCaiPdf({
      reportId: REPORT_ID,
      data,
      agencyName: AGENCY,
      createdAt: AT,
      attachments: sampleAttachments,
    });

  it('lists each file by name with its SHA-256 after the form, and says on page 1 where', async () => {
    const pages = (await pdftotext(await withFiles(fullCai))).split('\f').map(words);
    expect(pages[0]).toContain('Allegati: 3 file, elencati con la loro impronta SHA-256 a pagina 2');
    const list = pages[1] ?? '';
    expect(list).toContain('Allegati alla constatazione');
    expect(list).toContain(`1. Foto soffitto.jpg Impronta SHA-256 ${'a'.repeat(64)}`);
    expect(list).toContain(
      `2. Foto parquet della cucina.jpg Impronta SHA-256 ${'0123456789abcdef'.repeat(4)}`,
    );
    expect(list).toContain(
      `3. Documento PDF denuncia ai carabinieri.pdf Impronta SHA-256 ${'fedcba9876543210'.repeat(4)}`,
    );
  });

  it('names the page the list is on when sections continue before it', async () => {
    const long = `${'Portiera e specchietto danneggiati; '.repeat(40)}fine.`.slice(-1000);
    const data = { ...fullCai, vehicleA: { ...fullCai.vehicleA, remarks: long, visibleDamage: long } };
    const pages = (await pdftotext(await withFiles(data))).split('\f').map(words);
    const listedOn = pages.findIndex((page) => page.includes('Allegati alla constatazione')) + 1;
    expect(listedOn).toBeGreaterThan(1);
    expect(pages[0]).toContain(`elencati con la loro impronta SHA-256 a pagina ${listedOn}`);
    expect(pages.join(' ')).toContain(`Impronta SHA-256 ${'fedcba9876543210'.repeat(4)}`);
  });
});

describe('the damage report', () => {
  it('lists every section as label and value, the amount in euro and the IBAN in groups', async () => {
    const pdf = await renderDamagePdf({
      reportId: REPORT_ID,
      data: fullDamage,
      agencyName: AGENCY,
      createdAt: AT,
      policy: { numeroPolizza: 'CASA-778', prodotto: 'Casa Più' },
      policyholder: samplePolicyholder,
      attachments: sampleAttachments,
    });
    const text = words(await pdftotext(pdf));
    for (const expected of [
      'DENUNCIA DI SINISTRO',
      'CASA-778',
      'Casa Più',
      'RSSMRA80E17F205X',
      'Danni da acqua',
      '18/11/2026 ore 22:10',
      'Via Sant’Agnese 4, Cantù',
      ACCENTS,
      '1.234,56 €',
      'IT60 X054 2811 1010 0000 0123 456',
      'Contraente Mario Rossi',
      'Codice fiscale RSSMRA80E17F205X',
      `1. Foto soffitto.jpg Impronta SHA-256 ${'a'.repeat(64)}`,
      `2. Foto parquet della cucina.jpg Impronta SHA-256 ${'0123456789abcdef'.repeat(4)}`,
      `3. Documento PDF denuncia ai carabinieri.pdf Impronta SHA-256 ${'fedcba9876543210'.repeat(4)}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders an empty report, and asks the police report only for a theft', async () => {
    const base = {
      reportId: REPORT_ID,
      agencyName: AGENCY,
      createdAt: AT,
      policy: { numeroPolizza: 'CASA-778', prodotto: 'Casa' },
      policyholder: { name: 'Mario Rossi' },
      attachments: [],
    };
    const empty = words(await pdftotext(await renderDamagePdf({ ...base, data: minimalDamage })));
    expect(empty).toContain('Nessun allegato.');
    expect(empty).not.toContain('Denuncia all’autorità');
    const theft = words(
      await pdftotext(await renderDamagePdf({ ...base, data: { kind: 'damage', coverage: 'theft' } })),
    );
    expect(theft).toContain('Denuncia all’autorità Non allegata');
  });

  it('names the police report among the files, and never calls attached one that is not', async () => {
    const [, , policeReport] = sampleAttachments;
    const theft = (policeReportFileId: string, attachments: typeof sampleAttachments | []) =>
      renderDamagePdf({
        reportId: REPORT_ID,
        agencyName: AGENCY,
        createdAt: AT,
        policy: { numeroPolizza: 'CASA-778', prodotto: 'Casa' },
        policyholder: samplePolicyholder,
        data: { kind: 'damage', coverage: 'theft', policeReportFileId },
        attachments,
      });
    const attached = words(await pdftotext(await theft(policeReport.fileId, sampleAttachments)));
    expect(attached).toContain('Denuncia all’autorità Allegata: denuncia ai carabinieri.pdf');
    const gone = words(await pdftotext(await theft(policeReport.fileId, [])));
    expect(gone).toContain('Denuncia all’autorità Non allegata');
  });
});
