// The house rules of scripts/check-architecture.mjs (run by `npm run lint`): the real tree passes and
// docs/architecture.md holds the table its lists make; each violation planted into a copy of the tree is
// refused with its message.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkContract, checkDocs, checkServer, readServer } from '../../../scripts/check-architecture.mjs';

const serverSrc = dirname(fileURLToPath(import.meta.url));
const contractSrc = resolve(serverSrc, '../../contract/src');
const architectureDoc = resolve(serverSrc, '../../../docs/architecture.md');

/** Each case plants files into a copy of the server tree and expects the checker's messages, in order. */
const plantedCases: { name: string; plants: [path: string, text: string][]; refused: string[] }[] = [
  {
    name: 'refuses a module with no line in MODULES',
    plants: [['modules/planted-feature/index.ts', 'export const nothing = 0;\n']],
    refused: [
      'modules/planted-feature: no line in MODULES (scripts/architecture-lists.mjs): say in one what it is',
    ],
  },
  {
    name: "refuses an import of another module's queries.ts",
    plants: [['modules/agency/planted.ts', "export { claimsOfClient } from '../claims/queries.js';\n"]],
    refused: [
      "modules/agency/planted.ts: imports '../claims/queries.js', inside module 'claims': import its front door modules/claims/index.js",
    ],
  },
  {
    name: 'refuses pg outside a queries file',
    plants: [['modules/claims/planted.ts', "import pg from 'pg';\nexport const pool = pg.Pool;\n"]],
    refused: [
      "modules/claims/planted.ts: imports 'pg': raw SQL lives in a queries.ts or *-queries.ts (or db/)",
    ],
  },
  {
    name: 'refuses raw SQL outside a queries file',
    plants: [
      [
        'modules/claims/planted.ts',
        "import { type Db, rawSqlOf } from '../../db/database.js';\n" +
          "export const one = (db: Db) => rawSqlOf(db).executeSql('select 1');\n",
      ],
    ],
    refused: ['modules/claims/planted.ts: runs raw SQL (executeSql, rawSqlOf): move it into a queries.ts'],
  },
  {
    name: 'refuses db.execute of a sql template or a string outside a queries file',
    plants: [
      [
        'http/planted.ts',
        "import { sql } from 'drizzle-orm';\nimport type { Db } from '../db/database.js';\n" +
          'export const ready = (db: Db) => db.execute(sql`select 1`);\n',
      ],
      [
        'modules/claims/planted.ts',
        "import type { Db } from '../../db/database.js';\nconst count = 'select count(*) from sinistri';\n" +
          'export const claimCount = (tx: Db) => tx.execute(count);\n',
      ],
      // A prepared query's `.execute({ … })` runs SQL its queries file wrote: not raw SQL here.
      [
        'modules/claims/planted-prepared.ts',
        'export const run = (statement: { execute(values: object): unknown }) => statement.execute({ id: 1 });\n',
      ],
    ],
    refused: [
      'http/planted.ts: runs raw SQL (db.execute): move it into a queries.ts',
      'modules/claims/planted.ts: runs raw SQL (tx.execute): move it into a queries.ts',
    ],
  },
  {
    name: 'lets a queries file run raw SQL',
    plants: [
      [
        'modules/claims/planted-queries.ts',
        "import pg from 'pg';\nimport { sql } from 'drizzle-orm';\nimport { type Db, rawSqlOf } from '../../db/database.js';\n" +
          "export const one = (db: Db) => [pg, rawSqlOf(db).executeSql('select 1'), db.execute(sql`select 1`)];\n",
      ],
    ],
    refused: [],
  },
  {
    name: 'refuses a loop between two modules, even through front doors',
    plants: [
      ['modules/accounts/planted.ts', "export { insertAudit } from '../audit/index.js';\n"],
      ['modules/audit/planted.ts', "export { findUserById } from '../accounts/index.js';\n"],
    ],
    refused: ['modules: a loop between modules: audit → accounts → audit'],
  },
  {
    name: 'refuses a table read outside the module that owns it',
    plants: [
      [
        'modules/claims/planted-queries.ts',
        "import { users } from '../../db/schema.js';\nexport const u = users;\n",
      ],
    ],
    refused: [
      "modules/claims/planted-queries.ts: imports the table 'users' from ../../db/schema.js, owned by module 'accounts': call its front door",
    ],
  },
  {
    name: 'refuses a table read outside its owner, unless the module reads it in a join',
    plants: [
      [
        'modules/calendar/planted-queries.ts',
        "import { sessions, users } from '../../db/schema.js';\nexport const s = [sessions, users];\n",
      ],
    ],
    refused: [
      "modules/calendar/planted-queries.ts: imports the table 'sessions' from ../../db/schema.js, owned by module 'auth': call its front door",
    ],
  },
  {
    name: "refuses a renamed import of another module's table, however the import is laid out",
    plants: [
      [
        'modules/claims/planted-queries.ts',
        "import {\n  // the claim's holder, for the list\n  clients as holders,\n} from '../../db/schema.js';\n" +
          'export const h = holders;\n',
      ],
    ],
    refused: [
      "modules/claims/planted-queries.ts: imports the table 'clients' from ../../db/schema.js, owned by module 'profile': call its front door",
    ],
  },
  {
    name: 'refuses the whole schema imported by a module, by namespace or import()',
    plants: [
      [
        'modules/claims/planted-queries.ts',
        "import * as tables from '../../db/schema.js';\nexport const holders = tables.clients;\n",
      ],
      ['modules/claims/planted-later.ts', "export const schema = () => import('../../db/schema.js');\n"],
    ],
    refused: [
      "modules/claims/planted-later.ts: imports every table of ../../db/schema.js (import()): import by name the tables module 'claims' owns or joins",
      "modules/claims/planted-queries.ts: imports every table of ../../db/schema.js (import * as tables): import by name the tables module 'claims' owns or joins",
    ],
  },
  {
    name: 'refuses a table re-exported outside db/, where another module could import it',
    plants: [
      [
        'modules/profile/planted.ts',
        "export { clients } from '../../db/schema.js';\nexport * from '../../db/tables/accounts.js';\n",
      ],
    ],
    refused: [
      "modules/profile/planted.ts: re-exports the table 'clients': a table is imported from db/ by its owner's queries alone",
      "modules/profile/planted.ts: re-exports every table of ../../db/tables/accounts.js (export *): a table is imported from db/ by its owner's queries alone",
    ],
  },
  {
    name: "refuses an import() of another module's inner file, and of a computed path",
    plants: [
      [
        'modules/claims/planted.ts',
        'export const search = () => import(`../profile/search-queries.js`);\n' +
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's template, not this one's
          'export const queriesOf = (name: string) => import(`../${name}/queries.js`);\n',
      ],
    ],
    refused: [
      "modules/claims/planted.ts: imports '../profile/search-queries.js', inside module 'profile': import its front door modules/profile/index.js",
      'modules/claims/planted.ts: imports a computed path (import(…)), which the rules cannot follow: write the path',
    ],
  },
  {
    name: 'refuses a write to a table a module only reads in a join, under whatever name it was imported',
    plants: [
      [
        'modules/calendar/planted-queries.ts',
        "import type { Db } from '../../db/database.js';\nimport { users } from '../../db/schema.js';\n" +
          'export const drop = (db: Db) => db.delete(users);\n',
      ],
      [
        'modules/calendar/planted-renamed-queries.ts',
        "import type { Db } from '../../db/database.js';\nimport { users as accounts } from '../../db/schema.js';\n" +
          'export const drop = (db: Db) => db.delete(accounts);\n',
      ],
    ],
    refused: [
      "modules/calendar/planted-queries.ts: writes the table 'users', owned by module 'accounts': call its front door",
      "modules/calendar/planted-renamed-queries.ts: writes the table 'users', owned by module 'accounts': call its front door",
    ],
  },
  {
    name: 'refuses a table with no owner',
    plants: [
      [
        'db/tables/planted.ts',
        "import { pgTable, serial } from 'drizzle-orm/pg-core';\n" +
          "export const plantedThings = pgTable('planted_things', { id: serial('id').primaryKey() });\n",
      ],
    ],
    refused: ["db/tables/planted.ts: the table 'plantedThings' has no owning module: add it to OWNED_TABLES"],
  },
  {
    name: 'refuses a table of shared/ imported by a module',
    plants: [
      [
        'modules/claims/planted-queries.ts',
        "import { rateCounters } from '../../db/schema.js';\nexport const r = rateCounters;\n",
      ],
    ],
    refused: [
      "modules/claims/planted-queries.ts: imports the table 'rateCounters' from ../../db/schema.js, owned by shared/: call its store",
    ],
  },
];

describe('the architecture checker', () => {
  let copy: string;
  let planted: string[] = [];

  /** Writes a file into the copy of the server tree; removed after the test, with any folder it made. */
  const plant = (path: string, text: string) => {
    const file = join(copy, path);
    const made = mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    planted.push(made ?? file);
  };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'architecture-'));
    cpSync(serverSrc, copy, { recursive: true });
  });
  afterEach(() => {
    for (const path of planted) rmSync(path, { recursive: true });
    planted = [];
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes the real server and contract, and finds its table in docs/architecture.md', () => {
    const server = readServer(serverSrc);
    expect(checkServer(serverSrc, server)).toEqual([]);
    expect(checkContract(contractSrc)).toEqual([]);
    expect(checkDocs(readFileSync(architectureDoc, 'utf8'), server)).toEqual([]);
  });

  it('refuses a table of modules in docs/architecture.md that is not the one its lists make', () => {
    const doc = readFileSync(architectureDoc, 'utf8');
    const withoutARow = doc.replace(/^\| \d \| `go-live` \|.*\n/m, '');
    expect(withoutARow).not.toBe(doc);
    expect(checkDocs(withoutARow, readServer(serverSrc))).toEqual([
      'docs/architecture.md: the table of modules and owners is stale: run node scripts/check-architecture.mjs --write-docs',
    ]);
  });

  for (const { name, plants, refused } of plantedCases) {
    it(name, () => {
      for (const [path, text] of plants) plant(path, text);
      expect(checkServer(copy)).toEqual(refused);
    });
  }

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
