import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerDatabase } from '../test/database.js';
import { type Db, selectRows } from './database.js';

/**
 * Every foreign key of the app's schema has an index on its referencing columns (they lead some index),
 * unless it is named below with the reason it needs none. Without one, each referenced row deleted (or
 * its key changed) makes PostgreSQL scan the whole referencing table to check, cascade or set null: at
 * 20,000 clients each stored file the import deleted scanned every document, 45 ms a file, and an import
 * renaming 60,000 documents ran for most of an hour (issue 33).
 */
const NEEDS_NO_INDEX: Record<string, string> = {
  'contact_requests(client_id) → clients':
    'a client is never deleted: a removed client is marked (removed_at) and keeps its row (docs/import.md)',
  'claim_reports(client_id) → clients':
    'a client is never deleted: a removed client is marked (removed_at) and keeps its row (docs/import.md)',
  'passkey_challenges(user_id) → users':
    'a challenge lives minutes and the expired ones are deleted at each new one: the table holds only the ceremonies under way',
  'claim_report_uploads(user_id) → users':
    'an upload lives while it is under way, and the hourly sweep deletes the idle ones: the table stays small',
};

interface ForeignKey {
  name: string;
  referencing: string;
  columns: string[];
  referenced: string;
}

/**
 * The foreign keys of a schema (the app's is public; pg-boss's keep to its own) whose columns do not lead
 * any valid, whole-table index: a partial index serves only some rows, and an expression index no column.
 */
function unindexedForeignKeys(db: Db, schema = 'public'): Promise<ForeignKey[]> {
  return selectRows<ForeignKey>(
    db,
    sql`select c.conname as name, c.conrelid::regclass::text as referencing,
          c.confrelid::regclass::text as referenced,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
            order by k.n) as columns
        from pg_constraint c
        join pg_namespace s on s.oid = c.connamespace
        where c.contype = 'f' and s.nspname = ${schema}
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid and i.indisvalid and i.indpred is null
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
              and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
        order by 2, 1`,
  );
}

const labelOf = (key: ForeignKey) => `${key.referencing}(${key.columns.join(', ')}) → ${key.referenced}`;

describe('foreign keys and their indexes', () => {
  it('every foreign key without an index on its columns is one named with the reason it needs none', async () => {
    const { db } = await workerDatabase();
    const unindexed = (await unindexedForeignKeys(db)).map(labelOf);
    expect(
      unindexed.filter((label) => !(label in NEEDS_NO_INDEX)),
      'foreign keys without an index on their columns: add the index (db/tables) or name the key with its reason',
    ).toEqual([]);
    // An entry whose key is gone or has its index now is taken out, so that the list stays true.
    expect(Object.keys(NEEDS_NO_INDEX).filter((label) => !unindexed.includes(label))).toEqual([]);
  });

  it("counts an index only when the key's columns lead it, over the whole table", async () => {
    const { db } = await workerDatabase();
    const probe = async () => (await unindexedForeignKeys(db, 'fk_probe')).map(labelOf);
    await db.execute(sql`drop schema if exists fk_probe cascade`);
    try {
      await db.execute(sql`create schema fk_probe`);
      await db.execute(sql`create table fk_probe.grants (id serial primary key, user_id integer,
        user_code text, foreign key (user_id) references users(id))`);
      expect(await probe()).toEqual(['fk_probe.grants(user_id) → users']);
      await db.execute(sql`create index on fk_probe.grants (user_id) where id > 0`);
      await db.execute(sql`create index on fk_probe.grants (id, user_id)`);
      await db.execute(sql`create index on fk_probe.grants ((user_id + 0))`);
      expect(await probe()).toEqual(['fk_probe.grants(user_id) → users']);
      await db.execute(sql`create index on fk_probe.grants (user_id, user_code)`);
      expect(await probe()).toEqual([]);
    } finally {
      await db.execute(sql`drop schema if exists fk_probe cascade`);
    }
  });
});
