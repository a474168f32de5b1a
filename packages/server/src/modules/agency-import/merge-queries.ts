import type { ImportType } from '@area-clienti/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../../db/database.js';
import { branches, clients, documents, dossiers, repairCentres, sinistri } from '../../db/schema.js';
import { mergeInstalments } from './instalments-queries.js';
import { SECTION_STAGES, type SectionTable, stageTableOf } from './section-stages.js';
import { SECTION_TABLES } from './stage-queries.js';

/**
 * Merging the checked feed (staged in import_stage) into the agency's tables, one statement per type and
 * section whatever the feed's size. Records are upserted by the agency's id; one whose digest is the
 * one stored is left alone, so a re-import writes nothing.
 */

const quoted = (name: string) => `"${name}"`;

/** The columns of a table the feed's row fills: all but those the merge sets itself. */
function rowColumns(table: PgTable, setHere: string[]): string[] {
  return Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => !['id', 'agency_id', 'import_hash', ...setHere].includes(name));
}

interface Target {
  table: PgTable;
  /** The column pointing at the record's parent, and the parent's table. */
  parent?: { column: string; table: PgTable };
}

const TARGETS: Record<ImportType, Target> = {
  branch: { table: branches },
  repairCentre: { table: repairCentres },
  client: { table: clients, parent: { column: 'branch_id', table: branches } },
  dossier: { table: dossiers, parent: { column: 'client_id', table: clients } },
  claim: { table: sinistri, parent: { column: 'dossier_id', table: dossiers } },
  document: { table: documents, parent: { column: 'dossier_id', table: dossiers } },
};

/** Upserts the feed's records of a type; those written (created or changed) are listed in import_changed. */
export async function upsertRecords(tx: Db, kind: ImportType): Promise<void> {
  const { table, parent } = TARGETS[kind];
  const name = quoted(getTableName(table));
  const own = ['removed_at', 'file_id', 'sinistro_id', 'changed_at', ...(parent ? [parent.column] : [])];
  const columns = rowColumns(table, own).map(quoted);
  const extraColumns: string[] = [];
  const extraValues: string[] = [];
  let joins = '';
  if (parent) {
    extraColumns.push(quoted(parent.column));
    extraValues.push('p.id');
    joins += ` left join ${quoted(getTableName(parent.table))} p on p.agency_id = s.parent_ref`;
  }
  if (kind === 'document') {
    // Each document comes with its id and its stored file's, given beforehand (planDocumentFiles).
    await planDocumentFiles(tx);
    extraColumns.push('"sinistro_id"', '"file_id"');
    extraValues.push('c.id', 'f.file_id');
    joins += ` left join "sinistri" c on c.agency_id = s.claim_ref
      join import_document_files f on f.agency_id = s.agency_id`;
  }
  const updated = [...extraColumns, ...columns].map((column) => `${column} = excluded.${column}`);
  const ownId = kind === 'document' ? { column: '"id", ', value: 'f.id, ' } : { column: '', value: '' };
  if (kind === 'client') updated.push('"removed_at" = null');
  // A claim the agency sends changed is news for its client (the home's at-a-glance); a new one is not
  // "changed": its opening date says when it began.
  if (kind === 'claim') updated.push('"changed_at" = now()');
  // A client brought back after a removal is written even when the agency sends it unchanged.
  const stale = kind === 'client' ? ' or t."removed_at" is not null' : '';
  await tx.execute(
    sql.raw(`with upserted as (
      insert into ${name} as t (${ownId.column}"agency_id", "import_hash", ${[...extraColumns, ...columns].join(', ')})
      select ${ownId.value}s.agency_id, s.hash, ${[...extraValues, ...columns.map((c) => `r.${c}`)].join(', ')}
      from import_stage s
      cross join lateral jsonb_populate_record(null::${name}, s.payload) r
      ${joins}
      where s.kind = '${kind}' and not s.removed
      on conflict ("agency_id") do update set "import_hash" = excluded."import_hash", ${updated.join(', ')}
      where t."import_hash" is distinct from excluded."import_hash"${stale}
      returning t.id, t.agency_id, (t.xmax = 0) as created
    )
    insert into import_changed select '${kind}', id, agency_id, created from upserted`),
  );
  // The next statements join what was just written: plan them on its real size.
  await tx.execute(sql`analyze import_changed`);
  await analyzeWhenGrown(tx, name, kind);
  if (kind === 'document') await dropReplacedFiles(tx);
}

/**
 * The documents' files go into the file storage's table (docs/decisions/0070), one stored file per
 * document owned by 'document:<id>', before the documents that point at them: each staged document is
 * given its id (its own, or the next of the table's sequence) and, when it is new or changed, the id of
 * its new file. Set-based, as the rest of the merge: a feed of a million documents is one statement, not
 * a million calls of the port. Linking the files afterwards (an UPDATE of every document just inserted)
 * wrote each new document twice; the documents' step of a 100,000-client import was the merge's longest.
 */
async function planDocumentFiles(tx: Db): Promise<void> {
  await tx.execute(sql`create temporary table import_document_files on commit drop as
    select s.agency_id, coalesce(d.id, nextval(pg_get_serial_sequence('documents', 'id')))::int as id,
      d.file_id as old_file,
      case when d.import_hash is distinct from s.hash then gen_random_uuid() end as file_id
    from import_stage s
    left join documents d on d.agency_id = s.agency_id
    where s.kind = 'document' and not s.removed`);
  await tx.execute(sql`analyze import_document_files`);
  // Straight from the files' staging table, bytes as they were loaded: no payload to take apart, nothing
  // to decode.
  await tx.execute(sql`insert into stored_files (id, owner, name, mime_type, size, content)
    select f.file_id, 'document:' || f.id, s.name, 'application/pdf', octet_length(s.content), s.content
    from import_document_files f
    join import_stage_files s on s.agency_id = f.agency_id
    where f.file_id is not null`);
}

/** The files the documents just written no longer point at. */
async function dropReplacedFiles(tx: Db): Promise<void> {
  await tx.execute(sql`delete from stored_files where id in (
    select old_file from import_document_files where file_id is not null and old_file is not null)`);
}

/** Rows written past which a table's statistics are refreshed before the statements that join it. */
const ANALYZE_AFTER = 1_000;

/**
 * Refreshes a table's planner statistics when the import wrote many rows of this type: planned on the
 * sizes before the import, a join of 300,000 new rows becomes a loop of scans that runs for hours.
 */
async function analyzeWhenGrown(tx: Db, quotedTable: string, kind: ImportType): Promise<void> {
  const [row] = await selectRows<{ written: number }>(
    tx,
    sql`select count(*)::int as written from import_changed where kind = ${kind}`,
  );
  if ((row?.written ?? 0) >= ANALYZE_AFTER) await tx.execute(sql.raw(`analyze ${quotedTable}`));
}

/**
 * A list section of a record: rows in their own table, in the record's order, rewritten when it changed
 * (a policy's instalments merged instead: instalments-queries.ts).
 */
interface Section {
  kind: ImportType;
  table: SectionTable;
  owner: string;
}

const SECTIONS: Section[] = [
  { kind: 'client', table: 'addresses', owner: 'client_id' },
  { kind: 'dossier', table: 'beni', owner: 'dossier_id' },
  { kind: 'dossier', table: 'nucleo_members', owner: 'dossier_id' },
  { kind: 'dossier', table: 'movimenti', owner: 'dossier_id' },
  { kind: 'dossier', table: 'dati_tecnici', owner: 'dossier_id' },
  { kind: 'dossier', table: 'riserve', owner: 'dossier_id' },
  { kind: 'claim', table: 'referenti', owner: 'sinistro_id' },
];

/** The columns a section's staged rows fill, and whether its table keeps the position. */
function stagedColumns(table: SectionTable): { columns: string[]; hasPosition: boolean } {
  const stage = SECTION_STAGES.find((s) => s.table === table);
  return {
    columns: (stage?.columns ?? []).map(quoted),
    hasPosition: 'position' in getTableColumns(SECTION_TABLES[table]),
  };
}

/**
 * Rewrites the sections of the records of a type that were written, from their typed staging tables
 * (section-stages.ts); settori and garanzie after the beni they sit under.
 */
export async function rewriteSections(tx: Db, kind: ImportType): Promise<void> {
  for (const section of SECTIONS.filter((s) => s.kind === kind)) {
    const name = quoted(section.table);
    if (section.table === 'movimenti') {
      // An instalment keeps its row (a payment points at it): merged, not rewritten (decisions/0152).
      await mergeInstalments(tx);
      await analyzeWhenGrown(tx, name, kind);
      continue;
    }
    const { columns, hasPosition } = stagedColumns(section.table);
    await tx.execute(
      sql.raw(`delete from ${name} where ${quoted(section.owner)} in (
        select id from import_changed where kind = '${kind}' and not created)`),
    );
    await tx.execute(
      sql.raw(`insert into ${name} (${quoted(section.owner)}, ${hasPosition ? '"position", ' : ''}${columns.join(', ')})
        select c.id, ${hasPosition ? 's.position, ' : ''}${columns.map((column) => `s.${column}`).join(', ')}
        from ${stageTableOf(section.table)} s
        join import_changed c on c.kind = '${kind}' and c.agency_id = s.owner_ref
        order by c.id, s.position`),
    );
    await analyzeWhenGrown(tx, name, kind);
  }
  if (kind === 'dossier') await rewriteSettoriAndGaranzie(tx);
}

/** A bene's settori and their garanzie, placed by the bene's and the settore's position in the policy. */
async function rewriteSettoriAndGaranzie(tx: Db): Promise<void> {
  const benePlaced = `join import_changed c on c.kind = 'dossier' and c.agency_id = s.owner_ref
    join beni b on b.dossier_id = c.id and b.position = s.bene_position`;
  await tx.execute(
    sql.raw(`insert into settori (bene_id, position, settore)
    select b.id, s.position, s.settore
    from ${stageTableOf('settori')} s
    ${benePlaced}
    order by b.id, s.position`),
  );
  await analyzeWhenGrown(tx, 'settori', 'dossier');
  const { columns } = stagedColumns('garanzie');
  await tx.execute(
    sql.raw(`insert into garanzie (settore_id, position, ${columns.join(', ')})
    select st.id, s.position, ${columns.map((column) => `s.${column}`).join(', ')}
    from ${stageTableOf('garanzie')} s
    ${benePlaced}
    join settori st on st.bene_id = b.id and st.position = s.settore_position
    order by st.id, s.position`),
  );
  await analyzeWhenGrown(tx, 'garanzie', 'dossier');
}

/** Takes out the records the feed removes; a removed record that is not there counts as unchanged. */
export async function removeRecords(tx: Db, kind: ImportType): Promise<number> {
  const removed = sql`select t.id from ${sql.raw(quoted(getTableName(TARGETS[kind].table)))} t
    join import_stage s on s.kind = ${kind} and s.removed and s.agency_id = t.agency_id`;
  let query = sql`with gone as (delete from ${sql.raw(quoted(getTableName(TARGETS[kind].table)))}
    where id in (${removed}) returning 1) select count(*)::int as count from gone`;
  if (kind === 'client') {
    // A client's account holds on to the client: the client stays, marked removed, with nothing under it,
    // and the account is disabled (which ends its sessions: migration 0001).
    query = sql`with target as (${removed} where t.removed_at is null),
      d as (delete from dossiers where client_id in (select id from target)),
      a as (delete from addresses where client_id in (select id from target)),
      u as (update users set disabled_at = now() where client_id in (select id from target) and disabled_at is null),
      marked as (update clients set removed_at = now(), import_hash = null, branch_id = null
        where id in (select id from target) returning 1)
      select count(*)::int as count from marked`;
  } else if (kind === 'branch') {
    query = sql`with target as (${removed}),
      unlinked as (update clients set branch_id = null where branch_id in (select id from target)),
      gone as (delete from branches where id in (select id from target) returning 1)
      select count(*)::int as count from gone`;
  }
  const [row] = await selectRows<{ count: number }>(tx, query);
  return row?.count ?? 0;
}

/** Clients whose claims the feed gives a new status (before the claims are written). */
export async function noteClaimStatusChanges(tx: Db): Promise<void> {
  await tx.execute(sql`insert into import_notified (client_id)
    select d.client_id from import_stage s
    join sinistri x on x.agency_id = s.agency_id
    join dossiers d on d.id = x.dossier_id
    where s.kind = 'claim' and not s.removed and x.stato is distinct from s.payload ->> 'stato'`);
}

/** The clients to tell: a claim's new status, or a document new to them. */
export async function clientsToNotify(tx: Db): Promise<number[]> {
  const rows = await selectRows<{ client_id: number }>(
    tx,
    sql`select client_id from import_notified
      union
      select d.client_id from import_changed c
      join documents doc on doc.id = c.id
      join dossiers d on d.id = doc.dossier_id
      where c.kind = 'document' and c.created`,
  );
  return rows.map((row) => row.client_id);
}

export interface Written {
  kind: ImportType;
  created: number;
  updated: number;
  staged: number;
  removals: number;
}

/** Per type: the records the feed gives, its removals, and how many records were created or updated. */
export function writtenCounts(tx: Db): Promise<Written[]> {
  return selectRows<Written>(
    tx,
    sql`select s.kind,
        (select count(*)::int from import_changed c where c.kind = s.kind and c.created) as created,
        (select count(*)::int from import_changed c where c.kind = s.kind and not c.created) as updated,
        count(*) filter (where not s.removed)::int as staged,
        count(*) filter (where s.removed)::int as removals
      from import_stage s group by s.kind`,
  );
}
