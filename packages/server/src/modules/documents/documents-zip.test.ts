import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, DOCUMENTS_ZIP_MAX, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { dossiers } from '../../db/schema.js';
import { importRecords } from '../../test/agency-records.js';
import { useTestApp } from '../../test/harness.js';

/*
 * getDocumentiZip, read back by a real unpacking program (Info-ZIP's unzip): the files it lists and their
 * bytes, against getDocumento's.
 */

const t = useTestApp();
let mario: string;
let luca: string;
/** Mario's documents by name (the names are unique among the demo's). */
const marios: Record<string, number> = {};
const folder = mkdtempSync(join(tmpdir(), 'documenti-zip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A real PDF of its own text: the import parses every document it takes. */
const pdf = (text: string) => makePdf(text, ['Documento di prova.']);

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
  // Two more documents on Mario's home policy: one named as the policy's own, one with a name that
  // would climb out of the folder it is unpacked in.
  await importRecords(t, [
    {
      type: 'document',
      id: 'ZIP-DOC-SAME-NAME',
      dossier: 'POL-20040050',
      name: 'Polizza Casa Serena.pdf',
      data: '2025-03-15',
      contentBase64: pdf('seconda copia').toString('base64'),
    },
    {
      type: 'document',
      id: 'ZIP-DOC-PATH',
      dossier: 'POL-20040050',
      name: '../Quietanza città.pdf',
      data: '2025-04-01',
      contentBase64: pdf('quietanza').toString('base64'),
    },
    {
      type: 'document',
      id: 'ZIP-DOC-LUCA',
      dossier: 'POL-20090010',
      name: 'Polizza Casa Serena.pdf',
      contentBase64: pdf('di Luca').toString('base64'),
    },
  ]);
  const listed = (await t.post(ApiPath.getDocumenti, {}, mario)).json().documenti;
  for (const d of listed as { name: string; documentID: number; data: string }[]) {
    marios[d.data === '2025-03-15' ? 'second Polizza Casa Serena.pdf' : d.name] = d.documentID;
  }
});

const zipOf = (documentIDs: unknown, token = mario) =>
  t.post(ApiPath.getDocumentiZip, { documentIDs }, token);

let archives = 0;
/** The archive as unzip reads it: its files in order, with their bytes; unzip's own check passed. */
function unzipped(bytes: Buffer): { name: string; bytes: Buffer }[] {
  const file = join(folder, `archive-${++archives}.zip`);
  // A UTF-8 locale, so that unzip writes the names as the archive's UTF-8 flag says they are.
  const options = { env: { ...process.env, LC_ALL: 'C.UTF-8' } };
  writeFileSync(file, bytes);
  // -t tests every entry's CRC-32 and sizes against the data; it fails on any error.
  expect(execFileSync('unzip', ['-t', file], { ...options, encoding: 'utf8' })).toContain(
    'No errors detected',
  );
  const names = execFileSync('unzip', ['-Z1', file], { ...options, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  // -p writes the entry's bytes; the name is a pattern to unzip: its brackets and wildcards escaped.
  const pattern = (name: string) => name.replace(/[[\]*?\\]/g, '\\$&');
  return names.map((name) => ({ name, bytes: execFileSync('unzip', ['-p', file, pattern(name)], options) }));
}

const documentBytes = async (documentID: number) =>
  Buffer.from((await t.post(ApiPath.getDocumento, { documentID }, mario)).json().documento.content, 'base64');

describe('getDocumentiZip', () => {
  it("answers a ZIP of the client's documents, in the order asked, each file's bytes the document's", async () => {
    const ids = [
      marios['Estratto conto annuale 2025.pdf'],
      marios['Denuncia di sinistro.pdf'],
      marios['Condizioni di assicurazione Auto Sicura.pdf'],
    ] as number[];
    const reply = await zipOf(ids);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="documenti.zip"; filename*=UTF-8''documenti.zip`,
    );
    const files = unzipped(reply.rawPayload);
    expect(files.map((f) => f.name)).toEqual([
      'Estratto conto annuale 2025.pdf',
      'Denuncia di sinistro.pdf',
      'Condizioni di assicurazione Auto Sicura.pdf',
    ]);
    for (const [index, id] of ids.entries()) {
      expect(files[index]?.bytes.equals(await documentBytes(id))).toBe(true);
    }
  });

  it('gives two documents of the same name two names, and keeps a name inside the folder', async () => {
    const ids = [
      marios['Polizza Casa Serena.pdf'],
      marios['second Polizza Casa Serena.pdf'],
      marios['../Quietanza città.pdf'],
    ] as number[];
    const files = unzipped((await zipOf(ids)).rawPayload);
    expect(files.map((f) => f.name)).toEqual([
      'Polizza Casa Serena.pdf',
      'Polizza Casa Serena (2).pdf',
      '_Quietanza città.pdf',
    ]);
    for (const [index, id] of ids.entries()) {
      expect(files[index]?.bytes.equals(await documentBytes(id))).toBe(true);
    }
    expect(files[1]?.bytes.toString('latin1')).toContain('seconda copia');
  });

  it('sends the ZIP as it is, not compressed again, to a browser that accepts compression', async () => {
    const reply = await t.post(
      ApiPath.getDocumentiZip,
      { documentIDs: [marios['Estratto conto annuale 2025.pdf']] },
      mario,
      { 'accept-encoding': 'br, gzip' },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(unzipped(reply.rawPayload).map((f) => f.name)).toEqual(['Estratto conto annuale 2025.pdf']);
  });

  it('puts a document asked for twice in the ZIP once', async () => {
    const estratto = marios['Estratto conto annuale 2025.pdf'] as number;
    const files = unzipped((await zipOf([estratto, String(estratto), estratto])).rawPayload);
    expect(files.map((f) => f.name)).toEqual(['Estratto conto annuale 2025.pdf']);
  });

  it("holds every one of the client's documents", async () => {
    const all = Object.values(marios);
    const files = unzipped((await zipOf(all)).rawPayload);
    expect(files).toHaveLength(all.length);
  });

  it("answers another client's document, or a missing one, exactly like getDocumento's missing document, and no ZIP", async () => {
    const missingDocument = await t.post(ApiPath.getDocumento, { documentID: 987_654 }, mario);
    const mine = marios['Estratto conto annuale 2025.pdf'] as number;
    const lucas = (await t.post(ApiPath.getDocumenti, {}, luca)).json().documenti as { documentID: number }[];
    expect(lucas.length).toBeGreaterThan(0);
    for (const ids of [[mine, lucas[0]?.documentID], [987_654], [mine, 987_654], [lucas[0]?.documentID]]) {
      const reply = await zipOf(ids);
      expect(reply.statusCode, JSON.stringify(ids)).toBe(404);
      expect(reply.headers['content-type']).toContain('application/json');
      expect(reply.body).toBe(missingDocument.body);
    }
    // Luca asking for Mario's: the same answer.
    expect((await zipOf([mine], luca)).body).toBe(missingDocument.body);
  });

  it("answers DATALOCKED, and no ZIP, when one document's policy is being refreshed", async () => {
    const numeroPolizza = '20040050';
    await t.db
      .update(dossiers)
      .set({ lockedSections: ['documenti'] })
      .where(eq(dossiers.numeroPolizza, numeroPolizza));
    try {
      const reply = await zipOf([
        marios['Estratto conto annuale 2025.pdf'],
        marios['Polizza Casa Serena.pdf'],
      ]);
      expect(reply.statusCode).toBe(423);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.DATA_LOCKED } });
    } finally {
      await t.db
        .update(dossiers)
        .set({ lockedSections: [] })
        .where(eq(dossiers.numeroPolizza, numeroPolizza));
    }
  });

  it.each([
    ['an empty list', { documentIDs: [] }],
    ['too many ids', { documentIDs: Array.from({ length: DOCUMENTS_ZIP_MAX + 1 }, (_, i) => i + 1) }],
    ['no list', {}],
    ['a list of words', { documentIDs: ['uno'] }],
    ['a negative id', { documentIDs: [-1] }],
    ['a fraction', { documentIDs: [1.5] }],
    ['one id, not a list', { documentIDs: 1 }],
    ['a list of lists', { documentIDs: [[1]] }],
    ['a null', { documentIDs: [null] }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.getDocumentiZip, body, mario);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
  });

  it("needs a session, and refuses a body userID that is not the caller's", async () => {
    const ids = [marios['Estratto conto annuale 2025.pdf']];
    expect((await t.post(ApiPath.getDocumentiZip, { documentIDs: ids })).statusCode).toBe(401);
    const other = await t.post(ApiPath.getDocumentiZip, { userID: '10000003', documentIDs: ids }, mario);
    expect(other.statusCode).toBe(403);
  });
});
