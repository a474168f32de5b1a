// The vitest config Stryker runs one mutation target with (scripts/mutation.mjs): the target's package
// project as it is, its tests narrowed to the target's unit test files (no database, no API test).
import { defineConfig } from 'vitest/config';
import contract from '../packages/contract/vitest.config';
import server from '../packages/server/vitest.config';
import web from '../packages/web/vitest.config';

const projects = { contract, server, web };
const name = process.env.MUTATION_PACKAGE as keyof typeof projects | undefined;
const project = name && projects[name];
if (!project) throw new Error(`MUTATION_PACKAGE must be one of ${Object.keys(projects).join(', ')}`);
const include = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  ...project,
  root: `packages/${name}`,
  test: { ...project.test, include },
});
