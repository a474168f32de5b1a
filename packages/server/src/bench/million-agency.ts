import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/database.js';
import { type BenchPerson, insertAccounts, insertClientRows, load } from './bench-people.js';

/**
 * An agency of a million clients written straight into the tables for `bench:million` (issue 37 item 2),
 * on top of the demo agency already seeded: `people` clients in the generator's proportions
 * (agency-data/generate: three policies, three claims and ten documents a client, an address, an account
 * for six in ten), each policy a copy of one of the demo's with every row under it (goods, sectors,
 * guarantees, instalments, technical data, reserves, family members), so that a client's reads do at
 * scale the work they do on the demo. Written by SQL, not by the feed's import: the import of a million
 * clients and ten million PDFs needs more disk than the development machine has (decisions/0160); the
 * console and the area read the same tables either way.
 *
 * The secondary indexes are dropped while the rows go in and built again at the end, as a restore does;
 * the triggers (the foreign keys' checks) are off on the writing connection after the clients
 * (`session_replication_role`), which must therefore be a single connection of a superuser.
 */

/** The agency's tables the copy writes, whose secondary indexes are built again after it. */
const TABLES = [
  'clients',
  'addresses',
  'users',
  'dossiers',
  'beni',
  'settori',
  'garanzie',
  'movimenti',
  'dati_tecnici',
  'riserve',
  'nucleo_members',
  'sinistri',
  'referenti',
  'documents',
];

/** The tables under a policy, each copied under its parent's copy: [table, parent column, parent's map]. */
const UNDER_A_POLICY: [string, string, string][] = [
  ['beni', 'dossier_id', 'mm_dossiers'],
  ['settori', 'bene_id', 'mm_beni'],
  ['garanzie', 'settore_id', 'mm_settori'],
  ['movimenti', 'dossier_id', 'mm_dossiers'],
  ['dati_tecnici', 'dossier_id', 'mm_dossiers'],
  ['riserve', 'dossier_id', 'mm_dossiers'],
  ['nucleo_members', 'dossier_id', 'mm_dossiers'],
  ['referenti', 'sinistro_id', 'mm_sinistri'],
];

const POLICIES_A_CLIENT = 3;
const DOCUMENTS_A_CLIENT = 10;
const CHUNK = 10_000;

/** The columns of `table` a copy carries over: all but its id and those the copy sets itself. */
async function columnsOf(db: Db, table: string, setHere: string[]): Promise<string[]> {
  const rows = await selectRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.column_name).filter((name) => name !== 'id' && !setHere.includes(name));
}

/**
 * Copies the rows of `table` under each template parent to that parent's copies: `parents` maps each copy
 * (new_id) to its template (template_id). Returns the name of the new rows' own map, for the tables under
 * this one. The ids are taken from the table's sequence first, so that the map needs no RETURNING.
 */
async function copyUnder(db: Db, table: string, parentColumn: string, parents: string): Promise<string> {
  const map = `mm_${table}`;
  const columns = await columnsOf(db, table, [parentColumn]);
  const list = columns.join(', ');
  await db.execute(
    sql.raw(`create unlogged table ${map} as
      select nextval('${table}_id_seq') as new_id, r.id as template_id, p.new_id as parent_id
      from ${parents} p join ${table} r on r.${parentColumn} = p.template_id`),
  );
  await db.execute(
    sql.raw(`insert into ${table} (id, ${parentColumn}, ${list})
      select m.new_id, m.parent_id, ${columns.map((c) => `r.${c}`).join(', ')}
      from ${map} m join ${table} r on r.id = m.template_id`),
  );
  return map;
}

/** The secondary indexes of the tables (not a primary key's, not a unique constraint's), to drop and build again. */
async function secondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  return selectRows(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname = any(${`{${TABLES.join(',')}}`}::text[]) and not i.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
}

/**
 * Writes `people` as the agency's clients `GEN-<n>` beside the demo's (see the top of this file), step by
 * step, printing each step's seconds.
 */
export async function writeMillionAgency(db: Db, people: BenchPerson[]): Promise<void> {
  const step = async (name: string, run: () => Promise<unknown>) => {
    const at = performance.now();
    await run();
    console.log(`  ${name}: ${((performance.now() - at) / 1000).toFixed(1)} s; load ${load()}`);
  };
  const indexes = await secondaryIndexes(db);
  const templates = async (table: string) =>
    `{${(await selectRows<{ id: number }>(db, sql.raw(`select id from ${table} order by id`))).map((r) => r.id).join(',')}}`;
  const [dossiers, claims, documents, addresses, branches] = await Promise.all(
    ['dossiers', 'sinistri', 'documents', 'addresses', 'branches'].map(templates),
  );
  await step(`${indexes.length} secondary indexes dropped`, async () => {
    for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  });
  // The clients with their triggers, which keep the names the search looks in (client_names).
  await step(`${people.length} clients`, async () => {
    for (let from = 0; from < people.length; from += CHUNK) {
      const part = people.slice(from, from + CHUNK);
      await insertClientRows(db, part, from, branches);
    }
  });
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`create unlogged table mm_clients as
    select substr(agency_id, 5)::int as n, id as client_id from clients where agency_id like 'GEN-%'`);
  await step('their accounts (six in ten)', () => insertAccounts(db, sql`c.agency_id like 'GEN-%'`));
  await step('an address each', async () => {
    const columns = await columnsOf(db, 'addresses', ['client_id']);
    await db.execute(
      sql.raw(`insert into addresses (client_id, ${columns.join(', ')})
        select c.client_id, ${columns.map((c) => `a.${c}`).join(', ')} from mm_clients c
        join addresses a on a.id = ('${addresses}'::int[])[1 + c.n % cardinality('${addresses}'::int[])]`),
    );
  });
  await step(`${POLICIES_A_CLIENT * people.length} policies`, async () => {
    await db.execute(
      sql.raw(`create unlogged table mm_dossiers as
        select nextval('dossiers_id_seq') as new_id, c.client_id, c.n, k,
          ${POLICIES_A_CLIENT} * c.n + k as serial,
          ('${dossiers}'::int[])[1 + (${POLICIES_A_CLIENT} * c.n + k) % cardinality('${dossiers}'::int[])] as template_id
        from mm_clients c cross join generate_series(0, ${POLICIES_A_CLIENT - 1}) k`),
    );
    const columns = await columnsOf(db, 'dossiers', ['agency_id', 'client_id', 'numero_polizza', 'targa']);
    // A plate is two letters, three digits, two letters, one for each policy whose template has one.
    await db.execute(
      sql.raw(`insert into dossiers (id, agency_id, client_id, numero_polizza, targa, ${columns.join(', ')})
        select m.new_id, 'POL-GEN-' || m.serial, m.client_id, (100000000 + m.serial)::text,
          case when d.targa is not null then
            chr(65 + (m.serial / 1000) % 26) || chr(65 + (m.serial / 26000) % 26) ||
            lpad((m.serial % 1000)::text, 3, '0') ||
            chr(65 + (m.serial / 676000) % 26) || chr(65 + (m.serial / 17576000) % 26) end,
          ${columns.map((c) => `d.${c}`).join(', ')}
        from mm_dossiers m join dossiers d on d.id = m.template_id`),
    );
  });
  await step(`${POLICIES_A_CLIENT * people.length} claims (one a policy)`, async () => {
    await db.execute(
      sql.raw(`create unlogged table mm_sinistri as
        select nextval('sinistri_id_seq') as new_id, m.new_id as dossier_id, m.serial,
          ('${claims}'::int[])[1 + m.serial % cardinality('${claims}'::int[])] as template_id
        from mm_dossiers m`),
    );
    const columns = await columnsOf(db, 'sinistri', ['agency_id', 'dossier_id', 'numero_sinistro_compagnia']);
    await db.execute(
      sql.raw(`insert into sinistri (id, agency_id, dossier_id, numero_sinistro_compagnia, ${columns.join(', ')})
        select m.new_id, 'SIN-GEN-' || m.serial, m.dossier_id, 'S' || (500000000 + m.serial)::text,
          ${columns.map((c) => `s.${c}`).join(', ')}
        from mm_sinistri m join sinistri s on s.id = m.template_id`),
    );
  });
  for (const [table, parentColumn, parents] of UNDER_A_POLICY) {
    await step(`${table}, copied under each copy`, () => copyUnder(db, table, parentColumn, parents));
  }
  await step(`${DOCUMENTS_A_CLIENT * people.length} documents`, async () => {
    const columns = await columnsOf(db, 'documents', ['agency_id', 'dossier_id', 'sinistro_id', 'data']);
    await db.execute(
      sql.raw(`insert into documents (agency_id, dossier_id, data, ${columns.join(', ')})
        select 'DOC-GEN-' || m.n || '-' || j, m.new_id, coalesce(t.data, date '2026-01-01') - j * 30,
          ${columns.map((c) => `t.${c}`).join(', ')}
        from mm_dossiers m cross join generate_series(0, ${DOCUMENTS_A_CLIENT - 1}) j
        join documents t on t.id = ('${documents}'::int[])[1 + (m.n + j) % cardinality('${documents}'::int[])]
        where m.k = j % ${POLICIES_A_CLIENT}`),
    );
  });
  await step(`${indexes.length} secondary indexes built again`, async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  });
  for (const map of ['mm_clients', 'mm_dossiers', 'mm_sinistri', ...UNDER_A_POLICY.map(([t]) => `mm_${t}`)]) {
    await db.execute(sql.raw(`drop table ${map}`));
  }
  await db.execute(sql`set session_replication_role = origin`);
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
