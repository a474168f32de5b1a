// The house rules of scripts/check-architecture.mjs (run by `npm run lint`): the real tree passes, and
// each violation planted into a copy of it is refused with its message.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkContract, checkServer } from '../../../scripts/check-architecture.mjs';

const serverSrc = dirname(fileURLToPath(import.meta.url));
const contractSrc = resolve(serverSrc, '../../contract/src');

describe('the architecture checker', () => {
  let copy: string;
  let planted: string[] = [];

  /** Writes a file into the copy of the server tree; removed after the test. */
  const plant = (path: string, text: string) => {
    const file = join(copy, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    planted.push(file);
  };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'architecture-'));
    cpSync(serverSrc, copy, { recursive: true });
  });
  afterEach(() => {
    for (const file of planted) rmSync(file);
    planted = [];
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes the real server and contract', () => {
    expect(checkServer(serverSrc)).toEqual([]);
    expect(checkContract(contractSrc)).toEqual([]);
  });

  it("refuses an import of another module's queries.ts", () => {
    plant('modules/agency/planted.ts', "export { claimsOfClient } from '../claims/queries.js';\n");
    expect(checkServer(copy)).toEqual([
      "modules/agency/planted.ts: imports '../claims/queries.js', inside module 'claims': import its front door modules/claims/index.js",
    ]);
  });

  it('refuses pg outside a queries file', () => {
    plant('modules/claims/planted.ts', "import pg from 'pg';\nexport const pool = pg.Pool;\n");
    expect(checkServer(copy)).toEqual([
      "modules/claims/planted.ts: imports 'pg': raw SQL lives in a queries.ts or *-queries.ts (or db/)",
    ]);
  });

  it('refuses raw SQL outside a queries file', () => {
    plant(
      'modules/claims/planted.ts',
      "import { type Db, rawSqlOf } from '../../db/database.js';\n" +
        "export const one = (db: Db) => rawSqlOf(db).executeSql('select 1');\n",
    );
    expect(checkServer(copy)).toEqual([
      'modules/claims/planted.ts: runs raw SQL (rawSqlOf, executeSql, sql.raw): move it into a queries.ts',
    ]);
  });

  it('lets a queries file run raw SQL', () => {
    plant(
      'modules/claims/planted-queries.ts',
      "import pg from 'pg';\nimport { type Db, rawSqlOf } from '../../db/database.js';\n" +
        "export const one = (db: Db) => [pg, rawSqlOf(db).executeSql('select 1')];\n",
    );
    expect(checkServer(copy)).toEqual([]);
  });

  it('refuses a loop between two modules, even through front doors', () => {
    plant('modules/accounts/planted.ts', "export { insertAudit } from '../audit/index.js';\n");
    plant('modules/audit/planted.ts', "export { findUserById } from '../accounts/index.js';\n");
    expect(checkServer(copy)).toEqual(['modules: a loop between modules: audit → accounts → audit']);
  });

  it('refuses a table read outside the module that owns it', () => {
    plant(
      'modules/claims/planted-queries.ts',
      "import { users } from '../../db/schema.js';\nexport const u = users;\n",
    );
    expect(checkServer(copy)).toEqual([
      "modules/claims/planted-queries.ts: imports the table 'users' from ../../db/schema.js, owned by module 'accounts': call its front door",
    ]);
  });

  it('refuses a table read outside its owner, unless the module reads it in a join', () => {
    plant(
      'modules/calendar/planted-queries.ts',
      "import { sessions, users } from '../../db/schema.js';\nexport const s = [sessions, users];\n",
    );
    expect(checkServer(copy)).toEqual([
      "modules/calendar/planted-queries.ts: imports the table 'sessions' from ../../db/schema.js, owned by module 'auth': call its front door",
    ]);
  });

  it('refuses a write to a table a module only reads in a join', () => {
    plant(
      'modules/calendar/planted-queries.ts',
      "import type { Db } from '../../db/database.js';\nimport { users } from '../../db/schema.js';\n" +
        'export const drop = (db: Db) => db.delete(users);\n',
    );
    expect(checkServer(copy)).toEqual([
      "modules/calendar/planted-queries.ts: writes the table 'users', owned by module 'accounts': call its front door",
    ]);
  });

  it('refuses a table with no owner', () => {
    plant(
      'db/tables/planted.ts',
      "import { pgTable, serial } from 'drizzle-orm/pg-core';\n" +
        "export const plantedThings = pgTable('planted_things', { id: serial('id').primaryKey() });\n",
    );
    expect(checkServer(copy)).toEqual([
      "db/tables/planted.ts: the table 'plantedThings' has no owning module: add it to OWNED_TABLES",
    ]);
  });

  it('refuses a table of shared/ imported by a module', () => {
    plant(
      'modules/claims/planted-queries.ts',
      "import { rateCounters } from '../../db/schema.js';\nexport const r = rateCounters;\n",
    );
    expect(checkServer(copy)).toEqual([
      "modules/claims/planted-queries.ts: imports the table 'rateCounters' from ../../db/schema.js, owned by shared/: call its store",
    ]);
  });

  it('refuses a server package in the contract', () => {
    const contract = mkdtempSync(join(tmpdir(), 'architecture-contract-'));
    try {
      writeFileSync(
        join(contract, 'planted.ts'),
        "import { sql } from 'drizzle-orm';\nexport const s = sql;\n",
      );
      expect(checkContract(contract)).toEqual([
        "contract/planted.ts: imports 'drizzle-orm': the contract knows no server package",
      ]);
    } finally {
      rmSync(contract, { recursive: true, force: true });
    }
  });
});
