import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { stageTableOf } from './section-stages.js';

/**
 * A policy's instalments (`movimenti`) keep their rows across feeds (docs/decisions/0152): a payment made
 * online points at its instalment's row, so a feed that sends the policy again must not give the instalment
 * a new id. Where the other sections of a changed policy are rewritten whole, its instalments are merged:
 * each staged instalment is paired with the row it already has, the rows paired are updated in place (when
 * something differs), the rows left unpaired deleted (a payment keeps its copy; `movimento_id` turns null)
 * and the staged instalments left unpaired inserted. Set-based like the rest of the merge: a handful of
 * statements whatever the feed's size.
 *
 * How a staged instalment finds its row, in this order, each step over what the earlier ones left, and only
 * one to one (an ambiguous pair is no pair: a payment must never move to another instalment):
 * 1. by the agency's id of the instalment, when the feed gives one;
 * 2. by titolo and dataScadenza, among the rows without an id (the feed's first id adopts its row);
 * 3. by titolo alone, among the rows without an id, where the titolo is the only one of the policy's
 *    on both sides (a due day moved).
 */

const STAGE = stageTableOf('movimenti');
/** The values of an instalment the feed gives, as columns of `movimenti` and of its staging table. */
const VALUES = ['agency_id', 'titolo', 'data_scadenza', 'stato', 'premio', 'data_foglio_cassa'];
const UPDATED_POLICIES = `import_changed c on c.kind = 'dossier' and not c.created`;

/** Merges the instalments of the policies this import wrote (created ones: inserted as they come). */
export async function mergeInstalments(tx: Db): Promise<void> {
  const [updated] = await selectRows<{ any: boolean }>(
    tx,
    sql.raw(`select exists (select 1 from import_changed where kind = 'dossier' and not created) as "any"`),
  );
  if (updated?.any) await mergeIntoExisting(tx);
  const columns = VALUES.map((column) => `"${column}"`).join(', ');
  await tx.execute(
    sql.raw(`insert into movimenti ("dossier_id", ${columns})
      select c.id, ${VALUES.map((column) => `s."${column}"`).join(', ')}
      from ${STAGE} s
      join import_changed c on c.kind = 'dossier' and c.created and c.agency_id = s.owner_ref
      order by c.id, s.position`),
  );
}

async function mergeIntoExisting(tx: Db): Promise<void> {
  const columns = VALUES.map((column) => `"${column}"`).join(', ');
  await tx.execute(
    sql.raw(`create temporary table import_instalments on commit drop as
      select c.id as dossier_id, s.position, ${VALUES.map((column) => `s."${column}"`).join(', ')},
        null::integer as movimento_id
      from ${STAGE} s
      join ${UPDATED_POLICIES} and c.agency_id = s.owner_ref`),
  );
  await tx.execute(sql.raw('analyze import_instalments'));
  await tx.execute(
    sql.raw(`update import_instalments i set movimento_id = m.id
      from movimenti m
      where i.agency_id is not null and m.dossier_id = i.dossier_id and m.agency_id = i.agency_id`),
  );
  await pairOneToOne(tx, ['titolo', 'data_scadenza']);
  await pairOneToOne(tx, ['titolo']);
  await tx.execute(
    sql.raw(`delete from movimenti m
      using import_changed c
      where c.kind = 'dossier' and not c.created and m.dossier_id = c.id
        and not exists (select 1 from import_instalments i where i.movimento_id = m.id)`),
  );
  await tx.execute(
    sql.raw(`update movimenti m
      set ${VALUES.map((column) => `"${column}" = i."${column}"`).join(', ')}
      from import_instalments i
      where m.id = i.movimento_id
        and (${VALUES.map((column) => `m."${column}"`).join(', ')})
          is distinct from (${VALUES.map((column) => `i."${column}"`).join(', ')})`),
  );
  await tx.execute(
    sql.raw(`insert into movimenti ("dossier_id", ${columns})
      select dossier_id, ${columns}
      from import_instalments
      where movimento_id is null
      order by dossier_id, position`),
  );
}

/**
 * Pairs the staged instalments still without a row with the rows without an id still without an instalment,
 * where `key` (with the policy) names exactly one of each.
 */
async function pairOneToOne(tx: Db, key: string[]): Promise<void> {
  const keyColumns = key.map((column) => `"${column}"`).join(', ');
  const same = key.map((column) => `m."${column}" is not distinct from s."${column}"`).join(' and ');
  await tx.execute(
    sql.raw(`with staged as (
        select dossier_id, position, ${keyColumns},
          count(*) over (partition by dossier_id, ${keyColumns}) as n
        from import_instalments where movimento_id is null
      ),
      free as (
        select m.id, m.dossier_id, ${key.map((column) => `m."${column}"`).join(', ')},
          count(*) over (partition by m.dossier_id, ${key.map((column) => `m."${column}"`).join(', ')}) as n
        from movimenti m
        join ${UPDATED_POLICIES} and c.id = m.dossier_id
        where m.agency_id is null
          and not exists (select 1 from import_instalments i where i.movimento_id = m.id)
      ),
      pairs as (
        select s.dossier_id, s.position, m.id
        from staged s
        join free m on m.dossier_id = s.dossier_id and ${same}
        where s.n = 1 and m.n = 1
      )
      update import_instalments i set movimento_id = p.id
      from pairs p
      where i.dossier_id = p.dossier_id and i.position = p.position`),
  );
}
