import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/web'],
    // One worker more than the cores (Vitest's default is one fewer): the API tests spend much of their time
    // waiting on PostgreSQL, child processes and sockets, so a 2-core machine ran them one file at a time
    // with a core idle. Measured on 2 cores: the server suite on PGlite 315 s with 1 worker, 109 s with 3.
    maxWorkers: availableParallelism() + 1,
  },
});
