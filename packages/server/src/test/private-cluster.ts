import { execFile } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresAccount } from '../db/embedded/data-folder.js';
import { freePort } from './local-ports.js';

/**
 * A PostgreSQL cluster of the test's own (initdb on a free port of 127.0.0.1, trust authentication, in a
 * temporary folder): the resilience suite stops it, freezes it and starts it again. It never touches any
 * other PostgreSQL server of the machine: every signal goes to the processes of its own data folder.
 */
export interface PrivateCluster {
  readonly port: number;
  /** The connection string of one of its databases (a password in it is accepted and ignored: trust). */
  url(database: string, password?: string): string;
  /** Creates a database and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement on a database with a connection of its own (the test's own look at the data). */
  query<Row>(database: string, text: string, values?: unknown[]): Promise<Row[]>;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: connections are cut and new ones refused. */
  stop(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: the database answers nothing at all, like a hung host. */
  freeze(): void;
  /** SIGCONT to every process `freeze` stopped. */
  resume(): void;
  /** Stops the cluster whatever its state and deletes its folder. */
  remove(): Promise<void>;
}

const run = promisify(execFile);

/** The folder of the newest PostgreSQL server binaries (initdb, pg_ctl, postgres), if any. */
function postgresBinaries(): string | undefined {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => has(join(root, version, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  return (process.env.PATH ?? '').split(':').find((dir) => dir && has(dir));
}

const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path));
const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot be made on this machine, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'the private PostgreSQL cluster needs Linux (/proc)';
  if (!postgresBinaries()) return 'no PostgreSQL server binaries (initdb, pg_ctl, postgres) on this machine';
  if (isRoot() && (!postgresAccount() || !RUNUSER)) {
    return 'running as root without a postgres account and runuser to run PostgreSQL as';
  }
  return undefined;
}

/** Runs a PostgreSQL binary as the account that owns the cluster: `postgres` under root, else ourselves. */
function runPostgresTool(bin: string, tool: string, args: string[]) {
  const command = join(bin, tool);
  const [file, ...rest] = isRoot()
    ? [RUNUSER as string, '-u', 'postgres', '--', command, ...args]
    : [command, ...args];
  return run(file as string, rest, { timeout: 60_000 });
}

/** The parent pid of a process, from /proc (undefined when it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Its superuser is `postgres`, trusted from 127.0.0.1 without a password; nothing synced to disk. */
const INITDB_OPTIONS = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'];

/** Its settings: 127.0.0.1 and its own port only, its socket in its own folder, no durability. */
const clusterSettings = (port: number, folder: string) =>
  [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${folder}'`,
    // A scratch cluster: nothing of it must survive a crash of the machine.
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    '',
  ].join('\n');

/** Makes a cluster with initdb and starts it. */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(privateClusterUnavailable());
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-pg-'));
  const dataDir = join(folder, 'data');
  const account = postgresAccount();
  if (isRoot() && account) chownSync(folder, account.uid, account.gid);
  const pgCtl = (...args: string[]) =>
    runPostgresTool(bin, 'pg_ctl', ['-D', dataDir, '-w', '-t', '30', ...args]);
  let frozen: number[] = [];

  /** The postmaster of this cluster's data folder, checked by its command line; undefined when stopped. */
  const postmaster = (): number | undefined => {
    const pidFile = join(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return undefined;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const commandLine = existsSync(`/proc/${pid}/cmdline`)
      ? readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      : '';
    return commandLine.includes(dataDir) ? pid : undefined;
  };
  /** The postmaster's children (backends, checkpointer, …): every process whose parent it is. */
  const childrenOf = (parent: number) =>
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => parentOf(pid) === parent);

  const url = (database: string, password?: string) =>
    `postgresql://postgres${password ? `:${encodeURIComponent(password)}` : ''}@127.0.0.1:${port}/${database}`;

  const cluster: PrivateCluster = {
    port,
    url,
    async query<Row>(database: string, text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url(database), connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async createDatabase(name) {
      await cluster.query('postgres', `create database "${name}"`);
      return url(name);
    },
    async start() {
      await pgCtl('-l', join(folder, 'server.log'), 'start');
    },
    async stop() {
      cluster.resume();
      await pgCtl('-m', 'fast', 'stop');
    },
    freeze() {
      const pid = postmaster();
      if (pid === undefined) throw new Error('the private cluster is not running');
      // The postmaster first: stopped, it forks no new backend while its children are being stopped.
      process.kill(pid, 'SIGSTOP');
      frozen = [pid];
      for (const child of childrenOf(pid)) {
        process.kill(child, 'SIGSTOP');
        frozen.push(child);
      }
    },
    resume() {
      for (const pid of frozen.reverse()) if (isRunning(pid)) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async remove() {
      cluster.resume();
      if (postmaster() !== undefined) {
        await pgCtl('-m', 'immediate', 'stop').catch(() => killCluster());
      }
      rmSync(folder, { recursive: true, force: true });
      process.off('exit', removeAtExit);
    },
  };

  /** SIGKILL to this cluster's processes only (after SIGCONT: a frozen process dies only once resumed). */
  function killCluster() {
    const pid = postmaster();
    if (pid === undefined) return;
    for (const each of [pid, ...childrenOf(pid)]) {
      if (!isRunning(each)) continue;
      process.kill(each, 'SIGCONT');
      process.kill(each, 'SIGKILL');
    }
  }
  /** The last resort, when the worker ends without the file's afterAll. */
  function removeAtExit() {
    killCluster();
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    await runPostgresTool(bin, 'initdb', ['-D', dataDir, ...INITDB_OPTIONS]);
    appendFileSync(join(dataDir, 'postgresql.conf'), clusterSettings(port, folder));
    await cluster.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  process.on('exit', removeAtExit);
  return cluster;
}
