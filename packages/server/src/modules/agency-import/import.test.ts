import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, ErrorCode, type ImportRecordInput, type ImportSummary } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { selectRows } from '../../db/database.js';
import { listOutbox } from '../../delivery/outbox.js';
import { useTestApp } from '../../test/harness.js';
import { MAX_LINE_BYTES } from './feed.js';
import { importFeed } from './service.js';

const t = useTestApp();
const deps = () => ({ db: t.db, deliveries: t.app.deliveries, config: t.config });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'area-clienti-import-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let feedCount = 0;
/** A feed folder of its own: the records as JSON Lines, and the named PDF files beside them. */
async function feed(records: (ImportRecordInput | string)[], files: Record<string, Buffer> = {}) {
  const dir = join(folder, `feed-${++feedCount}`);
  await mkdir(join(dir, 'documents'), { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
  const lines = records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r)));
  await writeFile(join(dir, 'feed.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

const pdf = (title: string) => makePdf(title, ['Documento di prova.']);

const NEW_CLIENT: ImportRecordInput[] = [
  {
    type: 'branch',
    id: 'T-FIL-1',
    name: 'Filiale di Prova',
    bank: 'Banca di Prova',
    email: 'prova@example.it',
  },
  {
    type: 'client',
    id: 'T-CLI-1',
    codiceFiscale: 'BNCGLI80A41H501C',
    nome: 'Giulia',
    cognome: 'Bianco',
    branch: 'T-FIL-1',
    indirizzi: [{ indirizzo: 'Via Roma 1', comune: 'Roma', cap: '00184', provincia: 'rm' }],
  },
  {
    type: 'dossier',
    id: 'T-POL-1',
    client: 'T-CLI-1',
    numeroPolizza: '99000001',
    prodotto: 'Auto Sicura',
    stato: 'ATTIVA',
    beni: [
      {
        descrizione: 'Fiat Panda AB123CD',
        settori: [
          { settore: 'RCA', garanzie: [{ garanzia: 'Responsabilità civile', massimale: 6_450_000 }] },
        ],
      },
    ],
    movimenti: [{ titolo: 'Rata annuale', stato: 'Pagato', premio: 420.5, dataScadenza: '2026-06-30' }],
  },
  { type: 'claim', id: 'T-SIN-1', dossier: 'T-POL-1', stato: 'In istruttoria', dataApertura: '2026-10-01' },
  {
    type: 'document',
    id: 'T-DOC-1',
    dossier: 'T-POL-1',
    claim: 'T-SIN-1',
    name: 'Denuncia di sinistro',
    file: 'documents/denuncia.pdf',
  },
];

const counts = (summary: ImportSummary | null | undefined, type: keyof ImportSummary['entities']) =>
  summary?.entities[type];

/** What the agency's tables hold, to compare before and after an import that must write nothing. */
async function snapshot() {
  const tables = ['branches', 'clients', 'addresses', 'dossiers', 'beni', 'settori', 'garanzie', 'movimenti'];
  const more = [
    'sinistri',
    'referenti',
    'documents',
    'repair_centres',
    'nucleo_members',
    'riserve',
    'dati_tecnici',
  ];
  const result: Record<string, unknown> = {};
  for (const table of [...tables, ...more]) {
    result[table] = await selectRows(t.db, sql.raw(`select * from "${table}" order by id`));
  }
  return JSON.stringify(result);
}

describe('importing a feed', () => {
  it('writes a new client with everything under it, and a second import of the same feed changes nothing', async () => {
    const dir = await feed(NEW_CLIENT, { 'documents/denuncia.pdf': pdf('Denuncia') });
    const first = await importFeed(deps(), { path: dir });
    expect(first.problems).toEqual([]);
    expect(first.imported).toBe(true);
    for (const type of ['branch', 'client', 'dossier', 'claim', 'document'] as const) {
      expect(counts(first.summary, type)).toEqual({ created: 1, updated: 0, removed: 0, unchanged: 0 });
    }
    const [garanzia] = await selectRows<{ garanzia: string; massimale: string }>(
      t.db,
      sql`select g.garanzia, g.massimale from garanzie g join settori s on s.id = g.settore_id
          join beni b on b.id = s.bene_id join dossiers d on d.id = b.dossier_id where d.agency_id = 'T-POL-1'`,
    );
    expect(garanzia).toMatchObject({ garanzia: 'Responsabilità civile' });
    expect(Number(garanzia?.massimale)).toBe(6_450_000);

    const before = await snapshot();
    const second = await importFeed(deps(), { path: dir });
    for (const type of ['branch', 'client', 'dossier', 'claim', 'document'] as const) {
      expect(counts(second.summary, type)).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 1 });
    }
    expect(await snapshot()).toBe(before);
  });

  it('stages large documents whole: a run of them is checked in several answers, none lost', async () => {
    // 24 documents of a megabyte: more COPY text than one answer holds (MAX_COPY_CHARS), so the workers
    // answer the run in parts and the rest of it is asked for again.
    const big = (n: number) => Buffer.concat([pdf(`Grande ${n}`), Buffer.alloc(1024 * 1024, 32)]);
    const names = Array.from({ length: 24 }, (_, n) => `documents/grande-${n}.pdf`);
    const dir = await feed(
      names.map((file, n) => ({
        type: 'document',
        id: `T-BIG-${n}`,
        dossier: 'POL-10020030',
        name: `Grande ${n}`,
        file,
      })),
      Object.fromEntries(names.map((file, n) => [file, big(n)])),
    );
    const outcome = await importFeed(deps(), { path: dir }, { workers: 2 });
    expect(counts(outcome.summary, 'document')).toEqual({
      created: 24,
      updated: 0,
      removed: 0,
      unchanged: 0,
    });
    const stored = await selectRows<{ agency_id: string; bytes: number }>(
      t.db,
      sql`select d.agency_id, f.size::int as bytes from documents d join stored_files f on f.id = d.file_id
          where d.agency_id like 'T-BIG-%' order by length(d.agency_id), d.agency_id`,
    );
    expect(stored).toEqual(names.map((_, n) => ({ agency_id: `T-BIG-${n}`, bytes: big(n).length })));
  });

  it('an update changes exactly what it says: the other records stay as they were, ids included', async () => {
    const [policy] = NEW_CLIENT.filter((r) => r.type === 'dossier');
    const { beni: _sent, ...withoutBeni } = policy as ImportRecordInput & { beni?: unknown };
    const changed = {
      ...withoutBeni,
      stato: 'SOSPESA',
      movimenti: [{ titolo: 'Rata annuale', stato: 'Da pagare', premio: 430 }],
    };
    const before = await selectRows<{ id: number; table: string }>(
      t.db,
      sql`select id, 'sinistri' as table from sinistri where agency_id = 'T-SIN-1'
          union all select id, 'documents' from documents where agency_id = 'T-DOC-1'
          union all select id, 'dossiers' from dossiers where agency_id = 'T-POL-1'`,
    );
    const outcome = await importFeed(deps(), { path: await feed([changed as ImportRecordInput]) });
    expect(counts(outcome.summary, 'dossier')).toEqual({ created: 0, updated: 1, removed: 0, unchanged: 0 });
    const after = await selectRows<{ id: number; table: string }>(
      t.db,
      sql`select id, 'sinistri' as table from sinistri where agency_id = 'T-SIN-1'
          union all select id, 'documents' from documents where agency_id = 'T-DOC-1'
          union all select id, 'dossiers' from dossiers where agency_id = 'T-POL-1'`,
    );
    expect(after).toEqual(before);
    const movimenti = await selectRows<{ stato: string }>(
      t.db,
      sql`select m.stato from movimenti m join dossiers d on d.id = m.dossier_id where d.agency_id = 'T-POL-1'`,
    );
    expect(movimenti).toEqual([{ stato: 'Da pagare' }]);
    const [garanzie] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from beni b join dossiers d on d.id = b.dossier_id where d.agency_id = 'T-POL-1'`,
    );
    // The update sent no beni: the policy has none now (a section is what the record says).
    expect(garanzie?.count).toBe(0);
  });

  it('puts every section row under its own bene and settore, in the order sent, with its values as sent', async () => {
    const odd = 'Tab\there, line\nend, back\\slash';
    const policy = {
      type: 'dossier',
      id: 'T-POL-SECTIONS',
      client: 'T-CLI-1',
      numeroPolizza: '99000042',
      prodotto: 'Casa Sicura',
      stato: 'ATTIVA',
      beni: ['Casa', 'Box'].map((bene) => ({
        descrizione: bene,
        settori: ['Incendio', 'Furto'].map((settore) => ({
          settore: `${bene} ${settore}`,
          garanzie: [1, 2].map((n) => ({ garanzia: `${bene} ${settore} ${n}`, massimale: n * 1000.5 })),
        })),
      })),
      datiTecnici: [{ datoTecnico: odd, pairs: [{ label: 'Classe', descr: odd }] }],
      riserve: [{ fondo: 'Fondo A', numeroQuote: 12.345678, controvalore: 1234.56 }],
      nucleo: [
        { nome: 'Anna', cognome: 'Bianco' },
        { nome: 'Luca', cognome: 'Bianco' },
      ],
    } as ImportRecordInput;
    const [branch, client] = NEW_CLIENT;
    const outcome = await importFeed(deps(), {
      path: await feed([branch, client, policy] as ImportRecordInput[]),
    });
    expect(outcome.problems).toEqual([]);
    const placed = await selectRows<{ bene: string; settore: string; garanzia: string; massimale: string }>(
      t.db,
      sql`select b.descrizione as bene, s.settore, g.garanzia, g.massimale from garanzie g
          join settori s on s.id = g.settore_id join beni b on b.id = s.bene_id
          join dossiers d on d.id = b.dossier_id where d.agency_id = 'T-POL-SECTIONS'
          order by b.position, s.position, g.position`,
    );
    expect(placed.map((row) => [row.bene, row.settore, row.garanzia, Number(row.massimale)])).toEqual(
      ['Casa', 'Box'].flatMap((bene) =>
        ['Incendio', 'Furto'].flatMap((settore) =>
          [1, 2].map((n) => [bene, `${bene} ${settore}`, `${bene} ${settore} ${n}`, n * 1000.5]),
        ),
      ),
    );
    const [dato] = await selectRows<{ dato_tecnico: string; pairs: unknown }>(
      t.db,
      sql`select x.dato_tecnico, x.pairs from dati_tecnici x join dossiers d on d.id = x.dossier_id
          where d.agency_id = 'T-POL-SECTIONS'`,
    );
    expect(dato).toEqual({ dato_tecnico: odd, pairs: [{ label: 'Classe', descr: odd }] });
    const [riserva] = await selectRows<{ numero_quote: string; controvalore: string }>(
      t.db,
      sql`select r.numero_quote, r.controvalore from riserve r join dossiers d on d.id = r.dossier_id
          where d.agency_id = 'T-POL-SECTIONS'`,
    );
    expect([Number(riserva?.numero_quote), Number(riserva?.controvalore)]).toEqual([12.345678, 1234.56]);
    const nucleo = await selectRows<{ nome: string }>(
      t.db,
      sql`select n.nome from nucleo_members n join dossiers d on d.id = n.dossier_id
          where d.agency_id = 'T-POL-SECTIONS' order by n.position`,
    );
    expect(nucleo).toEqual([{ nome: 'Anna' }, { nome: 'Luca' }]);
  });
});

describe('a feed with problems', () => {
  it('writes nothing and names every bad record: file, line, field, why', async () => {
    const before = await snapshot();
    const dir = await feed(
      [
        '{ not json',
        { type: 'policy', id: 'X-1' } as unknown as ImportRecordInput,
        { type: 'client', id: 'X-CLI', codiceFiscale: 'RSSMRA80A01H501X', nome: 'Ugo', cognome: 'Neri' },
        {
          type: 'dossier',
          id: 'X-POL',
          client: 'NOBODY',
          numeroPolizza: '1',
          prodotto: 'Casa',
          stato: 'ATTIVA',
        },
        { type: 'branch', id: 'X-FIL', name: 'Una', bank: 'Banca' },
        { type: 'branch', id: 'X-FIL', name: 'Due', bank: 'Banca' },
        {
          type: 'document',
          id: 'X-DOC-1',
          dossier: 'POL-10020030',
          name: 'Manca',
          file: 'documents/missing.pdf',
        },
        {
          type: 'document',
          id: 'X-DOC-2',
          dossier: 'POL-10020030',
          name: 'Testo',
          file: 'documents/note.txt',
        },
        { type: 'document', id: 'X-DOC-3', dossier: 'POL-10020030', name: 'Fuori', file: '../../etc/passwd' },
        {
          type: 'dossier',
          id: 'X-POL-2',
          client: 'CLI-000001',
          numeroPolizza: '2',
          prodotto: 'Casa',
          stato: 'ATTIVA',
          premio: '12',
        } as unknown as ImportRecordInput,
        `{"type":"branch","id":"X-BIG","name":"${'x'.repeat(MAX_LINE_BYTES)}","bank":"B"}`,
        { type: 'claim', id: 'X-SIN', dossier: 'POL-10020030', stato: 'Aperto' },
      ],
      { 'documents/note.txt': Buffer.from('not a pdf') },
    );
    const outcome = await importFeed(deps(), { path: dir });
    expect(outcome.imported).toBe(false);
    expect(outcome.summary).toBeNull();
    const found = outcome.problems.map((p) => `${p.line} ${p.record ?? '-'} ${p.field ?? '-'}: ${p.problem}`);
    expect(outcome.problems.every((p) => p.file === 'feed.jsonl')).toBe(true);
    expect(found).toEqual(
      expect.arrayContaining([
        '1 - -: non è JSON valido',
        expect.stringMatching(
          /^2 policy X-1 type: tipo di record sconosciuto: deve essere uno tra branch, client/,
        ),
        '3 client X-CLI codiceFiscale: codice fiscale o partita IVA non valido',
        '4 dossier X-POL client: polizza senza cliente: il cliente NOBODY non è nel feed né tra i dati già importati, o il feed lo rimuove',
        '6 branch X-FIL id: lo stesso id del record di feed.jsonl riga 5',
        '7 document X-DOC-1 file: file non trovato',
        '8 document X-DOC-2 file: non è un PDF (non inizia con %PDF-)',
        '9 document X-DOC-3 file: il percorso deve stare dentro la cartella del file del feed',
        '10 dossier X-POL-2 premio: deve essere un numero',
        '11 - -: riga più lunga di 16 MiB: dai i documenti come file',
      ]),
    );
    expect(outcome.problems).toHaveLength(10);
    expect(await snapshot()).toBe(before);
    // A feed past a megabyte is checked in worker threads (this one holds a 16 MiB line); checked in this
    // thread, as a small feed is, it gets the same answer in the same order.
    expect(await importFeed(deps(), { path: dir }, { workers: 0 })).toEqual(outcome);
    // Two imports of a 16 MiB line, one starting its workers (which compile the checks from source here).
  }, 60_000);

  it('refuses a claim of a removed policy, and a document whose claim is on another policy', async () => {
    const outcome = await importFeed(deps(), {
      path: await feed(
        [
          { type: 'dossier', id: 'POL-20040050', removed: true },
          { type: 'claim', id: 'Y-SIN', dossier: 'POL-20040050', stato: 'Aperto' },
          {
            type: 'document',
            id: 'Y-DOC',
            dossier: 'POL-30060070',
            claim: 'SIN-2026-0457',
            name: 'Perizia',
            file: 'documents/p.pdf',
          },
        ],
        { 'documents/p.pdf': pdf('Perizia') },
      ),
    });
    expect(outcome.problems.map((p) => [p.line, p.field, p.problem])).toEqual([
      [
        2,
        'dossier',
        'la polizza POL-20040050 non è nel feed né tra i dati già importati, o il feed la rimuove',
      ],
      [3, 'claim', 'il sinistro SIN-2026-0457 è della polizza POL-10020030, non di POL-30060070'],
    ]);
  });

  it('reads no feed where there is none (IMPORT_002), and a .json feed must hold "records"', async () => {
    await expect(importFeed(deps(), { path: join(folder, 'nothing-here') })).rejects.toMatchObject({
      code: ErrorCode.IMPORT_NO_FEED,
    });
    const dir = join(folder, 'json-feed');
    await mkdir(dir);
    await writeFile(join(dir, 'feed.json'), JSON.stringify({ clients: [] }));
    const outcome = await importFeed(deps(), { path: dir });
    expect(outcome.problems).toEqual([
      {
        file: 'feed.json',
        line: 0,
        record: null,
        field: null,
        problem: 'un feed .json è un oggetto con un elenco "records"',
      },
    ]);
  });
});

describe('removals and notices', () => {
  it('a removed policy disappears for its client; removing it again changes nothing', async () => {
    const mario = await t.login('10000001');
    const list = async () =>
      ((await t.post(ApiPath.getDossierList, {}, mario)).json().dossiers as { numeroPolizza: string }[]).map(
        (d) => d.numeroPolizza,
      );
    expect(await list()).toContain('40080090');
    const removal = await feed([{ type: 'dossier', id: 'POL-40080090', removed: true }]);
    const outcome = await importFeed(deps(), { path: removal });
    expect(counts(outcome.summary, 'dossier')).toEqual({ created: 0, updated: 0, removed: 1, unchanged: 0 });
    expect(await list()).not.toContain('40080090');
    const again = await importFeed(deps(), { path: removal });
    expect(counts(again.summary, 'dossier')).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 1 });
  });

  it('a new document sends its client one notice, without personal data; a second import sends none', async () => {
    const sent = async () => (await listOutbox(t.db, { to: 'mario.rossi@example.it', limit: 100 })).length;
    const before = await sent();
    const dir = await feed(
      [
        {
          type: 'document',
          id: 'N-DOC-1',
          dossier: 'POL-10020030',
          name: 'Quietanza 2026',
          file: 'documents/q1.pdf',
        },
        {
          type: 'document',
          id: 'N-DOC-2',
          dossier: 'POL-20040050',
          name: 'Quietanza casa',
          file: 'documents/q2.pdf',
        },
      ],
      { 'documents/q1.pdf': pdf('Quietanza'), 'documents/q2.pdf': pdf('Quietanza casa') },
    );
    const outcome = await importFeed(deps(), { path: dir });
    expect(outcome.summary?.notices).toBe(1);
    await t.app.deliveries.drain();
    const mails = await listOutbox(t.db, { to: 'mario.rossi@example.it', limit: 100 });
    expect(mails.length).toBe(before + 1);
    const [notice] = mails;
    expect(notice?.text).not.toMatch(/Mario|Rossi|Quietanza|10020030/);
    const again = await importFeed(deps(), { path: dir });
    expect(again.summary?.notices).toBe(0);
  });

  it("a claim's new status sends a notice", async () => {
    const outcome = await importFeed(deps(), {
      path: await feed([{ type: 'claim', id: 'SIN-2026-0457', dossier: 'POL-10020030', stato: 'Chiuso' }]),
    });
    expect(counts(outcome.summary, 'claim')).toMatchObject({ updated: 1 });
    expect(outcome.summary?.notices).toBe(1);
  });
});

describe('POST /v1/admin/import', () => {
  it("imports a Superuser's feed with documents in base64, and refuses a file path", async () => {
    const admin = await t.login('90000001');
    const content = pdf('Attestato').toString('base64');
    const reply = await t.post(
      ApiPath.importData,
      {
        records: [
          {
            type: 'document',
            id: 'A-DOC',
            dossier: 'POL-10020030',
            name: 'Attestato di rischio',
            tipo: 'attestato-di-rischio',
            contentBase64: content,
          },
        ],
      },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'OK',
      imported: true,
      summary: { entities: { document: { created: 1 } } },
    });
    const refused = await t.post(
      ApiPath.importData,
      {
        records: [
          { type: 'document', id: 'A-DOC-2', dossier: 'POL-10020030', name: 'X', file: '/etc/passwd' },
        ],
      },
      admin,
    );
    expect(refused.json()).toMatchObject({
      imported: false,
      problems: [{ file: 'request', line: 1, record: 'document A-DOC-2', field: 'file' }],
    });
    // Both in the audit log, newest first: the refusal with its count and fields, never the values sent.
    const [refusal, written] = (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries;
    expect(refusal).toEqual({
      at: expect.any(String),
      actor: '90000001',
      action: 'data.import.refused',
      target: 'admin API',
      detail: { file: 'request', problems: '1', fields: 'file' },
    });
    expect(JSON.stringify(refusal)).not.toMatch(/passwd|A-DOC-2/);
    expect(written).toMatchObject({ action: 'data.import', detail: { document: '1/0/0/0' } });
  });

  it('answers a record nested thousands of levels deep with its problem, not a 500', async () => {
    // Found by the fuzzer: such a record is valid JSON, and writing it back as text overflowed the stack.
    const admin = await t.login('90000001');
    const deepObject = (depth: number): unknown => (depth === 0 ? 1 : { a: deepObject(depth - 1) });
    const payload = `{"records":[${'['.repeat(20_000)}${']'.repeat(20_000)},${JSON.stringify(deepObject(3_000))}]}`;
    const reply = await t.inject({
      method: 'POST',
      url: ApiPath.importData,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      imported: false,
      problems: [
        { file: 'request', line: 1, record: null, field: null },
        { file: 'request', line: 2 },
      ],
    });
  });

  it('refuses a client (FORBIDDEN_001) and no session (TOKEN_1001)', async () => {
    const mario = await t.login('10000001');
    const records = [{ type: 'branch', id: 'Z', name: 'Z', bank: 'Z' }];
    expect((await t.post(ApiPath.importData, { records }, mario)).json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.FORBIDDEN },
    });
    expect((await t.post(ApiPath.importData, { records })).statusCode).toBe(401);
  });
});
