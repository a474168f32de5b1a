import { Column, is } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * A hot read's statement built by Drizzle once per database handle instead of at every call: Drizzle
 * rebuilds a query's SQL text from its builder each time it runs (a fifth of a read's time in a profile,
 * decisions/0080), a prepared query (`.prepare(name)`) keeps the text and runs under its own name, which
 * node-postgres prepares once per connection. `build` makes the query with `sql.placeholder`s for its
 * values; each handle (a test's app, the server's) gets its own, kept while the handle lives. Its rows
 * are mapped by `withFlatRowMapper`'s loop when they can be.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      withFlatRowMapper(query);
      byDb.set(db, query);
    }
    return query;
  };
}

/** What of Drizzle's prepared query (its node-postgres session's) the mapper reads and sets. */
interface DrizzlePrepared {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Drizzle maps each row of a prepared select with `mapResultRow`, a generic walk that checks each
 * column's kind and path at every value: 29 µs of CPU for getDossierList's 7 rows of 43 columns, 9 µs
 * with the function below (decisions/0083). For a select whose fields are all plain columns at the top
 * level (`select()` of one table, or `{ name: column }`), each row is made by a function compiled once
 * for its columns: an object literal with the same keys in the same order, null kept, every other value
 * through the column's `mapFromDriverValue` as Drizzle does, but for the columns whose decoder is
 * Column's own (it returns the value as it is: 30 of the 43). Any other select (nested fields, SQL
 * expressions) keeps Drizzle's mapping. db/prepared.test.ts holds the two to the same rows.
 */
export function withFlatRowMapper(query: unknown): void {
  const prepared = query as DrizzlePrepared;
  const fields = prepared.fields;
  if (!Array.isArray(fields) || prepared.customResultMapper !== undefined) return;
  if (!fields.every(({ path, field }) => path.length === 1 && is(field, Column))) return;
  const decoders = fields.map(({ field }) =>
    (field as Column).mapFromDriverValue === Column.prototype.mapFromDriverValue
      ? undefined
      : (field as Column),
  );
  // The keys are the select's own field names (the schema's, or the query's), written as JSON strings;
  // the code holds nothing of a row: the values are read by index at each call.
  const properties = fields.map(({ path }, index) => {
    const value = decoders[index]
      ? `row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`
      : `row[${index}]`;
    return `${JSON.stringify(path[0])}: ${value}`;
  });
  const rowOf = new Function('decoders', 'row', `return { ${properties.join(', ')} };`) as (
    decoders: (Column | undefined)[],
    row: unknown[],
  ) => Record<string, unknown>;
  prepared.customResultMapper = (rows) => rows.map((row) => rowOf(decoders, row));
}
