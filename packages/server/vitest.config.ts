import { defineProject } from 'vitest/config';

export default defineProject({
  // Read the contract's TypeScript source, not a possibly stale build.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    server: { deps: { inline: [/@area-clienti\/contract/] } },
    include: ['src/**/*.test.ts'],
    // One embedded database per worker, shared by the files it runs (PGlite takes seconds to start):
    // modules are not re-imported per file, and each file resets the tables it starts from.
    isolate: false,
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
