import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { workerDatabase } from '../test/database.js';
import { openApiDocument } from './openapi.js';

const DOCUMENT = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

describe('docs/openapi.json', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: (await workerDatabase()).db, openApi: true });
    await app.ready();
  });
  afterAll(() => app.close());

  it('describes every call the server has, from the schemas it validates with (`npm run openapi` rewrites it)', () => {
    const generated = `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) writeFileSync(DOCUMENT, generated);
    const paths = Object.keys(JSON.parse(generated).paths);
    expect(paths).toContain('/v1/auth/login');
    expect(paths).toContain('/v1/data/getDossier');
    expect(paths).toContain('/v1/data/formContatti');
    expect(readFileSync(DOCUMENT, 'utf8')).toBe(generated);
  });
});
