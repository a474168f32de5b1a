import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportProblem, ImportRecordInput } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { useTestApp } from '../../test/harness.js';
import { importFeed } from './service.js';

/*
 * Issue 37 item 4 (docs/decisions/0156): the feed refuses what is wrong, in Italian, naming the file, the
 * line and the field, and writes nothing — the good records of a refused feed neither.
 */

const t = useTestApp();
const deps = () => ({ db: t.db, deliveries: t.app.deliveries, config: t.config });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'area-clienti-refusals-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

type Line = ImportRecordInput | string | object;
let feeds = 0;
/** A feed folder with one file, feed.jsonl: its header (unless `header: false`), then the lines. */
async function feed(lines: Line[], { header = true }: { header?: boolean | number } = {}) {
  const dir = join(folder, `feed-${++feeds}`);
  await mkdir(dir, { recursive: true });
  const texts = lines.map((r) => (typeof r === 'string' ? r : JSON.stringify(r)));
  const count = typeof header === 'number' ? header : lines.length;
  const head = header === false ? [] : [JSON.stringify({ type: 'feed', records: count })];
  await writeFile(join(dir, 'feed.jsonl'), `${[...head, ...texts].join('\n')}\n`);
  return dir;
}

/** What the agency's tables hold, to compare before and after a refused import. */
async function snapshot() {
  const tables = ['branches', 'clients', 'addresses', 'dossiers', 'movimenti', 'garanzie', 'sinistri'];
  const rows: Record<string, unknown> = {};
  for (const table of tables)
    rows[table] = await selectRows(t.db, sql.raw(`select * from "${table}" order by id`));
  return JSON.stringify(rows);
}

/** Imports the feed, expects it refused with nothing written, and answers its problems. */
async function refused(dir: string): Promise<ImportProblem[]> {
  const before = await snapshot();
  const outcome = await importFeed(deps(), { path: dir });
  expect(outcome.imported).toBe(false);
  expect(outcome.summary).toBeNull();
  expect(await snapshot()).toBe(before);
  return outcome.problems;
}

let serial = 0;
/** A valid codice fiscale of its own for each call (a partita IVA's check digit, 11 digits). */
function partitaIva(): string {
  serial++;
  const first10 = String(7_000_000_000 + serial * 7919).slice(0, 10);
  let sum = 0;
  for (const [i, ch] of [...first10].entries()) {
    const d = Number(ch);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return first10 + String((10 - (sum % 10)) % 10);
}

const client = (id: string, codiceFiscale = partitaIva()) => ({
  type: 'client' as const,
  id,
  codiceFiscale,
  nome: 'Prova',
  cognome: 'Srl',
});
const policy = (id: string, clientId: string, extra: object = {}) => ({
  type: 'dossier' as const,
  id,
  client: clientId,
  numeroPolizza: id.replace(/\D/g, '').padStart(8, '9'),
  prodotto: 'Casa Serena',
  stato: 'ATTIVA',
  ...extra,
});

describe('amounts', () => {
  it('refuses a negative premium, and an absurd one, in Italian with the file, the line and the field', async () => {
    const problems = await refused(
      await feed([
        client('R-AM-1'),
        policy('R-AM-POL-1', 'R-AM-1', { premio: -120 }),
        policy('R-AM-POL-2', 'R-AM-1', {
          movimenti: [{ titolo: 'Rata 1', stato: 'Da pagare', premio: 12_000_000 }],
        }),
        policy('R-AM-POL-3', 'R-AM-1', {
          beni: [
            {
              descrizione: 'Casa',
              settori: [{ settore: 'Incendio', garanzie: [{ garanzia: 'Incendio', massimale: -1 }] }],
            },
          ],
        }),
        policy('R-AM-POL-4', 'R-AM-1', { importoFinanziamento: 50_000_000 }),
      ]),
    );
    expect(problems).toEqual([
      {
        file: 'feed.jsonl',
        line: 3,
        record: 'dossier R-AM-POL-1',
        field: 'premio',
        problem: 'importo negativo: deve essere zero o più',
      },
      {
        file: 'feed.jsonl',
        line: 4,
        record: 'dossier R-AM-POL-2',
        field: 'movimenti.0.premio',
        problem: 'importo fuori misura: al massimo 1.000.000 euro',
      },
      {
        file: 'feed.jsonl',
        line: 5,
        record: 'dossier R-AM-POL-3',
        field: 'beni.0.settori.0.garanzie.0.massimale',
        problem: 'importo negativo: deve essere zero o più',
      },
      {
        file: 'feed.jsonl',
        line: 6,
        record: 'dossier R-AM-POL-4',
        field: 'importoFinanziamento',
        problem: 'importo fuori misura: al massimo 10.000.000 euro',
      },
    ]);
  });

  it('takes an amount at its ceiling and a premium of zero', async () => {
    const outcome = await importFeed(deps(), {
      path: await feed([
        client('R-AM-OK'),
        policy('R-AM-OK-POL', 'R-AM-OK', {
          premio: 0,
          movimenti: [{ titolo: 'Rata 1', stato: 'Pagato', premio: 1_000_000 }],
        }),
      ]),
    });
    expect(outcome.problems).toEqual([]);
    expect(outcome.imported).toBe(true);
  });
});

describe('tax codes', () => {
  it('refuses two clients of the feed with the same codice fiscale', async () => {
    const shared = partitaIva();
    const problems = await refused(
      await feed([client('R-CF-1', shared), policy('R-CF-POL-1', 'R-CF-1'), client('R-CF-2', shared)]),
    );
    expect(problems).toEqual([
      {
        file: 'feed.jsonl',
        line: 4,
        record: 'client R-CF-2',
        field: 'codiceFiscale',
        problem:
          'lo stesso codice fiscale del cliente R-CF-1 (feed.jsonl riga 2): un cliente per codice fiscale',
      },
    ]);
  });

  it("refuses a client with the codice fiscale of a client already imported under another id (the demo's Mario)", async () => {
    const problems = await refused(await feed([client('R-CF-3', 'rssmra80a01h501u')]));
    expect(problems).toEqual([
      {
        file: 'feed.jsonl',
        line: 2,
        record: 'client R-CF-3',
        field: 'codiceFiscale',
        problem:
          'lo stesso codice fiscale del cliente CLI-000001, già importato: un cliente per codice fiscale (se il cliente ha cambiato id, rimuovi CLI-000001 nello stesso feed)',
      },
    ]);
  });

  it('takes a client re-keyed by the agency when the old id is removed in the same feed, and a tax code handed on', async () => {
    const first = partitaIva();
    const second = partitaIva();
    const written = await importFeed(deps(), {
      path: await feed([client('R-RK-1', first), client('R-RK-2', second)]),
    });
    expect(written.problems).toEqual([]);
    // The same client again under its new id: refused while the old id stays…
    const problems = await refused(await feed([client('R-RK-1-NEW', first)]));
    expect(problems.map((p) => [p.line, p.field])).toEqual([[2, 'codiceFiscale']]);
    // …taken with the old id removed; and R-RK-2's tax code moves to R-RK-3 as R-RK-2 gets another.
    const rekeyed = await importFeed(deps(), {
      path: await feed([
        { type: 'client', id: 'R-RK-1', removed: true },
        client('R-RK-1-NEW', first),
        client('R-RK-2', partitaIva()),
        client('R-RK-3', second),
      ]),
    });
    expect(rekeyed.problems).toEqual([]);
    expect(rekeyed.summary?.entities.client).toMatchObject({ created: 2, updated: 1, removed: 1 });
  });
});

describe('dates', () => {
  it('refuses dates out of range, an end before its start, a claim in the future or opened before it happened', async () => {
    const future = new Date();
    future.setUTCDate(future.getUTCDate() + 10);
    const problems = await refused(
      await feed([
        client('R-DT-1'),
        policy('R-DT-POL-1', 'R-DT-1', { dataInizio: '1899-12-31' }),
        policy('R-DT-POL-2', 'R-DT-1', { dataScadenza: '2999-01-01' }),
        policy('R-DT-POL-3', 'R-DT-1', { dataInizio: '2026-05-01', dataScadenza: '2025-05-01' }),
        policy('R-DT-POL-4', 'R-DT-1', {
          movimenti: [{ titolo: 'Rata', stato: 'X', dataScadenza: '2026-02-30' }],
        }),
        {
          type: 'claim',
          id: 'R-DT-SIN-1',
          dossier: 'R-DT-POL-3',
          stato: 'Aperto',
          dataSinistro: future.toISOString().slice(0, 10),
        },
        {
          type: 'claim',
          id: 'R-DT-SIN-2',
          dossier: 'R-DT-POL-3',
          stato: 'Aperto',
          dataSinistro: '2026-03-10',
          dataApertura: '2026-03-01',
        },
      ]),
    );
    expect(problems.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      { line: 3, field: 'dataInizio', problem: 'data fuori intervallo: non può essere prima del 1900' },
      { line: 4, field: 'dataScadenza', problem: 'data fuori intervallo: più di 100 anni nel futuro' },
      {
        line: 5,
        field: 'dataScadenza',
        problem: 'la polizza scade prima di iniziare: dataScadenza è prima di dataInizio',
      },
      { line: 6, field: 'movimenti.0.dataScadenza', problem: 'data non valida: scrivila come AAAA-MM-GG' },
      { line: 7, field: 'dataSinistro', problem: 'data nel futuro: deve essere già passata' },
      {
        line: 8,
        field: 'dataApertura',
        problem: 'il sinistro è aperto prima di essere accaduto: dataApertura è prima di dataSinistro',
      },
    ]);
  });
});

describe('references', () => {
  it('refuses a policy whose client is neither in the feed nor in the database', async () => {
    const problems = await refused(await feed([client('R-RF-1'), policy('R-RF-POL-1', 'R-RF-NESSUNO')]));
    expect(problems).toEqual([
      {
        file: 'feed.jsonl',
        line: 3,
        record: 'dossier R-RF-POL-1',
        field: 'client',
        problem:
          'polizza senza cliente: il cliente R-RF-NESSUNO non è nel feed né tra i dati già importati, o il feed lo rimuove',
      },
    ]);
  });
});

describe('a file cut short', () => {
  it('refuses a file that holds fewer records than its header declares', async () => {
    const problems = await refused(
      await feed([client('R-TR-1'), policy('R-TR-POL-1', 'R-TR-1')], { header: 5 }),
    );
    expect(problems).toEqual([
      {
        file: 'feed.jsonl',
        line: 1,
        record: null,
        field: 'records',
        problem: 'il file dichiara 5 record ma ne contiene 2: è stato troncato, non è stato importato nulla',
      },
    ]);
  });

  it('refuses a header that is not the first line, or that is malformed', async () => {
    const misplaced = await refused(
      await feed([client('R-TR-2'), { type: 'feed', records: 1 }], { header: false }),
    );
    expect(misplaced.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      { line: 2, field: 'type', problem: "l'intestazione del file (type feed) va solo nella sua prima riga" },
    ]);
    const malformed = await refused(
      await feed([{ type: 'feed', records: -1 }, client('R-TR-3')], { header: false }),
    );
    expect(malformed.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      { line: 1, field: 'records', problem: 'intestazione del file non valida: troppo piccolo: almeno 0' },
    ]);
  });

  it('takes a file whose header counts its records (blank lines not counted), and one without a header', async () => {
    const dir = join(folder, 'counted');
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'feed.jsonl'),
      `${JSON.stringify({ type: 'feed', records: 2 })}\n\n${JSON.stringify(client('R-TR-4'))}\n\n${JSON.stringify(policy('R-TR-POL-4', 'R-TR-4'))}\n`,
    );
    const counted = await importFeed(deps(), { path: dir });
    expect(counted.problems).toEqual([]);
    expect(counted.summary?.entities.dossier).toMatchObject({ created: 1 });
    const old = await importFeed(deps(), { path: await feed([client('R-TR-5')], { header: false }) });
    expect(old.problems).toEqual([]);
    expect(old.imported).toBe(true);
  });
});

describe('every refusal in Italian', () => {
  it('says what is wrong with a line in Italian: not JSON, an unknown type, a missing or unknown field, a bad tax code', async () => {
    const problems = await refused(
      await feed([
        '{"type":"client", rotto',
        { type: 'cliente', id: 'R-IT-0' },
        { type: 'client', id: 'R-IT-1', nome: 'Mario', cognome: 'Rossi' },
        { ...client('R-IT-2'), colore: 'blu' },
        client('R-IT-3', 'NONVALIDO'),
        { ...client('R-IT-4'), email: 'non-una-mail' },
      ]),
    );
    expect(problems.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      { line: 2, field: null, problem: 'non è JSON valido' },
      {
        line: 3,
        field: 'type',
        problem:
          'tipo di record sconosciuto: deve essere uno tra branch, client, dossier, claim, document, repairCentre',
      },
      { line: 4, field: 'codiceFiscale', problem: 'campo obbligatorio mancante' },
      { line: 5, field: null, problem: 'campo sconosciuto: colore' },
      { line: 6, field: 'codiceFiscale', problem: 'codice fiscale o partita IVA non valido' },
      { line: 7, field: 'email', problem: 'indirizzo e-mail non valido' },
    ]);
  });

  it('refuses twin instalments in Italian', async () => {
    const problems = await refused(
      await feed([
        client('R-IT-5'),
        policy('R-IT-POL-5', 'R-IT-5', {
          movimenti: [
            { titolo: 'Rata 1', stato: 'Da pagare', dataScadenza: '2026-03-31' },
            { titolo: 'Rata 1', stato: 'Da pagare', dataScadenza: '2026-03-31' },
            { id: 'T-1', titolo: 'Rata 2', stato: 'Da pagare' },
            { id: 'T-1', titolo: 'Rata 3', stato: 'Da pagare' },
          ],
        }),
      ]),
    );
    expect(problems.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      {
        line: 3,
        field: 'movimenti.1.titolo',
        problem: 'lo stesso titolo e la stessa dataScadenza di movimenti.0: dai a ogni rata un id suo',
      },
      { line: 3, field: 'movimenti.3.id', problem: 'lo stesso id di rata di movimenti.2' },
    ]);
  });
});
