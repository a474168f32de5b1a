import { defineProject } from 'vitest/config';

export default defineProject({
  // Read the contract's TypeScript source, not a possibly stale build.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    server: { deps: { inline: [/@area-clienti\/contract/] } },
    include: ['src/**/*.test.ts'],
    // One embedded PostgreSQL for the run (or the server TEST_DATABASE_URL names), one database per worker.
    globalSetup: ['src/test/embedded-engine-setup.ts'],
    // One database per worker, shared by the files it runs: modules are not re-imported per file, and each
    // file resets the tables it starts from.
    isolate: false,
    pool: 'forks',
    // Sized for a busy machine (issue 38: `npm test` passes beside two CPU-bound processes): a bound only a
    // test that has already failed reaches; tests wait on events, not on clocks.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
