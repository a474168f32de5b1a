import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { makePdf, makeTextPdf } from './pdf.js';

/** A PDF written by hand, as another program would write it: compressed content, TJ arrays, escapes. */
function handWrittenPdf(): Buffer {
  const content = deflateSync(
    Buffer.from(
      'BT /F1 12 Tf 72 700 Td [(Polizza n. ) -250 (123)] TJ T* (Perch\\351 \\(s\\354\\)) Tj ET',
      'latin1',
    ),
  ).toString('latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /Contents [4 0 R] >>',
    `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('pdfText (reading a PDF as a reader does)', () => {
  it("reads another program's PDF: compressed streams, TJ arrays, octal and paren escapes", () => {
    expect(pdfText(handWrittenPdf())).toEqual(['Polizza n. 123\nPerché (sì)']);
  });

  it('refuses a file whose cross-reference table points elsewhere', () => {
    const broken = Buffer.from(
      handWrittenPdf()
        .toString('latin1')
        .replace(/0000000009/, '0000000011'),
      'latin1',
    );
    expect(() => pdfText(broken)).toThrow(/not at offset/);
    expect(() => pdfText(Buffer.from('hello'))).toThrow(/not a PDF/);
  });
});

describe('makeTextPdf', () => {
  it('writes Italian letters, the euro sign, quotes and parentheses so that a reader shows them', () => {
    const text = 'Perché è così: 1.234,56 € – “città” (Società) \\ più’';
    const [page] = pdfText(makeTextPdf('Prova', [{ text, style: 'heading' }, { text }]));
    expect(page).toBe(`${text}\n${text}`);
  });

  it('puts a character WinAnsi lacks as ? and white space as spaces', () => {
    expect(pdfText(makeTextPdf('Prova', [{ text: 'Ω\tfine' }]))).toEqual(['? fine']);
  });

  it('wraps a long line at spaces within the margins, and cuts a word longer than a line', () => {
    const words = Array.from({ length: 60 }, (_, i) => `parola${i}`).join(' ');
    const [page] = pdfText(makeTextPdf('Prova', [{ text: words }, { text: 'x'.repeat(200) }]));
    const lines = (page ?? '').split('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.filter((line) => !/^x+$/.test(line)).join(' ')).toBe(words);
    // Helvetica's 'x' is 500/1000 of 10 points: 483 points of line hold 96 of them.
    expect(lines.filter((line) => /^x+$/.test(line)).map((line) => line.length)).toEqual([96, 96, 8]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(110);
  });

  it('moves a heading that would end a page on to the next, with its text', () => {
    // 49 lines of text leave room at the foot of the first page for a heading, not for its text too.
    const lines = [
      ...Array.from({ length: 49 }, (_, i) => ({ text: `Riga ${i}` })),
      { text: 'Polizze', style: 'heading' as const },
      { text: 'Polizza n. 1' },
    ];
    const pages = pdfText(makeTextPdf('Prova', lines));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toBe('Polizze\nPolizza n. 1');
  });

  it('goes on to further pages, in order', () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      text: i % 20 === 5 ? `Sezione ${i}` : `Riga ${i}`,
      style: i % 20 === 5 ? ('heading' as const) : ('body' as const),
    }));
    const pages = pdfText(makeTextPdf('Prova', lines));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.join('\n').split('\n')).toEqual(lines.map((line) => line.text));
  });

  it('keeps makePdf: a title and its lines', () => {
    expect(pdfText(makePdf('Contratto', ['Riga uno', 'Riga due']))).toEqual([
      'Contratto\nRiga uno\nRiga due',
    ]);
  });
});
