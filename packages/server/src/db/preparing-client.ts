import { createHash } from 'node:crypto';
import pg from 'pg';

/** The most statements one connection keeps prepared: past it, a new statement is parsed each time. */
const MAX_PREPARED = 256;

type QueryConfig = { text?: unknown; name?: unknown };

const isUnnamedStatement = (config: unknown): config is QueryConfig & { text: string } =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as QueryConfig).text === 'string' &&
  !(config as QueryConfig).name;

/**
 * A node-postgres client that prepares each parameterized statement once per connection, named by a
 * digest of its text: PostgreSQL parses and plans it the first time and only binds and runs it after.
 * Drizzle names none, and a client's read is two to four short statements, whose parsing and planning
 * cost about as much as running them. A statement without parameters (DDL, the import's merges, `set
 * local`) runs as before, and so does everything past MAX_PREPARED distinct statements on a connection
 * (lists of ids give statements of every length).
 */
export class PreparingClient extends pg.Client {
  readonly preparedNames = new Set<string>();
  /** Where this connection's committed writes are told (set per pool by `openPostgres`); none: not watched. */
  committedWrites?: CommittedWrites;
  /** The writes of the open transaction, told when it ends. */
  pendingWrites: string[] = [];
}

/**
 * Tells, once committed, each statement that wrote (INSERT, UPDATE, DELETE, TRUNCATE) through the
 * connections of one pool: what this process itself changed, the moment the change is visible to its
 * next query, before any notification from the database could arrive (modules/auth/session-cache.ts).
 */
export class CommittedWrites {
  private readonly listeners = new Set<(statement: string) => void>();

  listen(listener: (statement: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(statements: string[]) {
    for (const statement of statements) for (const listener of this.listeners) listener(statement);
  }
}

/** A statement that writes, as the first of a text or anywhere in a script of several (pg-boss's). */
const WRITE = /(?:^|;)\s*(?:with\b[^;]*\b)?(?:insert|update|delete|truncate|merge)\b/i;

const plainQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

/** Runs a statement and then `after`, whether it succeeded or not, whether the caller passed a callback or awaits. */
function thenAfter(client: pg.Client, args: unknown[], after: () => void): unknown {
  const last = args.at(-1);
  if (typeof last === 'function') {
    const callback = last as (error: unknown, result: unknown) => void;
    return plainQuery.call(client, ...args.slice(0, -1), (error: unknown, result: unknown) => {
      after();
      callback(error, result);
    });
  }
  const result = plainQuery.call(client, ...args);
  if (result instanceof Promise) {
    return result.then(
      (value) => {
        after();
        return value;
      },
      (error: unknown) => {
        after();
        throw error;
      },
    );
  }
  return result;
}

/**
 * Tells `committedWrites` the connection's writes once it is out of any transaction again, as the server
 * reports it after each statement (ReadyForQuery): a write on its own at once, a transaction's at its end.
 * One rolled back is told too: telling too much costs a cache a few reads, telling too little would not.
 */
function watched(client: PreparingClient, writes: CommittedWrites, args: unknown[]): unknown {
  const config = args[0];
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  const isWrite = typeof text === 'string' && WRITE.test(text);
  if (!isWrite && client.pendingWrites.length === 0) return plainQuery.call(client, ...args);
  return thenAfter(client, args, () => {
    if (isWrite) client.pendingWrites.push(text);
    if (client.getTransactionStatus() !== 'I' || client.pendingWrites.length === 0) return;
    const done = client.pendingWrites;
    client.pendingWrites = [];
    writes.tell(done);
  });
}

PreparingClient.prototype.query = function (
  this: PreparingClient,
  config: unknown,
  values?: unknown,
  ...rest: unknown[]
) {
  let args = [config, values, ...rest];
  if (isUnnamedStatement(config) && Array.isArray(values) && values.length > 0) {
    const name = `ac_${createHash('sha1').update(config.text).digest('base64url').slice(0, 20)}`;
    if (this.preparedNames.has(name) || this.preparedNames.size < MAX_PREPARED) {
      this.preparedNames.add(name);
      args = [{ ...config, name }, values, ...rest];
    }
  }
  // node-postgres counts its arguments: `undefined` values must not become a callback's place.
  while (args.length > 1 && args.at(-1) === undefined) args.pop();
  if (this.committedWrites) return watched(this, this.committedWrites, args);
  return plainQuery.call(this, ...args);
} as typeof pg.Client.prototype.query;
