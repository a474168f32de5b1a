import { describe, expect, it } from 'vitest';
import { makePdf, makeTextPdf } from '../agency-data/pdf.js';
import {
  HTML,
  launchingPdf,
  plainPdf,
  SCRIPT,
  scriptedPdf,
  scriptOnOpenPdf,
} from '../test/claim-report-files.js';
import { inspectPdf, pdfLibInspection } from './pdf-inspect.js';
import { plainPdfPages } from './pdf-scan.js';

/*
 * The check's fast path (pdf-scan.ts, docs/decisions/0129) answers only where it is sure of pdf-lib's
 * verdict: each file here is judged by inspectPdf exactly as pdf-lib's parse judges it, the hostile ones
 * are left to pdf-lib (so refused in its words), and the plain ones, the agency's kind, take the fast path.
 */

/**
 * A PDF written as a core system writes one, one revision: the objects numbered from 1, their xref table
 * at their true offsets, a trailer of `trailer` (its /Size added). `eol` separates the lines.
 */
function writtenPdf(objects: string[], trailer = '/Root 1 0 R', eol = '\n') {
  let body = `%PDF-1.7${eol}%\xe2\xe3\xcf\xd3${eol}`;
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj${eol}${object}${eol}endobj${eol}`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref${eol}0 ${objects.length + 1}${eol}0000000000 65535 f\r\n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('');
  body += `trailer${eol}<< /Size ${objects.length + 1} ${trailer} >>${eol}startxref${eol}${xref}${eol}%%EOF${eol}`;
  return Buffer.from(body, 'latin1');
}

const stream = (data: string, length = Buffer.byteLength(data, 'latin1')) =>
  `<< /Length ${length} >>\nstream\n${data}\nendstream`;
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';
const CONTENT = stream('BT /F1 12 Tf 72 712 Td (Premio pagato.) Tj ET');
/** A one-page PDF whose catalog carries `catalogEntries` and whose objects from 5 on are `more`. */
const onePager = (catalogEntries: string, more: string[] = [], trailer?: string) =>
  writtenPdf([`<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>`, PAGES, PAGE, CONTENT, ...more], trailer);

/** inspectPdf's verdict and pdf-lib's, which must be the same, and whether the fast path answered. */
async function judged(bytes: Buffer) {
  const verdict = await inspectPdf(bytes);
  expect(verdict).toEqual(await pdfLibInspection(bytes));
  return { verdict, fast: plainPdfPages(bytes) !== null };
}

describe("the PDF check's fast path", () => {
  it("takes the plain PDFs, the agency's kind, with pdf-lib's page count", async () => {
    const longText = Array.from({ length: 400 }, (_, i) => ({
      text: `Articolo ${i}: testo (con parentesi) \\ e àccenti.`,
    }));
    const plain = [
      { bytes: makePdf('Quietanza', ['Premio pagato.']), pages: 1 },
      { bytes: makeTextPdf('Condizioni generali', longText), pages: 8 },
      { bytes: onePager(''), pages: 1 },
      // Line ends of CR LF, a stream keyword followed by CR LF, comments inside an object.
      { bytes: writtenPdf([CATALOG, PAGES, PAGE, CONTENT], '/Root 1 0 R', '\r\n'), pages: 1 },
      {
        bytes: onePager('', [
          '<< % a comment\n/Note (a string naming /JavaScript and /Launch, \\) escaped) /Id <0A1b 2c> /Scale -1.5 /Ok true /Void null >>',
        ]),
        pages: 1,
      },
      // A page tree of two levels: the root's kid is a node holding two pages.
      {
        bytes: writtenPdf([
          CATALOG,
          '<< /Type /Pages /Kids [5 0 R] /Count 2 >>',
          PAGE,
          CONTENT,
          '<< /Type /Pages /Parent 2 0 R /Kids [3 0 R 6 0 R] /Count 2 >>',
          '<< /Type /Page /Parent 5 0 R /MediaBox [0 0 595 842] >>',
        ]),
        pages: 2,
      },
    ];
    for (const { bytes, pages } of plain)
      expect(await judged(bytes)).toEqual({ verdict: { pages }, fast: true });
  });

  it('leaves every hostile file to pdf-lib, which refuses it in its own words', async () => {
    const launch = '<< /Type /Action /S /Launch /F (cmd.exe) >>';
    const refusedBy = (why: string) => ({ refused: 'unsafe', why });
    const hostile: [string, Buffer, object][] = [
      [
        'JavaScript on opening',
        onePager('/OpenAction 5 0 R', ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']),
        refusedBy('it carries JavaScript'),
      ],
      [
        'JavaScript in the names tree',
        onePager('/Names << /JavaScript 5 0 R >>', [
          '<< /Names [(a) 6 0 R] >>',
          '<< /S /JavaScript /JS (x) >>',
        ]),
        refusedBy('it carries JavaScript'),
      ],
      [
        'a launch action on opening',
        onePager('/OpenAction 5 0 R', [launch]),
        refusedBy('it carries a launch action'),
      ],
      [
        'a launch action named with an escape',
        onePager('/OpenAction 5 0 R', ['<< /Type /Action /S /L#61unch /F (cmd.exe) >>']),
        refusedBy('it carries a launch action'),
      ],
      [
        'a key named with an escape',
        onePager('/OpenAction 5 0 R', ['<< /S /Named /J#53 (app.alert(1)) >>']),
        refusedBy('it carries JavaScript'),
      ],
      [
        'a launch in a link of a page',
        Buffer.from(
          onePager('')
            .toString('latin1')
            .replace(
              '/Contents 4 0 R',
              '/Contents 4 0 R /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (x) >> >>]',
            ),
          'latin1',
        ),
        refusedBy('it carries a launch action'),
      ],
      [
        'a form submission',
        onePager('/OpenAction << /S /SubmitForm /F (https://example.invalid) >>'),
        refusedBy('it carries a form submission'),
      ],
      [
        'an embedded file',
        onePager('/Names << /EmbeddedFiles 5 0 R >>', ['<< /Names [] >>']),
        refusedBy('it carries an embedded file'),
      ],
      [
        'an embedded file stream',
        onePager('', ['<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream']),
        refusedBy('it carries an embedded file'),
      ],
      [
        'an XFA form',
        onePager('/AcroForm << /Fields [] /XFA 5 0 R >>', [stream('<xdp/>')]),
        refusedBy('it carries an XFA form'),
      ],
      [
        'encryption',
        onePager(
          '',
          ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'],
          '/Root 1 0 R /Encrypt 5 0 R',
        ),
        refusedBy('it is encrypted, which hides what it carries'),
      ],
      [
        'a launch in a later object of the same number',
        Buffer.from(
          onePager('').toString('latin1').replace('xref', `3 0 obj\n${launch}\nendobj\nxref`),
          'latin1',
        ),
        refusedBy('it carries a launch action'),
      ],
      [
        'a second revision adding a launch action',
        Buffer.concat([
          onePager(''),
          Buffer.from(
            `5 0 obj\n${launch}\nendobj\nxref\n5 1\n0000000000 00000 n\r\ntrailer\n<< /Root 1 0 R /Size 6 >>\nstartxref\n0\n%%EOF\n`,
          ),
        ]),
        refusedBy('it carries a launch action'),
      ],
      [
        'a stream whose /Length falls short of its data',
        onePager('/OpenAction 5 0 R', [stream('BT ET', 2), '<< /S /JavaScript /JS (x) >>']),
        refusedBy('it carries JavaScript'),
      ],
      [
        'a page tree that loops',
        writtenPdf([CATALOG, '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
        { refused: 'unreadable', why: 'its pages cannot be read' },
      ],
      [
        'a page tree without a page',
        writtenPdf([CATALOG, '<< /Type /Pages /Kids [] /Count 0 >>']),
        { refused: 'unreadable', why: 'it has no page' },
      ],
      [
        'HTML behind the header',
        Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML, Buffer.from('%%EOF\n')]),
        { refused: 'unreadable', why: 'its content does not parse as a PDF' },
      ],
      [
        'a script behind the header',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), SCRIPT, Buffer.from('%%EOF\n')]),
        { refused: 'unreadable', why: 'its content does not parse as a PDF' },
      ],
      [
        'HTML after the end of a plain PDF',
        Buffer.concat([makePdf('Quietanza', ['Premio pagato.']), HTML]),
        { refused: 'unreadable', why: 'something other than a PDF follows its %%EOF' },
      ],
      ['JavaScript on opening (pdf-lib)', await scriptOnOpenPdf(), refusedBy('it carries JavaScript')],
      ['JavaScript in the names tree (pdf-lib)', await scriptedPdf(), refusedBy('it carries JavaScript')],
      ['a launch action (pdf-lib)', await launchingPdf(), refusedBy('it carries a launch action')],
    ];
    for (const [what, bytes, verdict] of hostile)
      expect({ what, ...(await judged(bytes)) }).toEqual({ what, verdict, fast: false });
  });

  it('leaves to pdf-lib what it does not fully understand, with the same verdict', async () => {
    const unusual: [string, Buffer][] = [
      ['object and cross-reference streams (as pdf-lib saves)', await plainPdf(2)],
      [
        'a stream whose /Length is a reference',
        onePager('', ['<< /Length 6 0 R >>\nstream\nabc\nendstream', '3']),
      ],
      ['a stream whose /Length runs past its data', onePager('', [stream('abc', 9)])],
      ['a name of bytes past ASCII', onePager('/Caf\xe9 1')],
      ['arrays nested deeper than the scan goes', onePager(`/Deep ${'['.repeat(40)}${']'.repeat(40)}`)],
      ['a literal string never closed', onePager('/Open (never closed')],
      [
        'no cross-reference table',
        Buffer.from(
          `%PDF-1.4\n1 0 obj ${CATALOG} endobj\n2 0 obj ${PAGES} endobj\n3 0 obj ${PAGE} endobj\ntrailer << /Root 1 0 R >>\n%%EOF`,
        ),
      ],
      ['a trailer without /Root', onePager('', [], '/Info 4 0 R')],
      [
        'a page tree that is a stream',
        writtenPdf([
          CATALOG,
          '<< /Type /Pages /Kids [3 0 R] /Count 1 /Length 0 >>\nstream\n\nendstream',
          PAGE,
        ]),
      ],
      ['a kid that is not a reference', writtenPdf([CATALOG, `<< /Type /Pages /Kids [${PAGE}] /Count 1 >>`])],
      [
        'junk between objects',
        Buffer.from(onePager('').toString('latin1').replace('2 0 obj', '<junk>\n2 0 obj'), 'latin1'),
      ],
    ];
    for (const [what, bytes] of unusual)
      expect({ what, fast: (await judged(bytes)).fast }).toEqual({ what, fast: false });
  });

  it('is not fooled where pdf-lib searches past what it cannot parse, nor by what its xref table says', async () => {
    // Files an outside review made (2026-12-06): each passed the fast path as plain while pdf-lib, reading
    // on byte by byte, found the script. Now each is left to pdf-lib, which refuses it.
    const L = (text: string) => Buffer.byteLength(text, 'latin1');
    /** Objects by number after `header`, the xref table at their offsets, `startxref` or what `tail` says. */
    const numbered = (header: string, objects: [number, string][], tail?: string) => {
      let body = header;
      const offsets: number[] = [];
      for (const [number, object] of objects) {
        offsets[number] = L(body);
        body += `${number} 0 obj\n${object}\nendobj\n`;
      }
      const xref = L(body);
      const size = Math.max(...objects.map(([number]) => number)) + 1;
      body += `xref\n0 ${size}\n0000000000 65535 f\r\n`;
      for (let number = 1; number < size; number++) {
        const offset = offsets[number];
        body +=
          offset === undefined ? '0000000000 00000 f\r\n' : `${String(offset).padStart(10, '0')} 00000 n\r\n`;
      }
      body += `trailer\n<< /Size ${size} /Root 2 0 R >>\nstartxref\n${tail ?? xref}\n%%EOF\n`;
      return Buffer.from(body, 'latin1');
    };
    const opening: [number, string][] = [
      [2, '<< /Type /Catalog /Pages 3 0 R /OpenAction 9 0 R >>'],
      [3, '<< /Type /Pages /Kids [4 0 R] /Count 1 >>'],
      [4, '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>'],
      [5, stream('BT /F1 12 Tf 72 712 Td (Premio pagato.) Tj ET')],
    ];
    const script = '9 0 obj << /S /JavaScript /JS (app.alert\\(1\\)) >> endobj';
    const javaScript = { refused: 'unsafe', why: 'it carries JavaScript' };
    const bypasses: [string, Buffer][] = [
      [
        'a startxref of 1.5, the object in the comment after it',
        numbered('%PDF-1.7\n', opening, `1.5%${script}`),
      ],
      [
        "a header of 16 characters, the object in the first object's string",
        numbered('%PDF-1.000000000', [[1, `<< /Note (${script}) >>`], ...opening]),
      ],
      [
        "the same, the object in a stream's data",
        numbered('%PDF-1.000000000', [[1, stream(`q ${script} Q`)], ...opening]),
      ],
      [
        'a /Type by reference naming /ObjStm, which pdf-lib unpacks',
        numbered('%PDF-1.7\n', [
          [7, '/ObjStm'],
          ...opening,
          [
            8,
            stream('9 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>').replace(
              '<<',
              '<< /Type 7 0 R /N 1 /First 4',
            ),
          ],
        ]),
      ],
    ];
    for (const [what, bytes] of bypasses) {
      expect({ what, fast: plainPdfPages(bytes) }).toEqual({ what, fast: null });
      expect({ what, verdict: await inspectPdf(bytes) }).toEqual({ what, verdict: javaScript });
    }
    // An action named by reference: a reader follows it, and so does the check (pdf-lib's path too).
    const launchByReference = numbered('%PDF-1.7\n', [
      ...opening.map(([number, object]): [number, string] => [
        number,
        object.replace(' /OpenAction 9 0 R', ''),
      ]),
      [6, '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S 7 0 R /F (calc.exe) >> >>'],
      [7, '/Launch'],
    ]);
    expect(plainPdfPages(launchByReference)).toBeNull();
    expect(await inspectPdf(launchByReference)).toEqual({
      refused: 'unsafe',
      why: 'it carries a launch action',
    });
    // An xref entry naming an offset inside a stream's data, where a viewer would find an object the scan
    // did not read: not plain (pdf-lib, reading from start to end, does not see it either: decision 0129).
    const hidden = numbered('%PDF-1.7\n', [...opening.slice(0, 3), [5, stream(`q ${script} Q`)]]).toString(
      'latin1',
    );
    const intoTheStream = Buffer.from(
      hidden
        .replace(/xref\n0 6\n/, 'xref\n0 10\n')
        .replace(
          /(\d{10} 00000 n\r\n)(?=trailer)/,
          `$1${'0000000000 00000 f\r\n'.repeat(3)}${String(hidden.indexOf('9 0 obj')).padStart(10, '0')} 00000 n\r\n`,
        )
        .replace('/Size 6', '/Size 10'),
      'latin1',
    );
    expect(plainPdfPages(intoTheStream)).toBeNull();
  });
});
