import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { QUEUE_SCHEMA } from '../db/database.js';
import {
  bringUpToDate,
  copySequences,
  countOf,
  leafTables,
  openPglite,
  type Query,
} from '../db/pglite-carry-over.js';

// Beside the benches, which are built with the server (src/test is not): the carry-over's bench writes its
// demo folder with it, and the carry-over's tests (test/pglite-folder.ts) theirs.

/**
 * Writes into `dataDir` a PGlite data folder holding exactly the rows and sequences of the PostgreSQL
 * database `sourceUrl`: the folder an operator's server on the PGlite default left behind. The product no
 * longer runs on PGlite (issue 19), so a test makes the data with today's app on PostgreSQL and this puts
 * it where the old default kept it: the carry-over (db/pglite-carry-over.ts) in reverse. The folder gets
 * its schema as the old server's start made it (our migrations, then pg-boss's), the source's queues their
 * partitions, then every table's rows in binary COPY with the checks off, so that the order does not
 * matter and a row the checks would refuse comes through as it is.
 */
export async function pgliteFolderFrom(sourceUrl: string, dataDir: string): Promise<void> {
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  const folder = await openPglite(dataDir);
  const onSource: Query = (text, values) => source.query(text, values);
  const onFolder: Query = (text, values) => folder.query(text, values);
  try {
    await bringUpToDate(folder);
    await createQueues(source, folder);
    const sourceTables = await leafTables(onSource);
    const folderTables = await leafTables(onFolder);
    await folder.exec('begin; set local session_replication_role = replica');
    for (const [name, { columns }] of sourceTables) {
      if (folderTables.get(name)?.columns.join() !== columns.join()) {
        throw new Error(`${name} of the source has no table of the same columns in the PGlite folder`);
      }
      // pg-boss wrote its own bookkeeping (its version, its queues) when it built its schema here.
      await folder.query(`delete from ${name}`);
      const list = columns.join(', ');
      const chunks: Buffer[] = [];
      for await (const chunk of source.query(
        copyTo(`copy ${name} (${list}) to stdout with (format binary)`),
      )) {
        chunks.push(chunk as Buffer);
      }
      await folder.query(`copy ${name} (${list}) from '/dev/blob' with (format binary)`, [], {
        blob: new Blob([Buffer.concat(chunks)]),
      });
    }
    // Every sequence where the source left it: the folder hands out next what the source would have.
    await copySequences(onSource, onFolder);
    await folder.exec('commit');
    for (const name of sourceTables.keys()) {
      const [from, to] = [await countOf(onSource, name), await countOf(onFolder, name)];
      if (from !== to) throw new Error(`${name}: ${to} rows in the PGlite folder of ${from}`);
    }
  } finally {
    await folder.close();
    await source.end();
  }
}

/** Each queue of the source gets its partition of the job table, made by pg-boss's own function. */
async function createQueues(source: pg.Client, folder: PGlite): Promise<void> {
  const { rows: found } = await source.query(
    `select to_regclass('${QUEUE_SCHEMA}.queue') is not null as queues`,
  );
  if (!(found[0] as { queues: boolean }).queues) return;
  const { rows } = await source.query<{ name: string }>(`select name from ${QUEUE_SCHEMA}.queue`);
  for (const { name } of rows) await folder.query(`select ${QUEUE_SCHEMA}.create_queue($1, '{}')`, [name]);
}
