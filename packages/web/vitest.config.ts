import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    // The `@/` alias of vite.config.ts.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
});
