import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportType } from '@area-clienti/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Db, selectRows } from '../../db/database.js';
import {
  addresses,
  beni,
  datiTecnici,
  garanzie,
  movimenti,
  nucleoMembers,
  referenti,
  riserve,
  settori,
} from '../../db/schema.js';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER } from './binary-copy.js';
import { FILE_STAGE, RECORD_STAGE } from './check-lines.js';
import { SECTION_STAGES, type SectionTable, stageTableOf } from './section-stages.js';

/**
 * The staging area of an import: temporary tables of the import's own transaction (gone at its end,
 * whatever the end), where the whole feed is loaded and checked before anything is merged.
 */

/** Imports run one at a time (any constant of our own; the migrations use 727_001). */
const IMPORT_LOCK = 727_002;

/** Takes the import lock for this transaction; false when another import holds it. */
export async function tryImportLock(tx: Db): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as locked`,
  );
  return row?.locked === true;
}

export async function createStagingTables(tx: Db): Promise<void> {
  // No time limit for this transaction's statements: merging a million documents takes minutes.
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
  // The merge sorts hundreds of thousands of section rows into their order, and the stage is indexed
  // once: in memory rather than in temporary files (this one connection, for this transaction only).
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  await tx.execute(sql`create temporary table import_stage (
      seq bigint not null, kind text not null, agency_id text not null, parent_ref text, claim_ref text,
      removed boolean not null, hash text, file text not null, line integer not null,
      payload jsonb
    ) on commit drop`);
  for (const stage of SECTION_STAGES) await tx.execute(sql.raw(sectionStageDdl(stage.table)));
  // The documents' files, as bytes (binary COPY): written from here into the file storage as they are.
  await tx.execute(sql`create temporary table import_stage_files (
      agency_id text not null, name text not null, content bytea not null
    ) on commit drop`);
  // Compressing a PDF (already compressed) only to read it back once is work the merge does not need.
  await tx.execute(sql`alter table import_stage_files alter column content set storage external`);
  await tx.execute(sql`create temporary table import_changed (
      kind text not null, id integer not null, agency_id text not null, created boolean not null
    ) on commit drop`);
  await tx.execute(sql`create temporary table import_notified (client_id integer not null) on commit drop`);
}

export const SECTION_TABLES: Record<SectionTable, PgTable> = {
  addresses,
  beni,
  settori,
  garanzie,
  nucleo_members: nucleoMembers,
  movimenti,
  dati_tecnici: datiTecnici,
  riserve,
  referenti,
};

/** A section's staging table: the record's id, the row's positions, and its columns typed as the target's. */
function sectionStageDdl(table: SectionTable): string {
  const stage = SECTION_STAGES.find((s) => s.table === table);
  const target = SECTION_TABLES[table];
  const types = new Map(Object.values(getTableColumns(target)).map((c) => [c.name, c.getSQLType()]));
  const columns = [
    'owner_ref text not null',
    ...(stage?.positions ?? []).map((position) => `"${position}" integer not null`),
    ...(stage?.columns ?? []).map((column) => {
      const type = types.get(column);
      if (!type) throw new Error(`${getTableName(target)} has no column ${column}`);
      return `"${column}" ${type}`;
    }),
  ];
  return `create temporary table ${stageTableOf(table)} (${columns.join(', ')}) on commit drop`;
}

type DriverClient = {
  query(...args: unknown[]): unknown;
};

/** The staging tables, as check-lines.ts names them in its COPY text. */
const STAGE_TABLES = new Set([
  RECORD_STAGE,
  FILE_STAGE,
  ...SECTION_STAGES.map((stage) => stageTableOf(stage.table)),
]);

/**
 * Loads checked records (COPY text, check-lines.ts) into a staging table with COPY, PostgreSQL's fastest
 * way in: through a copy stream on the node-postgres client behind the transaction (as `rawSqlOf` finds it).
 */
export async function stageCopy(tx: Db, table: string, text: string): Promise<void> {
  if (text === '') return;
  if (!STAGE_TABLES.has(table)) throw new Error(`no staging table ${table}`);
  await pipeline(Readable.from([text]), copyStream(tx, `copy ${table} from stdin`));
}

/** Loads the documents' files (rows of binary COPY, binary-copy.ts) into their staging table. */
export async function stageFiles(tx: Db, rows: Uint8Array[]): Promise<void> {
  if (rows.length === 0) return;
  const stream = copyStream(tx, `copy ${FILE_STAGE} from stdin (format binary)`);
  await pipeline(Readable.from([BINARY_COPY_HEADER, ...rows, BINARY_COPY_TRAILER]), stream);
}

function copyStream(tx: Db, statement: string): NodeJS.WritableStream {
  const client = (tx as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client) throw new Error('no driver client behind this transaction');
  if (!('release' in client || client instanceof pg.Client)) throw new Error('no node-postgres client');
  return client.query(copyFrom(statement)) as NodeJS.WritableStream;
}

/** Indexes the loaded feed (faster built once, after loading) and lets the planner know its sizes. */
export async function indexStage(tx: Db): Promise<void> {
  await tx.execute(sql`create index on import_stage (kind, agency_id)`);
  for (const table of STAGE_TABLES) await tx.execute(sql.raw(`analyze ${table}`));
}

export interface StageProblem {
  file: string;
  line: number;
  kind: ImportType;
  agency_id: string;
  field: string | null;
  problem: string;
}

/** Records whose id another record of the same type already has in the feed. */
export function duplicateIds(tx: Db, limit: number): Promise<StageProblem[]> {
  // The ids given twice are found in one pass over the stage; only their records are then looked into.
  return selectRows<StageProblem>(
    tx,
    sql`with repeated as (
          select kind, agency_id from import_stage group by kind, agency_id having count(*) > 1
        )
        select s.file, s.line, s.kind, s.agency_id, 'id' as field,
          'lo stesso id del record di ' || f.file || ' riga ' || f.line as problem
        from repeated r
        join import_stage s on s.kind = r.kind and s.agency_id = r.agency_id
        join lateral (
          select p.file, p.line from import_stage p
          where p.kind = s.kind and p.agency_id = s.agency_id and p.seq < s.seq
          order by p.seq limit 1
        ) f on true
        order by s.seq
        limit ${limit}`,
  );
}

/** How a record points at another: through which staged column, at which type and table. */
export interface Reference {
  kind: ImportType;
  column: 'parent_ref' | 'claim_ref';
  field: string;
  target: ImportType;
  table: string;
  /** A row of the table that counts as absent (a removed client). */
  absentWhen?: string;
  /** The refusal, in Italian, around the id pointed at: before it, and after it. */
  missing: [string, string];
}

/**
 * Records that point at a record neither in the feed nor imported before, or at one the feed removes.
 * The target must be in the feed (not as a removal), or in its table and not removed by the feed.
 */
export function danglingReferences(tx: Db, ref: Reference, limit: number): Promise<StageProblem[]> {
  const column = sql.raw(ref.column);
  const table = sql.raw(`"${ref.table}"`);
  const absent = sql.raw(ref.absentWhen ? ` and not (${ref.absentWhen})` : '');
  return selectRows<StageProblem>(
    tx,
    sql`select s.file, s.line, s.kind, s.agency_id, ${ref.field} as field,
          ${ref.missing[0]} || ' ' || s.${column} || ' ' || ${ref.missing[1]} as problem
        from import_stage s
        where s.kind = ${ref.kind} and not s.removed and s.${column} is not null
          and not exists (
            select 1 from import_stage p
            where p.kind = ${ref.target} and p.agency_id = s.${column} and not p.removed)
          and not (
            exists (select 1 from ${table} t where t.agency_id = s.${column}${absent})
            and not exists (
              select 1 from import_stage p
              where p.kind = ${ref.target} and p.agency_id = s.${column} and p.removed))
        order by s.seq
        limit ${limit}`,
  );
}

/** Documents of a claim on another policy than the document's own. */
export function claimsOfOtherPolicies(tx: Db, limit: number): Promise<StageProblem[]> {
  return selectRows<StageProblem>(
    tx,
    sql`select q.file, q.line, q.kind, q.agency_id, 'claim' as field,
          'il sinistro ' || q.claim_ref || ' è della polizza ' || q.owner || ', non di ' || q.parent_ref as problem
        from (
          select s.seq, s.file, s.line, s.kind, s.agency_id, s.claim_ref, s.parent_ref, coalesce(
            (select p.parent_ref from import_stage p
              where p.kind = 'claim' and p.agency_id = s.claim_ref and not p.removed limit 1),
            (select d.agency_id from sinistri c join dossiers d on d.id = c.dossier_id
              where c.agency_id = s.claim_ref)
          ) as owner
          from import_stage s
          where s.kind = 'document' and not s.removed and s.claim_ref is not null
        ) q
        where q.owner <> q.parent_ref
        order by q.seq
        limit ${limit}`,
  );
}

/**
 * Clients of the feed whose codice fiscale (or partita IVA) another client holds: another client of the
 * feed (two ids, one person), or a client already imported that the feed neither sends nor removes and
 * that is not removed (docs/decisions/0156: one person, one client; an agency that re-keys a client
 * removes the old id in the same feed). Set-based: the feed's tax codes grouped once, the clients' found
 * through their index.
 */
export function duplicateTaxCodes(tx: Db, limit: number): Promise<StageProblem[]> {
  return selectRows<StageProblem>(
    tx,
    sql`with staged as (
          select seq, file, line, kind, agency_id, payload ->> 'codice_fiscale' as cf
          from import_stage where kind = 'client' and not removed
        ),
        shared as (
          select cf from staged group by cf having count(distinct agency_id) > 1
        ),
        in_feed as (
          select s.seq, s.file, s.line, s.kind, s.agency_id, 'codiceFiscale' as field,
            'lo stesso codice fiscale del cliente ' || f.agency_id || ' (' || f.file || ' riga ' || f.line
              || '): un cliente per codice fiscale' as problem
          from shared d
          join staged s on s.cf = d.cf
          join lateral (
            select p.agency_id, p.file, p.line from staged p
            where p.cf = s.cf and p.agency_id <> s.agency_id and p.seq < s.seq
            order by p.seq limit 1
          ) f on true
        ),
        in_database as (
          select s.seq, s.file, s.line, s.kind, s.agency_id, 'codiceFiscale' as field,
            'lo stesso codice fiscale del cliente ' || c.agency_id || ', già importato: un cliente per codice'
              || ' fiscale (se il cliente ha cambiato id, rimuovi ' || c.agency_id || ' nello stesso feed)'
              as problem
          from staged s
          join lateral (
            select c.agency_id from clients c
            where c.codice_fiscale = s.cf and c.agency_id <> s.agency_id and c.removed_at is null
              and not exists (select 1 from import_stage p where p.kind = 'client' and p.agency_id = c.agency_id)
            order by c.agency_id limit 1
          ) c on true
        )
        select file, line, kind, agency_id, field, problem from (
          select * from in_feed union all select * from in_database
        ) found
        order by seq
        limit ${limit}`,
  );
}
