import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { contractSchemasOnDemand } from './contract-schemas.plugin';

export default defineProject({
  // The contract's schemas as the built app takes them: each built at its first use (decisions/0121).
  plugins: [contractSchemasOnDemand()],
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
