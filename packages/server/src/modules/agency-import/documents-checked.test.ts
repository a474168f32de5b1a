import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { selectRows } from '../../db/database.js';
import {
  HTML,
  launchingPdf,
  plainPdf,
  SCRIPT,
  scriptedPdf,
  scriptOnOpenPdf,
} from '../../test/claim-report-files.js';
import { useTestApp } from '../../test/harness.js';
import { importFeed } from './service.js';

/*
 * A document of the feed is checked by what its bytes are (issue 33, docs/decisions/0129): parsed as a
 * PDF, refused when it is something else behind `%PDF-` or carries a script or a launch action, with the
 * feed file, the line and the record named as every problem of the feed is.
 */

const t = useTestApp();
const deps = () => ({ db: t.db, deliveries: t.app.deliveries, config: t.config });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'area-clienti-documents-checked-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const DOSSIER = 'POL-10020030';
let feedCount = 0;

/** A feed folder whose feed.jsonl gives one document record a line, each with its file under documents/. */
async function documentFeed(documents: { id: string; bytes: Buffer }[]) {
  const dir = join(folder, `feed-${++feedCount}`);
  await mkdir(join(dir, 'documents'), { recursive: true });
  for (const { id, bytes } of documents) await writeFile(join(dir, 'documents', `${id}.pdf`), bytes);
  const lines = documents.map(({ id }) =>
    JSON.stringify({
      type: 'document',
      id,
      dossier: DOSSIER,
      name: `Documento ${id}`,
      file: `documents/${id}.pdf`,
    }),
  );
  await writeFile(join(dir, 'feed.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

/** The documents imported under ids starting with `prefix`, each with the SHA-256 of its stored bytes. */
const storedDocuments = async (prefix: string) =>
  selectRows<{ agency_id: string; sha256: string }>(
    t.db,
    sql`select d.agency_id, encode(sha256(f.content), 'hex') as sha256
        from documents d join stored_files f on f.id = d.file_id
        where d.agency_id like ${`${prefix}%`} order by d.agency_id`,
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A PDF followed by blanks up to `kib` KiB: past 16 KiB a small feed's check parses it in a thread of its
 * own, past 2 MiB the checking threads of a large feed do too (checkers.ts, check-worker.ts).
 */
const padded = (pdf: Buffer, kib: number) =>
  Buffer.concat([pdf, Buffer.alloc(kib * 1024 - pdf.length, 0x20)]);

/** A PDF written by hand whose opening launches a program, its action's name escaped as PDF allows. */
const ESCAPED_LAUNCH = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    '4 0 obj << /Type /Action /S /L#61unch /F (cmd.exe) >> endobj',
    'trailer << /Root 1 0 R /Size 5 >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

// Each test imports feeds whole, on both threads: seconds alone, past the default 20 s on a loaded machine.
describe("a feed's documents, checked by content", { timeout: 120_000 }, () => {
  it('disguised PDFs are refused, each named by file, line and record; nothing is written', async () => {
    const realPdf = makePdf('Quietanza', ['Premio pagato.']);
    const dir = await documentFeed([
      { id: 'BAD-HTML', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML, Buffer.from('%%EOF\n')]) },
      { id: 'BAD-SCRIPT', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), SCRIPT, Buffer.from('%%EOF\n')]) },
      { id: 'BAD-TAIL', bytes: Buffer.concat([realPdf, HTML]) },
      { id: 'BAD-OPEN-JS', bytes: await scriptOnOpenPdf() },
      { id: 'BAD-NAMED-JS', bytes: await scriptedPdf() },
      { id: 'BAD-LAUNCH', bytes: await launchingPdf() },
      { id: 'BAD-BIG-JS', bytes: padded(await scriptOnOpenPdf(), 300) },
      { id: 'BAD-HUGE-LAUNCH', bytes: padded(await launchingPdf(), 2600) },
      { id: 'BAD-ESCAPED-LAUNCH', bytes: ESCAPED_LAUNCH },
      { id: 'GOOD', bytes: realPdf },
    ]);
    const expected = [
      '1 document BAD-HTML: non è un PDF (il contenuto non si legge come PDF)',
      '2 document BAD-SCRIPT: non è un PDF (il contenuto non si legge come PDF)',
      '3 document BAD-TAIL: non è un PDF (dopo il suo %%EOF segue altro)',
      '4 document BAD-OPEN-JS: PDF rifiutato (contiene JavaScript)',
      '5 document BAD-NAMED-JS: PDF rifiutato (contiene JavaScript)',
      '6 document BAD-LAUNCH: PDF rifiutato (contiene un comando di avvio)',
      '7 document BAD-BIG-JS: PDF rifiutato (contiene JavaScript)',
      '8 document BAD-HUGE-LAUNCH: PDF rifiutato (contiene un comando di avvio)',
      '9 document BAD-ESCAPED-LAUNCH: PDF rifiutato (contiene un comando di avvio)',
    ];
    // Checked on this thread (a small feed) and in the checking threads (a large one): the same answer.
    for (const workers of [0, 2]) {
      const outcome = await importFeed(deps(), { path: dir }, { workers });
      expect(outcome.imported).toBe(false);
      expect(outcome.problems.every((p) => p.file === 'feed.jsonl' && p.field === 'file')).toBe(true);
      expect(outcome.problems.map((p) => `${p.line} ${p.record}: ${p.problem}`)).toEqual(expected);
    }
    expect(await storedDocuments('BAD-')).toEqual([]);
    expect(await storedDocuments('GOOD')).toEqual([]);
  });

  it('real PDFs still import, on either thread, and are kept byte for byte', async () => {
    const generated = makePdf('Condizioni di polizza', ['Articolo 1.', 'Articolo 2.']);
    const made = await plainPdf(3);
    const large = padded(await plainPdf(2), 300);
    const huge = padded(makePdf('Condizioni generali', ['Articolo 1.']), 2600);
    for (const workers of [0, 2]) {
      const prefix = `OK${workers}-`;
      const dir = await documentFeed([
        { id: `${prefix}GENERATED`, bytes: generated },
        { id: `${prefix}MADE`, bytes: made },
        { id: `${prefix}LARGE`, bytes: large },
        { id: `${prefix}HUGE`, bytes: huge },
      ]);
      const outcome = await importFeed(deps(), { path: dir }, { workers });
      expect(outcome.problems).toEqual([]);
      expect(outcome.summary?.entities.document).toMatchObject({ created: 4 });
      expect(await storedDocuments(prefix)).toEqual([
        { agency_id: `${prefix}GENERATED`, sha256: sha256(generated) },
        { agency_id: `${prefix}HUGE`, sha256: sha256(huge) },
        { agency_id: `${prefix}LARGE`, sha256: sha256(large) },
        { agency_id: `${prefix}MADE`, sha256: sha256(made) },
      ]);
    }
  });

  it('through the admin API, a disguised PDF in base64 is refused with its line in the request', async () => {
    const admin = await t.login('90000001');
    const record = (id: string, bytes: Buffer) => ({
      type: 'document',
      id,
      dossier: DOSSIER,
      name: id,
      contentBase64: bytes.toString('base64'),
    });
    const reply = await t.post(
      ApiPath.importData,
      {
        records: [
          record('API-GOOD', makePdf('Attestato', ['2026'])),
          record('API-LAUNCH', await launchingPdf()),
          record('API-HTML', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML, Buffer.from('%%EOF')])),
        ],
      },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'OK',
      imported: false,
      problems: [
        {
          file: 'request',
          line: 2,
          record: 'document API-LAUNCH',
          field: 'file',
          problem: 'PDF rifiutato (contiene un comando di avvio)',
        },
        {
          file: 'request',
          line: 3,
          record: 'document API-HTML',
          field: 'file',
          problem: 'non è un PDF (il contenuto non si legge come PDF)',
        },
      ],
    });
    expect(await storedDocuments('API-')).toEqual([]);
  });
});
