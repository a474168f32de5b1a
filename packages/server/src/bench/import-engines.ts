import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/engine.js';

/**
 * The engines `npm run bench:import` runs on: the embedded default (a PostgreSQL child process in a
 * DATA_DIR of its own, as `npm start` runs it: fsync on) and a PostgreSQL server. On each the bench makes
 * its databases under its own prefix and drops them at the end; the embedded one's DATA_DIR goes too.
 */
export interface BenchEngine {
  readonly name: 'embedded' | 'server';
  /** A new, migrated database for `role` (import, copy, demo): its connection string. */
  fresh(role: string): Promise<string>;
  /** Drops the bench's databases; stops the embedded engine and removes its DATA_DIR. */
  close(): Promise<void>;
}

export const ENGINE_NAMES = ['embedded', 'server'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

const urlWith = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Databases named after the bench's prefix, made and dropped through `adminUrl`. */
function benchDatabases(adminUrl: string, databaseName: (role: string) => string) {
  const created = new Set<string>();
  const onAdmin = async (work: (admin: pg.Client) => Promise<void>) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  };
  return {
    async fresh(role: string): Promise<string> {
      const name = databaseName(role);
      await onAdmin(async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`create database "${name}"`);
      });
      created.add(name);
      const url = urlWith(adminUrl, name);
      const database = openPostgres(url);
      await database.migrate();
      await database.close();
      return url;
    },
    async dropAll(): Promise<void> {
      await onAdmin(async (admin) => {
        for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

export function serverEngine(serverUrl: string, databaseName: (role: string) => string): BenchEngine {
  const databases = benchDatabases(serverUrl, databaseName);
  return { name: 'server', fresh: databases.fresh, close: databases.dropAll };
}

/**
 * The embedded engine started in a new DATA_DIR under `parent`: the same engine and settings as the
 * server's default start (not the tests' scratch cluster without fsync).
 */
export async function embeddedEngine(
  parent: string,
  databaseName: (role: string) => string,
): Promise<BenchEngine> {
  const dataDir = mkdtempSync(join(parent, 'bench-import-data-'));
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  try {
    const engine = await startEmbeddedPostgres(dataDir, { log: silent });
    const databases = benchDatabases(engine.adminUrl, databaseName);
    return {
      name: 'embedded',
      fresh: databases.fresh,
      async close() {
        try {
          await databases.dropAll();
        } finally {
          await engine.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * PostgreSQL's own binary COPY of `tables` from one database into another (psql's \copy through files in
 * `dumps`): the seconds of the loading alone.
 */
export function copySeconds(fromUrl: string, toUrl: string, tables: string[], dumps: string): number {
  const psql = (url: string, command: string) =>
    execFileSync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', command]);
  for (const table of tables) psql(fromUrl, `\\copy ${table} to '${join(dumps, table)}' (format binary)`);
  const started = performance.now();
  for (const table of tables) psql(toUrl, `\\copy ${table} from '${join(dumps, table)}' (format binary)`);
  return (performance.now() - started) / 1000;
}
