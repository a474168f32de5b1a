import { setTimeout as sleep } from 'node:timers/promises';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { committedWritesOf, type Database, type Db, openPostgres } from '../../db/database.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../../seed/demo-agency.js';
import { restoreDemoPassword } from '../../test/accounts.js';
import { truncateAll, workerDatabase, workerDatabaseUrl } from '../../test/database.js';
import { giveSecondFactor } from '../../test/second-factor.js';
import { hashToken } from './sessions.js';

/**
 * Two instances of the server on one PostgreSQL database, each with its own pool and its own memory of
 * sessions (decisions/0075). The sessions are kept 60 s here: whatever an instance refuses sooner, the
 * database's notification told it.
 */
const KEPT_SECONDS = 60;
/** How long a notification may take to arrive here: far under KEPT_SECONDS. */
const NOTIFIED_WITHIN_MS = 3_000;

describe('sessions kept in memory by two instances (LISTEN/NOTIFY)', () => {
  const url = workerDatabaseUrl();
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    const shared = await workerDatabase();
    await truncateAll(shared);
    const config = testConfig({ SESSION_CACHE_SECONDS: KEPT_SECONDS });
    await seedDemoAgency(shared.db, config);
    for (const _ of ['A', 'B']) {
      const database = openPostgres(url);
      instances.push({ database, app: await buildApp({ config, db: database.db }) });
    }
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    expect(await eventually(async () => (await listeners()).length === 2)).toBe(true);
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await admin?.end();
  });

  const A = () => instances[0]?.app as FastifyInstance;
  const B = () => instances[1]?.app as FastifyInstance;

  const post = (app: FastifyInstance, path: string, body: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function login(app: FastifyInstance, loginId: string, password = DEMO_PASSWORD): Promise<string> {
    const reply = await post(app, ApiPath.login, {
      loginId,
      password,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(reply.statusCode).toBe(200);
    const token = reply.json().token as string;
    // The demo Superuser's session waits for its second factor: given here (second-factor.test.ts tests it).
    if (reply.json().secondFactor) await giveSecondFactor((await workerDatabase()).db, token, new Date());
    return token;
  }

  const statusOf = async (app: FastifyInstance, token: string) =>
    (await post(app, ApiPath.getUserStatus, {}, token)).statusCode;

  /** Whether `check` holds within NOTIFIED_WITHIN_MS, tried again every 10 ms. */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    const until = Date.now() + NOTIFIED_WITHIN_MS;
    while (Date.now() < until) {
      if (await check()) return true;
      await sleep(10);
    }
    return check();
  }

  /** The backends of the two instances' LISTEN connections. */
  const listeners = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = 'area-clienti-listen'
           and datname = current_database() and query ilike 'listen%'`,
      )
    ).rows.map((row) => row.pid);

  /**
   * Revokes a session behind every instance's back: with the triggers off (replica role), so that no
   * notification goes out. Only an instance that reads the database sees it.
   */
  async function revokeSilently(token: string) {
    await admin.query('begin');
    await admin.query('set local session_replication_role = replica');
    await admin.query('update sessions set revoked_at = now() where token_hash = $1', [hashToken(token)]);
    await admin.query('commit');
  }

  it('answers a session from memory: a change no notification tells is not seen until the entry expires', async () => {
    const token = await login(A(), '10000001');
    expect(await statusOf(B(), token)).toBe(200);
    await revokeSilently(token);
    // B kept it: without a notification it still answers, for at most SESSION_CACHE_SECONDS.
    expect(await statusOf(B(), token)).toBe(200);
    // A never read it since the login and reads the database: refused.
    expect(await statusOf(A(), token)).toBe(401);
  });

  it('refuses on B a session logged out through A, as soon as the notification arrives', async () => {
    const token = await login(A(), '10000001');
    expect(await statusOf(B(), token)).toBe(200);
    expect(await statusOf(A(), token)).toBe(200);
    expect((await post(A(), ApiPath.logout, {}, token)).statusCode).toBe(200);
    // The instance that revoked forgets it before its reply: refused at once.
    expect(await statusOf(A(), token)).toBe(401);
    expect(await eventually(async () => (await statusOf(B(), token)) === 401)).toBe(true);
  });

  it('ends on both instances the other sessions at a password change, and keeps the caller’s', async () => {
    const caller = await login(A(), '10000003');
    const other = await login(B(), '10000003');
    for (const app of [A(), B()])
      for (const token of [caller, other]) expect(await statusOf(app, token)).toBe(200);
    const change = await post(
      A(),
      ApiPath.changePassword,
      { currentPassword: DEMO_PASSWORD, password: 'NuovaPassword2026' },
      caller,
    );
    expect(change.statusCode).toBe(200);
    expect(await statusOf(A(), other)).toBe(401);
    expect(await eventually(async () => (await statusOf(B(), other)) === 401)).toBe(true);
    expect(await statusOf(B(), caller)).toBe(200);
    // Back to the demo password for the tests after.
    await restoreDemoPassword(instances[0]?.database.db as Db, '10000003');
  });

  it('ends on both instances the other sessions a client ends ("end my other sessions")', async () => {
    const caller = await login(B(), '10000001');
    const other = await login(A(), '10000001');
    for (const app of [A(), B()]) expect(await statusOf(app, other)).toBe(200);
    expect((await post(B(), ApiPath.endOtherSessions, {}, caller)).statusCode).toBe(200);
    expect(await statusOf(B(), other)).toBe(401);
    expect(await eventually(async () => (await statusOf(A(), other)) === 401)).toBe(true);
    expect(await statusOf(A(), caller)).toBe(200);
  });

  it('refuses on both instances a user the agency disables, with USERDISABLED_001', async () => {
    const staff = await login(A(), '90000001');
    const token = await login(B(), '10000003');
    for (const app of [A(), B()]) expect(await statusOf(app, token)).toBe(200);
    const disabled = await post(A(), ApiPath.disableUser, { userCode: '10000003' }, staff);
    expect(disabled.statusCode).toBe(200);
    const refusal = async (app: FastifyInstance) =>
      (await post(app, ApiPath.getDossierList, {}, token)).json();
    expect(await eventually(async () => (await refusal(B())).error?.code === ErrorCode.USER_DISABLED)).toBe(
      true,
    );
    expect((await refusal(A())).error?.code).toBe(ErrorCode.USER_DISABLED);
    expect((await post(A(), ApiPath.enableUser, { userCode: '10000003' }, staff)).statusCode).toBe(200);
    // The sessions open when the user was disabled stay ended, on both.
    expect(await eventually(async () => (await statusOf(B(), token)) === 401)).toBe(true);
  });

  it('trusts nothing it kept once the LISTEN connection drops, and listens again by itself', async () => {
    const token = await login(A(), '10000001');
    expect(await statusOf(B(), token)).toBe(200);
    const before = await listeners();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    // Both instances connect again, with new backends.
    expect(
      await eventually(async () => {
        const now = await listeners();
        return now.length === 2 && now.every((pid) => !before.includes(pid));
      }),
    ).toBe(true);
    // What B kept before the drop may have missed a notification: it reads the database again.
    await revokeSilently(token);
    expect(await statusOf(B(), token)).toBe(401);
    // And the notifications reach it again.
    const next = await login(A(), '10000001');
    expect(await statusOf(B(), next)).toBe(200);
    expect((await post(A(), ApiPath.logout, {}, next)).statusCode).toBe(200);
    expect(await eventually(async () => (await statusOf(B(), next)) === 401)).toBe(true);
  });

  // Every statement B commits passes its pool, which tells them (db/preparing-client.ts): exact, where
  // pg_stat_user_tables flushes a backend's counts up to seconds later.
  it('writes nothing when a session makes calls', async () => {
    const token = await login(A(), '10000001');
    const writes: string[] = [];
    const stop = committedWritesOf(instances[1]?.database.db as Database['db'])?.listen((statement) =>
      writes.push(statement),
    );
    for (let call = 0; call < 20; call++) {
      expect((await post(B(), ApiPath.getDossierList, {}, token)).statusCode).toBe(200);
    }
    stop?.();
    expect(writes).toEqual([]);
  });
});
