/**
 * The load bench's reference for the reads (issue 19): a bare Fastify server that answers each read with
 * the very SQL statements the product runs for it, through node-postgres with the product's pool (same
 * size, same prepared statements), and nothing else: no session, no validation, no hooks; the rows go out
 * as JSON. What a read cannot beat on this machine.
 *
 * Started by load.bench.ts as a process of its own, like the server, on a database the server has seeded.
 * It records the statements by making each read once through the product's app in this process (the
 * session's own statements left out), then replays them on every call of `/bare/<read>`.
 * Env: BARE_DATABASE_URL, BARE_PORT, BARE_READS (JSON: read name → request body), DATABASE_POOL_SIZE.
 */
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import Fastify from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { PreparingClient } from '../db/preparing-client.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';

interface Statement {
  config: pg.QueryConfig;
  values: unknown[] | undefined;
}

/**
 * The statements that resolve the caller's session by its token, or write its last-seen time: the bare
 * route has no session. A read's own look at the sessions table (getUserStatus's new-access flag) stays.
 */
const isSessionStatement = (text: string) =>
  /"sessions"\."token_hash" = |update "sessions" set "last_seen_at"/.test(text);

async function main() {
  const url = process.env.BARE_DATABASE_URL ?? '';
  const reads = JSON.parse(process.env.BARE_READS ?? '{}') as Record<string, object>;
  const config = testConfig({ DATABASE_URL: url });
  const database = openPostgres(url, { poolSize: config.DATABASE_POOL_SIZE });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;

  let recording: Statement[] | null = null;
  const plainQuery = PreparingClient.prototype.query;
  PreparingClient.prototype.query = function (this: PreparingClient, config: unknown, ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (recording && typeof config === 'object' && text && !isSessionStatement(text)) {
      recording.push({ config: config as pg.QueryConfig, values: rest[0] as unknown[] | undefined });
    }
    return (plainQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof plainQuery;

  const app = await buildApp({ config, db: database.db });
  const call = (path: string, body: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const login = await call(ApiPath.login, {
    loginId: '10000001',
    password: DEMO_PASSWORD,
    applicationId: DEFAULT_APPLICATION_ID,
  });
  const token = login.json().token as string;
  const statementsOf: Record<string, Statement[]> = {};
  for (const [read, body] of Object.entries(reads)) {
    recording = [];
    const reply = await call(ApiPath[read as keyof typeof ApiPath], body, token);
    if (reply.statusCode !== 200) throw new Error(`${read} answered ${reply.statusCode}`);
    statementsOf[read] = recording;
    recording = null;
  }
  PreparingClient.prototype.query = plainQuery;
  await app.close();

  const bare = Fastify();
  for (const [read, statements] of Object.entries(statementsOf)) {
    bare.post(`/bare/${read}`, async () => {
      const results = [];
      for (const { config, values } of statements) results.push((await pool.query(config, values)).rows);
      return results;
    });
  }
  await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
  const counts = Object.entries(statementsOf).map(([read, statements]) => `${read} ${statements.length}`);
  console.log(`bare reads ready (statements a read: ${counts.join(', ')})`);
  const stop = async () => {
    await bare.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
