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
}

const plainQuery = pg.Client.prototype.query;

PreparingClient.prototype.query = function (
  this: PreparingClient,
  config: unknown,
  values?: unknown,
  ...rest: unknown[]
) {
  if (isUnnamedStatement(config) && Array.isArray(values) && values.length > 0) {
    const name = `ac_${createHash('sha1').update(config.text).digest('base64url').slice(0, 20)}`;
    if (this.preparedNames.has(name) || this.preparedNames.size < MAX_PREPARED) {
      this.preparedNames.add(name);
      return (plainQuery as (...args: unknown[]) => unknown).call(this, { ...config, name }, values, ...rest);
    }
  }
  return (plainQuery as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
} as typeof pg.Client.prototype.query;
