import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `npm test` (scripts/test.mjs) runs the server's tests on both engines in one Vitest run: the project
 * `server` on the run's embedded PostgreSQL, and, when it names a server in TEST_DATABASE_URL_ALSO, the
 * project `server-postgres` on it. One run, not two one after the other: the long files at the end of one
 * (carry-over, engine lifecycle) no longer leave workers idle while the other waits to start.
 */
const alsoOnServer = process.env.TEST_DATABASE_URL_ALSO;
const serverPostgres: TestProjectInlineConfiguration = {
  extends: './packages/server/vitest.config.ts',
  root: './packages/server',
  test: {
    name: 'server-postgres',
    env: { TEST_DATABASE_URL: alsoOnServer ?? '' },
    // What does not run on the test database runs once, in the project `server`: the resilience suites and
    // the embedded engine's own tests make, stop and kill PostgreSQL clusters of their own.
    exclude: ['**/node_modules/**', '**/resilience/**', '**/db/embedded/**'],
  },
};

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/server',
      'packages/web',
      ...(alsoOnServer ? [serverPostgres] : []),
    ],
    // One worker more than the cores (Vitest's default is one fewer): the API tests spend much of their time
    // waiting on PostgreSQL, child processes and sockets, so a 2-core machine ran them one file at a time
    // with a core idle. Measured on 2 cores: the server suite on PGlite 315 s with 1 worker, 109 s with 3.
    maxWorkers: availableParallelism() + 1,
  },
});
