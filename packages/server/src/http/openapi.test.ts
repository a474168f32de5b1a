import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { workerDatabase } from '../test/database.js';
import { apiMarkdown } from './api-doc.js';
import { openApiDocument } from './openapi.js';

const DOCUMENT = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));
const API_MARKDOWN = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
/** The contract's error codes with their meanings: errors.ts and every feature's `<feature>-errors.ts`. */
const CONTRACT_SOURCE = fileURLToPath(new URL('../../../contract/src/', import.meta.url));
const ERRORS_SOURCES = readdirSync(CONTRACT_SOURCE)
  .filter((name) => name.endsWith('errors.ts'))
  .sort()
  .map((name) => join(CONTRACT_SOURCE, name));

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

  it('and docs/api.md is written from it, with every code of every call and the status of every code', () => {
    const markdown = apiMarkdown(
      openApiDocument(app) as never,
      ERRORS_SOURCES.map((file) => readFileSync(file, 'utf8')).join('\n'),
    );
    if (process.env.UPDATE_OPENAPI) writeFileSync(API_MARKDOWN, markdown);
    expect(markdown).toContain('### `/v1/data/getDossier`');
    expect(markdown).toContain('| user | `userID?`: string \\| integer, `dossierId`: number \\| string |');
    expect(markdown).toContain('| 404 `NOTFOUND_001`, 423 `DATALOCKED` |');
    expect(markdown).toContain(
      '| `LOGIN_002` | 429 | Too many failed logins for the account or the address. |',
    );
    expect(readFileSync(API_MARKDOWN, 'utf8')).toBe(markdown);
  });
});
