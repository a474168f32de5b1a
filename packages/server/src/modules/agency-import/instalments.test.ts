import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportRecordInput } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { useTestApp } from '../../test/harness.js';
import { importFeed } from './service.js';

/** Instalments keep their rows across feeds (docs/decisions/0152): a payment points at its instalment. */

const t = useTestApp();
const deps = () => ({ db: t.db, deliveries: t.app.deliveries, config: t.config });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'area-clienti-instalments-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let feedCount = 0;
async function feed(records: ImportRecordInput[]) {
  const dir = join(folder, `feed-${++feedCount}`);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'feed.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return dir;
}

const CLIENT: ImportRecordInput = {
  type: 'client',
  id: 'I-CLI-1',
  codiceFiscale: 'BNCGLI80A41H501C',
  nome: 'Giulia',
  cognome: 'Bianco',
};

interface Instalment {
  id?: string;
  titolo: string;
  stato: string;
  dataScadenza?: string;
  premio?: number;
}

const policy = (id: string, movimenti: Instalment[]): ImportRecordInput => ({
  type: 'dossier',
  id,
  client: 'I-CLI-1',
  numeroPolizza: id.replace(/\D/g, '').padStart(8, '9'),
  prodotto: 'Casa Sicura',
  stato: 'ATTIVA',
  movimenti,
});

async function imported(records: ImportRecordInput[]) {
  const outcome = await importFeed(deps(), { path: await feed(records) });
  expect(outcome.problems).toEqual([]);
  return outcome;
}

interface Row {
  id: number;
  agency_id: string | null;
  titolo: string;
  data_scadenza: string | null;
  stato: string;
}

/** The policy's instalments as stored, by titolo and due day (each test's titoli tell them apart). */
async function instalmentsOf(policyId: string): Promise<Row[]> {
  return selectRows<Row>(
    t.db,
    sql`select m.id, m.agency_id, m.titolo, m.data_scadenza::text, m.stato
        from movimenti m join dossiers d on d.id = m.dossier_id
        where d.agency_id = ${policyId} order by m.titolo, m.data_scadenza, m.id`,
  );
}

const idOf = (rows: Row[], titolo: string, day?: string) =>
  rows.find((row) => row.titolo === titolo && (day === undefined || row.data_scadenza === day))?.id;

const rowOf = (m: Instalment) => ({
  titolo: m.titolo,
  data_scadenza: m.dataScadenza ?? null,
  stato: m.stato,
});

const Q2025 = { titolo: 'Quietanza 2025', stato: 'Pagato', dataScadenza: '2025-03-01', premio: 300 };
const Q2026 = { titolo: 'Quietanza 2026', stato: 'Da pagare', dataScadenza: '2026-03-01', premio: 310 };
const RATA = { titolo: 'Rata integrativa', stato: 'Da pagare', dataScadenza: '2026-05-01', premio: 40 };

describe('instalments across feeds', () => {
  it('keeps every instalment of the same feed imported twice as the same row', async () => {
    await imported([CLIENT, policy('I-POL-1', [Q2026, Q2025, RATA])]);
    const first = await instalmentsOf('I-POL-1');
    expect(first.map((row) => row.titolo)).toEqual(['Quietanza 2025', 'Quietanza 2026', 'Rata integrativa']);
    const again = await imported([CLIENT, policy('I-POL-1', [Q2026, Q2025, RATA])]);
    expect(again.summary?.entities.dossier).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 1 });
    expect(await instalmentsOf('I-POL-1')).toEqual(first);
  });

  it('updates a changed instalment in place, adds a new one, deletes one gone: its payment keeps its copy', async () => {
    await imported([CLIENT, policy('I-POL-2', [Q2026, Q2025, RATA])]);
    const before = await instalmentsOf('I-POL-2');
    const [client] = await selectRows<{ id: number }>(
      t.db,
      sql`select id from clients where agency_id = 'I-CLI-1'`,
    );
    // A payment of the instalment the next feed drops (as the payments module records one).
    await t.db.execute(sql`insert into payments (client_id, movimento_id, numero_polizza, titolo, data_scadenza,
        amount_cents, state, provider)
      values (${client?.id}, ${idOf(before, RATA.titolo)}, '99999992', ${RATA.titolo}, ${RATA.dataScadenza},
        4000, 'paid', 'stripe')`);
    const Q2027 = { titolo: 'Quietanza 2027', stato: 'Da pagare', dataScadenza: '2027-03-01', premio: 320 };
    const outcome = await imported([
      policy('I-POL-2', [Q2027, { ...Q2026, stato: 'Pagato', premio: 311 }, Q2025]),
    ]);
    expect(outcome.summary?.entities.dossier).toEqual({ created: 0, updated: 1, removed: 0, unchanged: 0 });
    const after = await instalmentsOf('I-POL-2');
    expect(after.map(({ titolo, stato }) => [titolo, stato])).toEqual([
      ['Quietanza 2025', 'Pagato'],
      ['Quietanza 2026', 'Pagato'],
      ['Quietanza 2027', 'Da pagare'],
    ]);
    expect(idOf(after, Q2025.titolo)).toBe(idOf(before, Q2025.titolo));
    expect(idOf(after, Q2026.titolo)).toBe(idOf(before, Q2026.titolo));
    expect(before.map((row) => row.id)).not.toContain(idOf(after, 'Quietanza 2027'));
    const [premio] = await selectRows<{ premio: string }>(
      t.db,
      sql`select premio from movimenti where id = ${idOf(after, Q2026.titolo)}`,
    );
    expect(Number(premio?.premio)).toBe(311);
    const [payment] = await selectRows<{ movimento_id: number | null; titolo: string }>(
      t.db,
      sql`select movimento_id, titolo from payments where numero_polizza = '99999992'`,
    );
    expect(payment).toEqual({ movimento_id: null, titolo: RATA.titolo });
  });

  it('keeps an instalment whose due day moved (its titolo the only one of the policy)', async () => {
    await imported([CLIENT, policy('I-POL-3', [Q2026, Q2025])]);
    const before = await instalmentsOf('I-POL-3');
    await imported([policy('I-POL-3', [{ ...Q2026, dataScadenza: '2026-04-15' }, Q2025])]);
    const after = await instalmentsOf('I-POL-3');
    expect(after.find((row) => row.titolo === Q2026.titolo)).toMatchObject({
      id: idOf(before, Q2026.titolo),
      data_scadenza: '2026-04-15',
    });
  });

  it("tells apart two instalments with one titolo by their due days, and never hands one's row to the other", async () => {
    const march = { titolo: 'Rata 1/2026', stato: 'Da pagare', dataScadenza: '2026-03-31', premio: 50 };
    const may = { ...march, dataScadenza: '2026-05-31' };
    await imported([CLIENT, policy('I-POL-4', [may, march])]);
    const both = await instalmentsOf('I-POL-4');
    expect(both).toHaveLength(2);
    // March's due day moves: May is found by its day, March is then the only one left of that titolo.
    await imported([policy('I-POL-4', [may, { ...march, dataScadenza: '2026-04-10', stato: 'Pagato' }])]);
    const moved = await instalmentsOf('I-POL-4');
    expect(idOf(moved, march.titolo, '2026-04-10')).toBe(idOf(both, march.titolo, '2026-03-31'));
    expect(idOf(moved, may.titolo, '2026-05-31')).toBe(idOf(both, may.titolo, '2026-05-31'));
    // April's goes: May keeps its own row, it does not take April's.
    await imported([policy('I-POL-4', [may])]);
    expect(await instalmentsOf('I-POL-4')).toEqual([
      { id: idOf(both, may.titolo, '2026-05-31'), agency_id: null, ...rowOf(may) },
    ]);
  });

  it("keys an instalment by the feed's id when it gives one: the first id adopts the row, a new titolo keeps it", async () => {
    await imported([CLIENT, policy('I-POL-5', [Q2026, Q2025])]);
    const before = await instalmentsOf('I-POL-5');
    await imported([
      policy('I-POL-5', [
        { ...Q2026, id: 'T-2026-1' },
        { ...Q2025, id: 'T-2025-1' },
      ]),
    ]);
    const adopted = await instalmentsOf('I-POL-5');
    expect(adopted.map(({ id, agency_id }) => [id, agency_id])).toEqual([
      [idOf(before, Q2025.titolo), 'T-2025-1'],
      [idOf(before, Q2026.titolo), 'T-2026-1'],
    ]);
    await imported([
      policy('I-POL-5', [
        { ...Q2026, id: 'T-2026-1', titolo: 'Quietanza 2026 (sostituita)', dataScadenza: '2026-03-15' },
        { ...Q2025, id: 'T-2025-1' },
      ]),
    ]);
    const renamed = await instalmentsOf('I-POL-5');
    expect(idOf(renamed, 'Quietanza 2026 (sostituita)')).toBe(idOf(before, Q2026.titolo));
    // Two instalments with one titolo and one due day are told apart by their ids.
    const twin = { titolo: 'Rata', stato: 'Da pagare', dataScadenza: '2026-09-01', premio: 10 };
    await imported([
      policy('I-POL-5', [
        { ...twin, id: 'A' },
        { ...twin, id: 'B', premio: 20 },
      ]),
    ]);
    const twins = await instalmentsOf('I-POL-5');
    expect(twins.map((row) => row.agency_id).sort()).toEqual(['A', 'B']);
    await imported([
      policy('I-POL-5', [
        { ...twin, id: 'B', premio: 20 },
        { ...twin, id: 'A' },
      ]),
    ]);
    expect(await instalmentsOf('I-POL-5')).toEqual(twins);
  });
});

describe('instalments the import cannot tell apart', () => {
  it('refuses a policy with one instalment id twice, or two instalments without id with one titolo and due day', async () => {
    await imported([CLIENT, policy('I-POL-6', [Q2026])]);
    const before = await instalmentsOf('I-POL-6');
    const outcome = await importFeed(deps(), {
      path: await feed([
        policy('I-POL-6', [Q2026, { ...Q2025, titolo: Q2026.titolo, dataScadenza: Q2026.dataScadenza }]),
        policy('I-POL-7', [
          { ...Q2026, id: 'T-1' },
          { ...Q2025, id: 'T-1' },
        ]),
      ]),
    });
    expect(outcome.imported).toBe(false);
    expect(outcome.problems.map((p) => `${p.line} ${p.record} ${p.field}: ${p.problem}`)).toEqual([
      '1 dossier I-POL-6 movimenti.1.titolo: lo stesso titolo e la stessa dataScadenza di movimenti.0: dai a ogni rata un id suo',
      '2 dossier I-POL-7 movimenti.1.id: lo stesso id di rata di movimenti.0',
    ]);
    expect(await instalmentsOf('I-POL-6')).toEqual(before);
    expect(await instalmentsOf('I-POL-7')).toEqual([]);
  });
});
