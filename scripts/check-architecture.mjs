#!/usr/bin/env node
// The house rules Biome cannot see (docs/architecture.md, decisions/0068 and 0161): Biome judges one import
// at a time, so it neither knows which module a file belongs to nor sees a loop that runs through three
// modules. This reads packages/server/src (its tests apart: they may open any file, and ship nothing) and
// packages/contract/src through the TypeScript compiler's parse (architecture-reader.mjs), judges them by
// the lists of architecture-lists.mjs, and refuses:
// - a file reaching into another server module: only `modules/<name>/index.ts` (its front door) is open,
//   by import, re-export or `import()` alike; an `import()` of a computed path, which it cannot follow;
// - a loop between server modules (module A imports B which, through others, imports A);
// - `pg`, raw SQL (`rawSqlOf`, `executeSql`, `sql.raw`, `selectRows`) or `db.execute` of a sql template or
//   a string outside a `queries.ts`, a `*-queries.ts` or db/;
// - a table imported by a module that does not own it (OWNED_TABLES) nor reads it in a join (JOINED_TABLES),
//   under whatever name; the whole schema imported by a module (`import * as`, `import()`); a joined table
//   written; a table re-exported outside db/; a table of db/tables with no owner;
// - a module folder with no line in MODULES, and a line of the lists naming no module or table;
// - a server package (drizzle-orm, pg, fastify, …) imported into the contract.
// `--write-docs` writes the table of modules and owners of docs/architecture.md from the lists and the
// module graph; a page whose table differs fails. `npm run lint` runs this after Biome, keeping the facts
// of unchanged files between runs; architecture.test.ts plants each violation and expects its message.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  JOINED_TABLES,
  MODULES,
  OWNED_TABLES,
  OWNER_FOLDERS,
  WRITES_EVERY_TABLE,
} from './architecture-lists.mjs';
import { factsOf, keepKnownFacts, loadKnownFacts } from './architecture-reader.mjs';

export { JOINED_TABLES, MODULES, OWNED_TABLES };

/** Packages the contract must not import: it is read by the browser too, and knows nothing of storage. */
const SERVER_PACKAGES = ['drizzle-orm', 'drizzle-kit', 'pg', 'pg-boss', '@electric-sql/pglite', 'fastify'];

/** Every `.ts`/`.tsx` file under `root`, as paths relative to it with forward slashes. */
function sourceFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
        found.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');
const isQueries = (file) => /(^|\/)(queries|[\w-]+-queries)\.ts$/.test(file);
/** Benchmarks measure the database itself, with its own client; they are tools, not the app. */
const mayUseRawSql = (file) => isQueries(file) || file.startsWith('db/') || file.startsWith('bench/');

/** `modules/<name>/…` → `<name>`; any other file belongs to no module. */
function moduleOf(file) {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/** The server file a relative specifier points at (`./x.js` → `x.ts`), relative to src. */
function target(file, specifier) {
  const path = resolve('/', dirname(file), specifier).slice(1);
  return path.replace(/\.js$/, '.ts');
}

/** Loops in the module graph, each as the list of modules it passes through. */
function loopsOf(graph) {
  const loops = [];
  const seen = new Set();
  const state = new Map();
  const path = [];
  const visit = (node) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') {
        const loop = path.slice(path.indexOf(next));
        const key = [...loop].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          loops.push([...loop, next]);
        }
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return loops;
}

/** The area a file's tables are judged by: its module, or its top folder when that folder owns tables. */
function areaOf(file) {
  const folder = file.split('/')[0];
  return moduleOf(file) ?? (folder in OWNER_FOLDERS ? folder : null);
}

/** Where the owner of a table is, and the way in for everybody else. */
const ownedBy = (owner) =>
  owner in OWNER_FOLDERS
    ? `owned by ${owner}/: call its store`
    : `owned by module '${owner}': call its front door`;

/**
 * The server tree as the rules see it: each non-test file's facts (tests may open any file, and ship
 * nothing), the module graph, the tables db/tables defines (Drizzle name → SQL name and file) and the
 * module folders.
 */
export function readServer(serverSrc) {
  const files = new Map();
  for (const file of sourceFiles(serverSrc)) {
    if (!isTest(file)) files.set(file, factsOf(file, readFileSync(join(serverSrc, file), 'utf8')));
  }
  const tables = new Map();
  for (const [file, facts] of files) {
    if (file.startsWith('db/tables/'))
      for (const table of facts.tables) tables.set(table.name, { ...table, file });
  }
  const graph = new Map();
  for (const [file, facts] of files) {
    const own = moduleOf(file);
    for (const { specifier } of facts.imports) {
      const other = own && specifier?.startsWith('.') ? moduleOf(target(file, specifier)) : null;
      if (!other || other === own) continue;
      if (!graph.has(own)) graph.set(own, new Set());
      graph.get(own).add(other);
    }
  }
  const modules = readdirSync(join(serverSrc, 'modules')).filter((name) =>
    statSync(join(serverSrc, 'modules', name)).isDirectory(),
  );
  return { files, tables, graph, modules: modules.sort() };
}

/** What one file's imports, SQL and writes break. */
function fileProblems(file, facts, server) {
  const problems = [];
  const own = moduleOf(file);
  const area = areaOf(file);
  const judgesTables = area !== null && !WRITES_EVERY_TABLE.includes(area);
  const tableFiles = new Set([...server.tables.values()].map((table) => table.file));
  for (const { specifier, form, how, names, reexport } of facts.imports) {
    if (form === 'computed') {
      if (!file.startsWith('db/')) {
        problems.push(
          `${file}: imports a computed path (import(…)), which the rules cannot follow: write the path`,
        );
      }
      continue;
    }
    if ((specifier === 'pg' || specifier.startsWith('pg/')) && !mayUseRawSql(file)) {
      problems.push(`${file}: imports 'pg': raw SQL lives in a queries.ts or *-queries.ts (or db/)`);
    }
    if (!specifier.startsWith('.')) continue;
    const path = target(file, specifier);
    const other = moduleOf(path);
    if (other && other !== own && path !== `modules/${other}/index.ts`) {
      problems.push(
        `${file}: imports '${specifier}', inside module '${other}': import its front door modules/${other}/index.js`,
      );
    }
    if (path !== 'db/schema.ts' && !tableFiles.has(path)) continue;
    if (reexport && !file.startsWith('db/')) {
      const tables = names.filter(({ name }) => name in OWNED_TABLES).map(({ name }) => `'${name}'`);
      if (form === 'every' || tables.length > 0) {
        const what =
          form === 'every' ? `every table of ${specifier} (${how})` : `the table ${tables.join(', ')}`;
        problems.push(
          `${file}: re-exports ${what}: a table is imported from db/ by its owner's queries alone`,
        );
      }
      continue;
    }
    if (!judgesTables) continue;
    if (form !== 'named') {
      const owner = area in OWNER_FOLDERS ? `${area}/` : `module '${area}'`;
      problems.push(
        `${file}: imports every table of ${specifier} (${how}): import by name the tables ${owner} owns or joins`,
      );
      continue;
    }
    for (const { name, local } of names) {
      const owner = OWNED_TABLES[name];
      // Not in OWNED_TABLES: a column helper or a type, or a table with no owner, which listProblems reports.
      if (owner === undefined || owner === area) continue;
      if (!(JOINED_TABLES[area] ?? []).includes(name)) {
        problems.push(`${file}: imports the table '${name}' from ${specifier}, ${ownedBy(owner)}`);
      } else if (facts.writes.includes(local)) {
        problems.push(`${file}: writes the table '${name}', ${ownedBy(owner)}`);
      }
    }
  }
  if (!mayUseRawSql(file) && facts.rawSql.length > 0) {
    problems.push(
      `${file}: runs raw SQL (${[...facts.rawSql].sort().join(', ')}): move it into a queries.ts`,
    );
  }
  return problems;
}

/** The lists against the tree: every table and module has its line, and every line its table or module. */
function listProblems(server) {
  const problems = [];
  for (const [name, { file }] of server.tables) {
    if (!(name in OWNED_TABLES)) {
      problems.push(`${file}: the table '${name}' has no owning module: add it to OWNED_TABLES`);
    }
  }
  for (const [name, owner] of Object.entries(OWNED_TABLES)) {
    if (!server.tables.has(name))
      problems.push(`OWNED_TABLES: db/tables defines no table '${name}': remove it`);
    if (!(owner in MODULES || owner in OWNER_FOLDERS)) {
      problems.push(
        `OWNED_TABLES: the table '${name}' is owned by '${owner}', which is no module of MODULES`,
      );
    }
  }
  for (const [module, tables] of Object.entries(JOINED_TABLES)) {
    if (!(module in MODULES)) problems.push(`JOINED_TABLES: there is no module '${module}': remove its line`);
    for (const name of tables.filter((table) => !(table in OWNED_TABLES))) {
      problems.push(`JOINED_TABLES: '${module}' joins '${name}', which no line of OWNED_TABLES owns`);
    }
  }
  for (const name of server.modules) {
    if (!(name in MODULES))
      problems.push(
        `modules/${name}: no line in MODULES (scripts/architecture-lists.mjs): say in one what it is`,
      );
  }
  for (const name of Object.keys(MODULES)) {
    if (!server.modules.includes(name))
      problems.push(`MODULES: there is no module '${name}': remove its line`);
  }
  return problems;
}

/** The rules' verdict on a server source tree: one message per violation, empty when the house is in order. */
export function checkServer(serverSrc, server = readServer(serverSrc)) {
  const problems = [];
  for (const [file, facts] of server.files) problems.push(...fileProblems(file, facts, server));
  problems.push(...listProblems(server));
  for (const loop of loopsOf(server.graph)) {
    problems.push(`modules: a loop between modules: ${loop.join(' → ')}`);
  }
  return problems;
}

/** The rules' verdict on the contract's sources: it imports no server package. */
export function checkContract(contractSrc) {
  const problems = [];
  for (const file of sourceFiles(contractSrc)) {
    for (const { specifier } of factsOf(file, readFileSync(join(contractSrc, file), 'utf8')).imports) {
      if (specifier === null) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      if (SERVER_PACKAGES.includes(name) || name.startsWith('@area-clienti/server')) {
        problems.push(`contract/${file}: imports '${specifier}': the contract knows no server package`);
      }
    }
  }
  return problems;
}

export const TABLE_BEGIN =
  '<!-- generated by scripts/check-architecture.mjs from scripts/architecture-lists.mjs: edit the lists, then run node scripts/check-architecture.mjs --write-docs -->';
export const TABLE_END = '<!-- end of the generated table -->';
const WRITE_DOCS = 'node scripts/check-architecture.mjs --write-docs';

/** Each module's floor: 0 when it imports no module, else one above the highest it imports. */
function floorsOf(server) {
  const floors = new Map();
  const floor = (name, passing = new Set()) => {
    if (!floors.has(name)) {
      const below = [...(server.graph.get(name) ?? [])].filter((next) => !passing.has(next));
      const on = Math.max(-1, ...below.map((next) => floor(next, new Set([...passing, name])))) + 1;
      floors.set(name, on);
    }
    return floors.get(name);
  };
  for (const name of server.modules) floor(name);
  return floors;
}

/** The table of modules and owners docs/architecture.md shows, from the lists and the module graph. */
export function modulesTable(server) {
  const floors = floorsOf(server);
  const names = (tables) =>
    tables.map((name) => `\`${server.tables.get(name)?.sqlName ?? name}\``).join(', ') || '—';
  const owned = (owner) => names(Object.keys(OWNED_TABLES).filter((name) => OWNED_TABLES[name] === owner));
  const joined = (name) =>
    WRITES_EVERY_TABLE.includes(name) ? 'writes every table' : names(JOINED_TABLES[name] ?? []);
  const rows = [
    ...Object.entries(OWNER_FOLDERS).map(
      ([name, what]) => `| — | \`${name}/\` | ${what} | ${owned(name)} | — |`,
    ),
    ...[...server.modules]
      .sort((a, b) => floors.get(a) - floors.get(b) || a.localeCompare(b))
      .map(
        (name) =>
          `| ${floors.get(name)} | \`${name}\` | ${MODULES[name] ?? '?'} | ${owned(name)} | ${joined(name)} |`,
      ),
  ];
  return [
    TABLE_BEGIN,
    '| Floor | Module | What it is | Owns | Joins |',
    '|---|---|---|---|---|',
    ...rows,
    TABLE_END,
  ].join('\n');
}

/** The page with its generated table replaced by `table`; null when the page has no markers. */
export function withTable(doc, table) {
  const start = doc.indexOf(TABLE_BEGIN);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start) return null;
  return doc.slice(0, start) + table + doc.slice(end + TABLE_END.length);
}

/** The page's table against the one the lists make. */
export function checkDocs(doc, server) {
  const written = withTable(doc, modulesTable(server));
  if (written === null)
    return [`docs/architecture.md: no generated table (its markers are gone): put back ${TABLE_BEGIN}`];
  return written === doc
    ? []
    : [`docs/architecture.md: the table of modules and owners is stale: run ${WRITE_DOCS}`];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const kept = join(root, 'node_modules/.cache/check-architecture/facts.json');
  loadKnownFacts(kept);
  const server = readServer(join(root, 'packages/server/src'));
  const docPath = join(root, 'docs/architecture.md');
  const doc = readFileSync(docPath, 'utf8');
  if (process.argv.includes('--write-docs')) {
    const written = withTable(doc, modulesTable(server));
    if (written === null) throw new Error(`docs/architecture.md has no ${TABLE_BEGIN}`);
    writeFileSync(docPath, written);
    console.log('docs/architecture.md: the table of modules and owners written.');
  }
  const problems = [
    ...checkServer(join(root, 'packages/server/src'), server),
    ...checkContract(join(root, 'packages/contract/src')),
    ...checkDocs(readFileSync(docPath, 'utf8'), server),
  ];
  try {
    keepKnownFacts(kept);
  } catch (error) {
    // Keeping them only spares the next run the parse.
    console.warn(`(the files' facts were not kept: ${error.message})`);
  }
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} architecture rule(s) broken (docs/architecture.md).`);
    process.exit(1);
  }
  console.log(
    'Architecture: front doors, no loops between modules, SQL in queries files, one owner per table, a storage-free contract.',
  );
}
