import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withFlatRowMapper } from './prepared.js';
import { dossiers, loginMessages, sessions, users } from './schema.js';

type Fields = { path: string[]; field: unknown }[];
/** Drizzle's own row mapping, which its types do not export. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: Fields, row: unknown[], joins: undefined) => object;
};

/** A raw value of the kind node-postgres hands Drizzle for each column (rows read as arrays). */
function rawValueOf(column: { dataType: string; columnType: string }, index: number): unknown {
  if (index % 5 === 4) return null;
  if (column.columnType === 'PgNumeric') return '582.50';
  if (column.columnType.startsWith('PgTimestamp')) return '2026-11-26 16:13:13.564302+00';
  if (column.columnType === 'PgDateString' || column.columnType === 'PgDate') return '2026-12-01';
  switch (column.dataType) {
    case 'number':
      return index + 1;
    case 'boolean':
      return index % 2 === 0;
    case 'array':
      return ['a', 'b'];
    case 'json':
      return { label: 'x', descr: null };
    default:
      return `text ${index}`;
  }
}

/** A prepared query's mapping as Drizzle does it and as the mapper does it, on two rows (one of nulls). */
function bothMappings(query: unknown, table: Parameters<typeof getTableColumns>[0]) {
  const fields = (query as { fields: Fields }).fields;
  const columns = Object.values(getTableColumns(table));
  const rows = [
    fields.map(({ field }, index) => rawValueOf(field as never, index + columns.length)),
    fields.map(() => null),
  ];
  const drizzles = rows.map((row) => mapResultRow(fields, row, undefined));
  withFlatRowMapper(query);
  const mapper = (query as { customResultMapper?: (rows: unknown[][]) => unknown }).customResultMapper;
  return { drizzles, mapper, rows };
}

describe('prepared selects mapped without Drizzle’s generic walk (prepared.ts)', () => {
  // Never connects: preparing a query builds its text only.
  const db = drizzle(new pg.Pool({ max: 1 }));

  it('maps the rows of a select() of one table to what Drizzle would: the same keys, order and values', () => {
    for (const [table, name] of [
      [dossiers, 'flat_dossiers'],
      [users, 'flat_users'],
      [sessions, 'flat_sessions'],
    ] as const) {
      const query = db.select().from(table).where(sql`true`).prepare(name);
      const { drizzles, mapper, rows } = bothMappings(query, table);
      expect(mapper).toBeTypeOf('function');
      const mapped = mapper?.(rows) as object[];
      expect(mapped).toEqual(drizzles);
      expect(mapped.map((row) => Object.keys(row))).toEqual(drizzles.map((row) => Object.keys(row)));
    }
  });

  it('maps named columns, and leaves nested fields to Drizzle', () => {
    const named = db
      .select({ id: dossiers.id, premio: dossiers.premio, inizio: dossiers.dataInizio })
      .from(dossiers)
      .orderBy(asc(dossiers.id))
      .prepare('flat_named');
    const { drizzles, mapper, rows } = bothMappings(named, dossiers);
    expect(mapper?.(rows)).toEqual(drizzles);

    const nested = db
      .select({ message: loginMessages })
      .from(loginMessages)
      .where(eq(loginMessages.id, sql.placeholder('id')))
      .prepare('nested_message');
    withFlatRowMapper(nested);
    expect((nested as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
