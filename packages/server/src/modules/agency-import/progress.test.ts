import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, type FeedProgress, Role } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { type Database, openPostgres } from '../../db/database.js';
import { feedProgress, userRoles, users } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../../seed/demo-agency.js';
import { truncateAll, workerDatabase, workerDatabaseUrl } from '../../test/database.js';
import { BOUNDARY, form, zip } from '../../test/multipart.js';
import { giveSecondFactor } from '../../test/second-factor.js';
import { FeedProgressBoard, PROGRESS_WRITE_MS } from './progress.js';

/**
 * The progress of a feed uploaded from the console, with two instances of the server on one database
 * (decisions/0102): the browser's poll may reach an instance other than the one importing.
 */
const dataDir = join(tmpdir(), `area-clienti-feed-progress-${process.pid}`);
const SUPERUSER = '90000001';
/** A client of the demo made Superuser too: another Superuser than the one uploading. */
const OTHER_SUPERUSER = '10000003';

describe('the progress of an upload, whatever instance answers the poll', () => {
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let shared: Database;

  beforeAll(async () => {
    shared = await workerDatabase();
    await truncateAll(shared);
    const config = testConfig({ DATA_DIR: dataDir });
    await seedDemoAgency(shared.db, config);
    const [luca] = await shared.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userCode, OTHER_SUPERUSER));
    await shared.db
      .insert(userRoles)
      .values({ userId: luca?.id as number, applicationId: config.APPLICATION_ID, role: Role.SUPERUSER });
    for (const _ of ['1', '2']) {
      const database = openPostgres(workerDatabaseUrl());
      instances.push({ database, app: await buildApp({ config, db: database.db }) });
    }
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const one = () => instances[0]?.app as FastifyInstance;
  const two = () => instances[1]?.app as FastifyInstance;

  const post = (app: FastifyInstance, path: string, body: object, token: string) =>
    app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: `Bearer ${token}` } });

  async function login(app: FastifyInstance, loginId: string): Promise<string> {
    const reply = await app.inject({
      method: 'POST',
      url: ApiPath.login,
      payload: { loginId, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
    });
    expect(reply.statusCode).toBe(200);
    const token = reply.json().token as string;
    if (reply.json().secondFactor) await giveSecondFactor(shared.db, token, new Date());
    return token;
  }

  /** A .zip of `count` branches: large enough that its import takes a while to unpack, read, check and write. */
  function feedOf(count: number, prefix: string): Buffer {
    const lines = Array.from({ length: count }, (_, n) =>
      JSON.stringify({ type: 'branch', id: `${prefix}-${n}`, name: `Filiale ${n}`, bank: 'Banca di Prova' }),
    );
    return zip([{ name: 'feed.jsonl', bytes: Buffer.from(`${lines.join('\n')}\n`) }], { deflate: true });
  }

  const upload = (app: FastifyInstance, token: string, bytes: Buffer, progressKey: string) =>
    app.inject({
      method: 'POST',
      url: ApiPath.uploadFeed,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${token}`,
      },
      payload: form([
        { field: 'progressKey', value: progressKey },
        { field: 'feed', file: 'avanzamento.zip', type: 'application/zip', bytes },
      ]),
    });

  /** Polls `app` with the key while `sent` works, as the browser does; what each poll answered. */
  async function pollWhile(sent: Promise<unknown>, app: FastifyInstance, token: string, progressKey: string) {
    let ended = false;
    void sent.finally(() => {
      ended = true;
    });
    const seen: (FeedProgress | null)[] = [];
    while (!ended) {
      const reply = await post(app, ApiPath.getFeedProgress, { progressKey }, token);
      expect(reply.statusCode).toBe(200);
      seen.push(reply.json().progress);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen;
  }

  it('shows on instance 2 the progress of an upload instance 1 imports, moving, and nothing once it ended', async () => {
    const token1 = await login(one(), SUPERUSER);
    const token2 = await login(two(), SUPERUSER);
    const progressKey = randomUUID();
    const sent = upload(one(), token1, feedOf(40_000, 'P2'), progressKey);
    const seen = await pollWhile(sent, two(), token2, progressKey);

    expect((await sent).json()).toMatchObject({ status: 'OK', imported: true });
    const shown = seen.filter((progress): progress is FeedProgress => progress !== null);
    for (const progress of shown) {
      expect(['unpacking', 'reading', 'checking', 'writing']).toContain(progress.phase);
      expect(progress.done).toBeLessThanOrEqual(progress.total);
    }
    // It moved: instance 2 saw more than one state of the import instance 1 ran.
    expect(new Set(shown.map((progress) => JSON.stringify(progress))).size).toBeGreaterThan(1);
    // Ended: nothing under the key, on either instance, and no row left behind.
    for (const app of [one(), two()]) {
      const after = await post(
        app,
        ApiPath.getFeedProgress,
        { progressKey },
        app === one() ? token1 : token2,
      );
      expect(after.json()).toEqual({ status: 'OK', progress: null });
    }
    expect(await shared.db.select().from(feedProgress)).toEqual([]);
  });

  it("answers another Superuser's key as a missing one, and leaves the upload's progress as it is", async () => {
    const owner = await login(one(), SUPERUSER);
    const ownerOnTwo = await login(two(), SUPERUSER);
    const other = await login(two(), OTHER_SUPERUSER);
    const progressKey = randomUUID();
    const sent = upload(one(), owner, feedOf(40_000, 'P3'), progressKey);
    // The other Superuser polls the key all along, and tries a feed of its own under it meanwhile.
    const [seenByOther, seenByOwner, othersUpload] = await Promise.all([
      pollWhile(sent, two(), other, progressKey),
      pollWhile(sent, two(), ownerOnTwo, progressKey),
      (async () => {
        // Once the owner's import holds the import lock (its phases after unpacking), not after a fixed
        // wait: under load the other's small feed could otherwise take the lock first.
        for (;;) {
          const reply = await post(two(), ApiPath.getFeedProgress, { progressKey }, ownerOnTwo);
          const phase = reply.json().progress?.phase;
          if (phase && phase !== 'unpacking') break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return upload(two(), other, feedOf(10, 'P3-ALTRO'), progressKey);
      })(),
    ]);
    expect((await sent).json()).toMatchObject({ status: 'OK', imported: true });
    // Imports run one at a time (the import lock): its upload is refused, and took nothing over meanwhile.
    expect([othersUpload.statusCode, othersUpload.json().error?.code]).toEqual([409, ErrorCode.IMPORT_BUSY]);
    expect(seenByOther.every((progress) => progress === null)).toBe(true);
    expect(seenByOwner.some((progress) => progress !== null)).toBe(true);
    const missing = await post(two(), ApiPath.getFeedProgress, { progressKey: randomUUID() }, other);
    expect(missing.json()).toEqual({ status: 'OK', progress: null });
    expect(await shared.db.select().from(feedProgress)).toEqual([]);
  });
});

describe('the board of progress', () => {
  it('writes an import that reports every record at most once per PROGRESS_WRITE_MS, and removes it at the end', async () => {
    const { db } = await workerDatabase();
    let writes = 0;
    // The real database, its inserts counted: a write of the progress is one insert … on conflict update.
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'insert') writes++;
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const board = new FeedProgressBoard(counted, (error) => {
      throw error;
    });
    const key = randomUUID();
    const progress = board.follow(key, SUPERUSER);
    const started = performance.now();
    let done = 0;
    while (performance.now() - started < 1_000) {
      for (let n = 0; n < 500; n++) progress.set({ phase: 'writing', done: ++done, total: 1_000_000 });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const elapsed = performance.now() - started;
    const read = await board.read(key, SUPERUSER);
    expect(read?.phase).toBe('writing');
    expect(read?.done).toBeGreaterThan(0);
    expect(read?.done).toBeLessThanOrEqual(done);
    await progress.end();
    expect(done).toBeGreaterThan(10_000);
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(Math.ceil(elapsed / PROGRESS_WRITE_MS) + 1);
    expect(await board.read(key, SUPERUSER)).toBeNull();
  });

  it('removes, when an upload begins, the rows of imports no instance has written for an hour', async () => {
    const { db } = await workerDatabase();
    const board = new FeedProgressBoard(db, (error) => {
      throw error;
    });
    const [left, live] = [randomUUID(), randomUUID()];
    await db.insert(feedProgress).values([
      {
        progressKey: left,
        owner: SUPERUSER,
        phase: 'reading',
        done: 1,
        total: 2,
        updatedAt: sql`now() - interval '61 minutes'`,
      },
      {
        progressKey: live,
        owner: SUPERUSER,
        phase: 'checking',
        done: 1,
        total: 2,
        updatedAt: sql`now() - interval '59 minutes'`,
      },
    ]);
    const progress = board.follow(randomUUID(), SUPERUSER);
    await progress.end();
    expect(await board.read(left, SUPERUSER)).toBeNull();
    expect(await board.read(live, SUPERUSER)).toEqual({ phase: 'checking', done: 1, total: 2 });
    await db.delete(feedProgress);
  });
});
