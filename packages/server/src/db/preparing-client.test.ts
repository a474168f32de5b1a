import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerDatabase } from '../test/database.js';
import { selectRows } from './database.js';

describe('statements on PostgreSQL (preparing-client.ts)', () => {
  it('prepares a parameterized statement once per connection and runs it again by name', async () => {
    const { db } = await workerDatabase();
    const prepared = await db.transaction(async (tx) => {
      // A transaction holds one connection: the statements below meet on it.
      for (const n of [1, 2, 3])
        expect(await selectRows<{ n: number }>(tx, sql`select ${n}::int + 1 as n`)).toEqual([{ n: n + 1 }]);
      return selectRows<{ name: string; statement: string; calls: number }>(
        tx,
        sql`select name, statement, (generic_plans + custom_plans)::int as calls from pg_prepared_statements
            where statement like 'select $1::int + 1%'`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^ac_/);
    expect(prepared[0]?.calls).toBe(3);
  });

  it('leaves a statement without parameters unnamed', async () => {
    const { db } = await workerDatabase();
    const prepared = await db.transaction(async (tx) => {
      await tx.execute(sql`select 42 as answer_without_parameters`);
      return selectRows(
        tx,
        sql`select name from pg_prepared_statements where statement like '%answer_without_parameters%'
            and statement not like '%pg_prepared_statements%'`,
      );
    });
    expect(prepared).toEqual([]);
  });
});
