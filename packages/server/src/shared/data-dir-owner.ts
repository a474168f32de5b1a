import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * One process runs the embedded PostgreSQL of a data folder: it starts it, restarts it if it dies, stops it,
 * and stops one left running by a killed predecessor (docs/decisions/0073). Whoever runs it (the server, or a
 * command line tool when no server runs) first claims DATA_DIR by creating this file; the server then adds
 * where it listens and the token its admin API takes from the tools (docs/decisions/0014).
 */
export const OWNER_FILE = 'owner.json';

export interface DataDirOwner {
  pid: number;
  role: 'server' | 'tool';
  startedAt: string;
  /** The server's own address for the tools (loopback), once it listens. */
  url?: string;
  /** The bearer token of the server's /v1/admin/cli routes, once it listens. */
  cliToken?: string;
}

export class DataDirBusyError extends Error {
  constructor(
    dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `${dataDir} is in use by process ${owner.pid} (${owner.role === 'server' ? 'an Area Clienti server' : 'a command line tool'}). ` +
        'One process runs the embedded database of a data folder: stop that process, use another DATA_DIR, ' +
        `or use a PostgreSQL server (DATABASE_URL). If no such process runs, delete ${join(dataDir, OWNER_FILE)}.`,
    );
  }
}

export const newCliToken = () => randomBytes(32).toString('base64url');

/** How a tool on this machine reaches the server: its port on loopback, or on HOST when bound to one address. */
export function loopbackUrl(address: AddressInfo | string | null, host: string): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${address.port}`;
}

/** Whether a process of this pid runs on this machine (one of another user's counts: EPERM). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readRecord(dataDir: string): Promise<DataDirOwner | null> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, OWNER_FILE), 'utf8')) as DataDirOwner;
    return typeof parsed.pid === 'number' ? parsed : null;
  } catch (error) {
    // Absent, or caught half-written by another process's exclusive create: no owner to speak of yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The live process that holds the data folder, if any (a file left by a dead process is ignored). */
export async function readOwner(dataDir: string): Promise<DataDirOwner | null> {
  const owner = await readRecord(dataDir);
  return owner && isAlive(owner.pid) ? owner : null;
}

export interface DataDirClaim {
  /** Adds the server's address and token for the tools (written whole, then renamed into place). */
  announce(details: { url: string; cliToken: string }): Promise<void>;
  release(): Promise<void>;
}

/**
 * Claims the data folder for this process, or throws DataDirBusyError when a live process holds it.
 * A file whose process is gone (or bears this very pid: a restarted container) is taken over.
 */
export async function claimDataDir(dataDir: string, role: DataDirOwner['role']): Promise<DataDirClaim> {
  // Private from the start: the embedded engine refuses a data folder that others may read (0073).
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, OWNER_FILE);
  const record: DataDirOwner = { pid: process.pid, role, startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(record), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const current = await readRecord(dataDir);
    if (current && current.pid !== process.pid && isAlive(current.pid))
      throw new DataDirBusyError(dataDir, current);
    await unlink(file).catch(() => {});
  }
  return {
    async announce(details) {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ ...record, ...details }), { mode: 0o600 });
      await rename(temporary, file);
    },
    async release() {
      const current = await readRecord(dataDir);
      if (current?.pid === process.pid) await unlink(file).catch(() => {});
    },
  };
}
