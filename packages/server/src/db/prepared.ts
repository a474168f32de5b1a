import type { Db } from './database.js';

/**
 * A hot read's statement built by Drizzle once per database handle instead of at every call: Drizzle
 * rebuilds a query's SQL text from its builder each time it runs (a fifth of a read's time in a profile,
 * decisions/0080), a prepared query (`.prepare(name)`) keeps the text and runs under its own name, which
 * node-postgres prepares once per connection. `build` makes the query with `sql.placeholder`s for its
 * values; each handle (a test's app, the server's) gets its own, kept while the handle lives.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
