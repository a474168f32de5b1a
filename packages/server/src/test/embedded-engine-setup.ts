import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded/engine.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the run's embedded PostgreSQL ('' when TEST_DATABASE_URL is set). */
    embeddedDatabaseUrl: string;
  }
}

/**
 * The server project's globalSetup: unless TEST_DATABASE_URL names a server, one embedded PostgreSQL for
 * the whole run, in a folder of its own, stopped and removed at the end. Each worker makes its database in
 * it (test/database.ts), as it does on a server.
 */
export default async function setup(project: TestProject) {
  // The project's own env first: `npm test` runs the project a second time, on a server, in the same run.
  if (project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    project.provide('embeddedDatabaseUrl', '');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-tests-'));
  const warn = (fields: Record<string, unknown>, msg: string) => console.warn(msg, fields);
  const engine = await startEmbeddedPostgres(folder, {
    log: { info: () => {}, warn, error: warn },
    database: 'postgres',
    scratch: true,
    onGiveUp: (reason) => console.error(`the tests' embedded PostgreSQL is gone: ${reason}`),
  });
  project.provide('embeddedDatabaseUrl', engine.adminUrl);
  return async () => {
    await engine.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
