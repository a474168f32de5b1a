import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../seed/demo-agency.js';
import { pgliteFolderMadeBy } from '../test/pglite-folder.js';
import {
  builtServerUnavailable,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process.js';

/**
 * The built server on its embedded PostgreSQL (docs/decisions/0073), as `npm start` runs it: real
 * processes, each test in a data folder of its own, removed at the end.
 */
const unavailable = builtServerUnavailable();
const CONNECTION_ERROR = { status: 'KO', error: { code: ErrorCode.CONNECTION } };

const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-engine-'));
  folders.push(folder);
  return folder;
};
afterEach(() => killServerProcesses());
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every process of the embedded PostgreSQL of `dataDir`: its postmaster (by its command line) and children. */
function engineProcesses(dataDir: string): number[] {
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const read = (pid: number, file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const postmasters = pids.filter((pid) => read(pid, 'cmdline').includes(`${join(dataDir, 'postgres')}\0`));
  const parentOf = (pid: number) => {
    const stat = read(pid, 'stat');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  };
  return [...postmasters, ...pids.filter((pid) => postmasters.includes(parentOf(pid)))];
}

async function startReady(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(undefined, {}, { dataDir });
  await server.waitUntilReady(60_000);
  return server;
}

/** The server started and ready on `dataDir`, and a session of the demo's first client. */
async function startWithSession(dataDir: string): Promise<{ server: ServerProcess; token: string }> {
  const server = await startReady(dataDir);
  return { server, token: await server.login('10000001') };
}

/** SIGTERM (or `signal`), a clean exit, and no PostgreSQL process of the folder left; the lines logged since. */
async function stopCleanly(server: ServerProcess, dataDir: string, signal: NodeJS.Signals = 'SIGTERM') {
  const before = server.lines.length;
  server.signal(signal);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(engineProcesses(dataDir)).toEqual([]);
  return server.lines.slice(before);
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

function everyPathUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    return entry.isDirectory() ? [path, ...everyPathUnder(path)] : [path];
  });
}

describe.skipIf(unavailable)('the embedded PostgreSQL of DATA_DIR', () => {
  it('makes a private data folder, logs no password, and stops with the server on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    // DATA_DIR made by the server, in a folder every account may pass through (as /var/lib is).
    const parent = dataFolder();
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'data');
    const server = await startReady(dataDir);
    const started = await server.waitForLine(/embedded PostgreSQL started/, 1_000);
    expect(JSON.parse(started)).toMatchObject({
      version: expect.stringMatching(/^PostgreSQL \d+\.\d+/),
      listensOn: join(dataDir, 'postgres', '.s.PGSQL.5432'),
    });
    // Private: no read or write for the group or others, anywhere (as root the group may only pass through
    // DATA_DIR itself, to let PostgreSQL's account reach its folder).
    expect(modeOf(dataDir) & 0o067).toBe(0);
    expect(modeOf(join(dataDir, 'postgres'))).toBe(0o700);
    expect(modeOf(join(dataDir, 'postgres-password'))).toBe(0o600);
    for (const path of everyPathUnder(join(dataDir, 'postgres'))) {
      if (statSync(path).isSocket()) continue;
      expect([path, modeOf(path) & 0o077]).toEqual([path, 0]);
    }
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(server.lines.join('\n')).not.toContain(password);
    expect(engineProcesses(dataDir).length).toBeGreaterThan(0);
    await stopCleanly(server, dataDir);
  });

  it("stops on Ctrl-C with no error in its log: the pool's connections close before the engine stops", {
    timeout: 120_000,
  }, async () => {
    // The engine runs in a session of its own (engine.ts), so a terminal's Ctrl-C reaches the server alone,
    // as SIGINT does here; the server then stops the engine. Its pool's connections closing while the engine
    // stopped were terminated by it: a 'database pool error' (57P01) at level 50, most Ctrl-Cs (issue 38).
    const dataDir = dataFolder();
    const { server, token } = await startWithSession(dataDir);
    // Calls at once, so that the pool holds several connections, idle, when the signal comes.
    const lists = await Promise.all(
      Array.from({ length: 12 }, () => server.post(ApiPath.getDossierList, {}, token)),
    );
    expect(lists.map(({ status }) => status)).toEqual(lists.map(() => 200));
    const logged = await stopCleanly(server, dataDir, 'SIGINT');
    const level = (line: string) =>
      line.startsWith('{') ? (JSON.parse(line) as { level?: number }).level : 0;
    expect(logged.filter((line) => (level(line) ?? 0) >= 50)).toEqual([]);
  });

  it.each([0o755, 0o777])('refuses to start on a DATA_DIR of mode %o, saying why', async (mode) => {
    const dataDir = dataFolder();
    chmodSync(dataDir, mode);
    const server = await startServerProcess(undefined, {}, { dataDir });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.lines.join('\n')).toContain(
      `DATA_DIR=${dataDir} may be read or written by other accounts of this machine (mode 0${mode.toString(8)})`,
    );
    expect(engineProcesses(dataDir)).toEqual([]);
  });

  it('after kill -9 of the server, starts again on the same folder with nothing lost', {
    timeout: 180_000,
  }, async () => {
    const dataDir = dataFolder();
    const { server: first, token } = await startWithSession(dataDir);
    const changed = await first.post(
      ApiPath.changePassword,
      { currentPassword: DEMO_PASSWORD, password: 'DopoIlCrash2026' },
      token,
    );
    expect(changed.status).toBe(200);
    first.signal('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startReady(dataDir);
    const login = (password: string) =>
      second.post(ApiPath.login, { loginId: '10000001', password, applicationId: DEFAULT_APPLICATION_ID });
    expect((await login('DopoIlCrash2026')).status).toBe(200);
    expect(((await login(DEMO_PASSWORD)).body as { error?: { code?: string } }).error?.code).toBe(
      ErrorCode.LOGIN_INVALID,
    );
    await stopCleanly(second, dataDir);
  });

  it('carries an old PGlite data folder over at the first start: the clients as they were, the old files kept aside', {
    timeout: 180_000,
  }, async () => {
    // The folder as the PGlite default left it: 0755, the demo agency, and one client's own password
    // (made by today's code on a scratch database of the test server, then written into a PGlite folder).
    const dataDir = dataFolder();
    await pgliteFolderMadeBy(dataDir, async (source) => {
      await seedDemoAgency(source.db, testConfig({ LOG_LEVEL: 'silent' }));
      const ownHash = await hashPassword('PrimaDelPassaggio2026');
      await source.db.execute(sql`update users set password_hash = ${ownHash} where user_code = '10000001'`);
    });
    chmodSync(dataDir, 0o755);

    const server = await startReady(dataDir);
    const login = (password: string) =>
      server.post(ApiPath.login, { loginId: '10000001', password, applicationId: DEFAULT_APPLICATION_ID });
    // Carried over, not seeded afresh: the password of the old folder opens, the demo one does not.
    expect((await login('PrimaDelPassaggio2026')).status).toBe(200);
    expect(((await login(DEMO_PASSWORD)).body as { error?: { code?: string } }).error?.code).toBe(
      ErrorCode.LOGIN_INVALID,
    );
    // Private; as root its group is the engine's account, which may only pass through (data-folder.ts).
    expect(modeOf(dataDir)).toBe(process.getuid?.() === 0 ? 0o710 : 0o700);
    const [aside] = readdirSync(dataDir).filter((entry) => entry.startsWith('pglite-before-'));
    expect(aside).toBeDefined();
    expect(readdirSync(join(dataDir, aside as string))).toContain('PG_VERSION');
    expect(readdirSync(dataDir)).not.toContain('PG_VERSION');
    await stopCleanly(server, dataDir);
  });

  it('answers 503 while its PostgreSQL is gone, and serves again once the server has restarted it', {
    timeout: 120_000,
  }, async () => {
    const dataDir = dataFolder();
    const server = await startReady(dataDir);
    const token = await server.login('10000001');
    const postmaster = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');

    // Between the crash and the restart (the first one waits 1 s): not ready, and calls answer 503.
    await vi.waitFor(
      async () => {
        const [ready, call] = await Promise.all([
          server.get('/readyz', 2_000),
          server.post(ApiPath.getDossierList, {}, token, 2_000),
        ]);
        expect([ready.status, ready.body]).toEqual([503, CONNECTION_ERROR]);
        expect([call.status, call.body]).toEqual([503, CONNECTION_ERROR]);
      },
      { timeout: 5_000, interval: 20 },
    );
    await server.waitForLine(/the embedded PostgreSQL stopped unexpectedly/, 1_000);

    await server.waitUntilReady(30_000);
    await server.waitForLine(/the embedded PostgreSQL runs again/, 1_000);
    expect((await server.post(ApiPath.getDossierList, {}, token)).status).toBe(200);
    expect(engineProcesses(dataDir)).not.toContain(postmaster);
    await stopCleanly(server, dataDir);
  });
});
