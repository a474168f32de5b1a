import { PassThrough } from 'node:stream';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { UNDECLARED_ERROR_CODE } from '../http/errors.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../seed/demo-agency.js';
import type { Clock } from '../shared/clock.js';
import { truncateAll, workerDatabase } from './database.js';
import { giveSecondFactor } from './second-factor.js';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-11-22T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  /** POSTs JSON to a path, with a bearer token when given. */
  post(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** `app.inject`, then the queue drained: what the call queued has been sent when it resolves. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Logs a demo user in and returns the token of a whole session, its second factor given now (a session
   * of the demo Superuser or Staff would otherwise wait for it, and a step-up call refuse it):
   * second-factor.test.ts tests the factor itself; `post(ApiPath.login, …)` leaves the session as it is.
   */
  login(userCode: string, password?: string): Promise<string>;
}

/**
 * Per test file: empties this worker's database, seeds the demo agency (unless told not to), builds an
 * app on it, and closes the app after the file. Use inside a describe block or at top level.
 */
export function useTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    /**
     * Parts the test supplies (a real SMTP server's mailer, an SMS gateway, a log stream), read when the
     * app is built: after the file's earlier beforeAll hooks, so those can start the servers first.
     */
    deps?: () => Pick<AppDeps, 'mailer' | 'bulkMailer' | 'sms' | 'logStream' | 'cliToken'>;
  } = {},
): TestContext {
  const context = {} as TestContext;
  const undeclared: string[] = [];
  /** The app's log, passed on to the test's own stream, watched for undeclared error codes. */
  const watched = (next?: NodeJS.WritableStream) => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes(UNDECLARED_ERROR_CODE)) undeclared.push(line);
      }
    });
    if (next) stream.pipe(next);
    else stream.resume();
    return stream;
  };
  beforeAll(async () => {
    const database = await workerDatabase();
    await truncateAll(database);
    // Error lines are written (to the watch below, and on to a test's own stream), never to the terminal.
    const config = testConfig({ LOG_LEVEL: 'error', ...options.config });
    if (options.seed !== false) await seedDemoAgency(database.db, config);
    const clock = new ManualClock();
    const deps = options.deps?.() ?? {};
    const app = await buildApp({
      config,
      db: database.db,
      clock,
      ...deps,
      logStream: watched(deps.logStream),
    });
    // The queue has no worker in tests: what a call queued is sent (the real path) before the reply is
    // handed to the test, so that the test finds it at the SMTP server or the SMS gateway.
    const inject: TestContext['inject'] = async (request) => {
      const reply = await app.inject(request);
      await app.deliveries.drain();
      return reply;
    };
    const post: TestContext['post'] = (path, body, token, headers = {}) =>
      inject({
        method: 'POST',
        url: path,
        payload: body === undefined ? {} : (body as object),
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    Object.assign(context, {
      app,
      db: database.db,
      clock,
      config,
      post,
      inject,
      login: async (userCode: string, password = DEMO_PASSWORD) => {
        const reply = await post(ApiPath.login, {
          loginId: userCode,
          password,
          applicationId: DEFAULT_APPLICATION_ID,
        });
        if (reply.statusCode !== 200) throw new Error(`login of ${userCode} failed: ${reply.body}`);
        const token = reply.json().token as string;
        // Whole, and fresh for a step-up: the tests of other calls need not give the factor first.
        await giveSecondFactor(database.db, token, clock.now());
        return token;
      },
    });
  });
  afterAll(async () => {
    await context.app?.close();
    // Every code a route answered must be one it declares (http/route.ts): the OpenAPI document says so.
    expect(undeclared, 'error codes answered but not declared by their route').toEqual([]);
  });
  return context;
}
