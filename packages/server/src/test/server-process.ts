import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { vi } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { freePort } from './local-ports.js';
import { privateClusterUnavailable } from './private-cluster.js';

/** The built server, as production starts it (`npx tsc -b packages/contract packages/server` builds it). */
const SERVER_ENTRY = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** Why a test of the built server cannot run (said on stderr), or undefined when it can. */
export function builtServerUnavailable(): string | undefined {
  if (existsSync(SERVER_ENTRY)) return undefined;
  const reason = `the server is not built (${SERVER_ENTRY}): run npx tsc -b packages/contract packages/server`;
  console.warn(`skipped: ${reason}`);
  return reason;
}

/**
 * Why the resilience suite (src/resilience) cannot run on this machine — no PostgreSQL server binaries,
 * root without a postgres account, the server not built — said on stderr; undefined when it can run.
 */
export function resilienceUnavailable(): string | undefined {
  const reason =
    privateClusterUnavailable() ??
    (existsSync(SERVER_ENTRY)
      ? undefined
      : `the server is not built (${SERVER_ENTRY}): run npx tsc -b packages/contract packages/server`);
  if (reason) console.warn(`resilience suite skipped: ${reason}`);
  return reason;
}

/** What a call answered, and how long it took. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export interface ServerProcess {
  readonly port: number;
  /** Every line the process wrote, stdout and stderr, in order. */
  readonly lines: string[];
  /** Resolves when the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** POSTs JSON (with a bearer token when given); a call that takes longer than `limitMs` fails the test. */
  post(path: string, body?: unknown, token?: string, limitMs?: number): Promise<Answer>;
  get(path: string, limitMs?: number): Promise<Answer>;
  /** Logs a demo user in and answers the token. */
  login(userCode: string): Promise<string>;
  /** Waits, at most `timeoutMs`, for a line matching `pattern`, and answers it. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** Waits, at most `timeoutMs`, until `/readyz` answers 200. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
  /** The process id of the server. */
  readonly pid: number | undefined;
}

const running = new Set<ChildProcess>();

/**
 * `node packages/server/dist/main.js` in development mode on a free port of 127.0.0.1, with the demo
 * agency seeded into an empty database, warnings and errors logged; `env` adds or overrides variables.
 * Nothing else of the test's environment reaches it. Not waited for: see `waitUntilReady`.
 * Without a database URL it runs its embedded PostgreSQL in `dataDir` (the test's, kept when it exits);
 * otherwise in a data folder of its own, removed when it exits.
 */
export async function startServerProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  given?: { dataDir: string },
) {
  const port = await freePort();
  const dataDir = given?.dataDir ?? mkdtempSync(join(tmpdir(), 'area-clienti-server-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      done({ code, signal });
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, init: RequestInit, limitMs: number): Promise<Answer> => {
    const started = Date.now();
    const reply = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(limitMs) });
    const text = await reply.text();
    const body = text.startsWith('{') ? JSON.parse(text) : text;
    return { status: reply.status, body, ms: Date.now() - started };
  };
  const server: ServerProcess = {
    port,
    lines,
    exited,
    post: (path, body = {}, token, limitMs = 15_000) =>
      call(
        path,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        },
        limitMs,
      ),
    get: (path, limitMs = 15_000) => call(path, { method: 'GET' }, limitMs),
    async login(userCode) {
      const login = { loginId: userCode, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID };
      const reply = await server.post(ApiPath.login, login);
      if (reply.status !== 200) throw new Error(`login of ${userCode} failed: ${JSON.stringify(reply.body)}`);
      return (reply.body as { token: string }).token;
    },
    waitForLine: (pattern, timeoutMs) =>
      vi.waitFor(
        () => {
          const line = lines.find((each) => pattern.test(each));
          if (!line) throw new Error(`no line matching ${pattern} in:\n${lines.join('\n')}`);
          return line;
        },
        { timeout: timeoutMs, interval: 50 },
      ),
    waitUntilReady: (timeoutMs = 20_000) =>
      vi.waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited:\n${lines.join('\n')}`);
          const reply = await server
            .get('/readyz', 2_000)
            .catch((error: Error) => ({ status: error.message }));
          if (reply.status !== 200) throw new Error(`not ready (${reply.status}):\n${lines.join('\n')}`);
        },
        { timeout: timeoutMs, interval: 100 },
      ),
    signal: (signal) => {
      child.kill(signal);
    },
    pid: child.pid,
  };
  return server;
}

/** SIGKILLs every server process still running (a test's cleanup, pass or fail) and waits for each. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    ),
  );
}
