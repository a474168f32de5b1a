#!/usr/bin/env node
// The house rules Biome cannot see (docs/architecture.md, decisions/0068): Biome judges one import at a
// time, so it neither knows which module a file belongs to nor sees a loop that runs through three modules.
// This reads the import lines of packages/server/src and packages/contract/src and refuses:
// - a file reaching into another server module: only `modules/<name>/index.ts` (its front door) is open;
// - a loop between server modules (module A imports B which, through others, imports A);
// - `pg` or raw SQL (`rawSqlOf`, `executeSql`, `sql.raw`) outside a `queries.ts`, a `*-queries.ts` or db/;
// - a table imported by a module that does not own it (OWNED_TABLES) nor reads it in a join (JOINED_TABLES),
//   a joined table written, and a table of db/tables with no owner;
// - a server package (drizzle-orm, pg, fastify, …) imported into the contract.
// `npm run lint` runs it after Biome; architecture.test.ts plants each violation and expects its message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packages the contract must not import: it is read by the browser too, and knows nothing of storage. */
const SERVER_PACKAGES = ['drizzle-orm', 'drizzle-kit', 'pg', 'pg-boss', '@electric-sql/pglite', 'fastify'];

/**
 * Every table has one owner: the module whose meaning it is (docs/architecture.md says why each). Only the
 * owner's queries import it; the others call its front door. Three tables belong to no feature but to the
 * floor that serves them all: one-time codes and rate counters to `shared/`, the outbox to `delivery/`.
 * A table of db/tables that is missing here fails the check, so a new table gets its owner when it is made.
 */
export const OWNED_TABLES = {
  users: 'accounts',
  userRoles: 'accounts',
  userCodeSequence: 'accounts',
  auditLog: 'audit',
  sessions: 'auth',
  trustedDevices: 'auth',
  calendarFeeds: 'calendar',
  claimReports: 'claim-reports',
  claimReportEvents: 'claim-reports',
  claimReportMessages: 'claim-reports',
  claimReportFeedSequence: 'claim-reports',
  feaTermsAcceptances: 'claim-reports',
  claimReportFiles: 'claim-report-files',
  claimReportUploads: 'claim-report-files',
  claimReportUploadChunks: 'claim-report-files',
  referenti: 'claims',
  sinistri: 'claims',
  contactRequests: 'contact',
  contactRequestNotes: 'contact',
  contactRequestNumbers: 'contact',
  contactRequestMessages: 'contact',
  documents: 'documents',
  dossiers: 'dossiers',
  beni: 'dossiers',
  datiTecnici: 'dossiers',
  garanzie: 'dossiers',
  movimenti: 'dossiers',
  nucleoMembers: 'dossiers',
  riserve: 'dossiers',
  settori: 'dossiers',
  importHistory: 'agency-import',
  feedProgress: 'agency-import',
  invites: 'invites',
  bulkInvitations: 'invites',
  bulkInvitationClients: 'invites',
  loginMessages: 'messages',
  loginMessageReads: 'messages',
  loginMessageRecipients: 'messages',
  loginMessageShows: 'messages',
  privacyConsents: 'privacy',
  privacyTemplates: 'privacy',
  clients: 'profile',
  clientNames: 'profile',
  addresses: 'profile',
  branches: 'profile',
  repairCentres: 'repair-centres',
  ssoTokensUsed: 'sso',
  passkeys: 'passkeys',
  passkeyChallenges: 'passkeys',
  secondFactors: 'second-factor',
  recoveryCodes: 'second-factor',
  oneTimeCodes: 'shared',
  rateCounters: 'shared',
  storedFiles: 'shared',
  outbox: 'delivery',
  ownDataChanges: 'own-data',
  ownDataFeedSequence: 'own-data',
  payments: 'payments',
  paymentNotifications: 'payments',
  paymentBookEntries: 'payments',
};

/**
 * Tables a module's queries read inside a join to its own main table, though another module owns them: the
 * join stays one SQL query instead of two calls (or N+1). Read only: an insert, update or delete on one of
 * them is refused. The join lives with the owner of the table it selects from, named for what it returns.
 */
export const JOINED_TABLES = {
  // …and the shared client filter (accounts/filter-queries.ts): a product is any of the client's policies.
  accounts: ['clients', 'branches', 'invites', 'dossiers'],
  auth: ['users', 'userRoles'],
  calendar: ['users'],
  claims: ['dossiers'],
  // The sweep of files whose report is gone (claim-report-files/queries.ts).
  'claim-report-files': ['claimReports'],
  // The desk's list (claim-reports/desk-queries.ts): each report with its client's name and account's user ID.
  'claim-reports': ['users', 'clients'],
  // The inbox names the client's account by its user ID.
  contact: ['branches', 'users'],
  documents: ['dossiers'],
  // …and `payments` (the payments module's): an instalment paid online is no longer unpaid (decisions/0152).
  dossiers: ['sinistri', 'documents', 'payments'],
  // Bulk invitations (modules/invites/bulk-queries.ts): the clients a filter chooses (the filter itself is
  // accounts' chosenByFilter), and their accounts.
  invites: ['users', 'clients'],
  messages: ['users'],
  // The console's search (profile/search-queries.ts): a client by a policy, plate or claim, and its account.
  profile: ['dossiers', 'sinistri', 'users', 'invites'],
  // The own data's feed (own-data/queries.ts): each change with its client's id in the feed and account's user ID.
  'own-data': ['clients', 'users'],
  // The payments (payments/*-queries.ts): each with its client's name and id in the feed, the account's
  // e-mail of the moment (the receipt's), and the instalment as the last import gives it (the books' disagreement).
  payments: ['clients', 'users', 'movimenti'],
};

/**
 * The two modules that touch every table by their nature: the agency's feed writes all of the agency's
 * data in one transaction (docs/import.md), and the retention purge deletes what is past its time.
 */
const WRITES_EVERY_TABLE = ['agency-import', 'maintenance'];

/**
 * Folders outside modules/ that own a table (OWNED_TABLES): their files import only their own tables. The
 * other folders outside modules/ are wiring above every module (seed/ writes the demo agency's first
 * accounts before any service exists) or tools (bench/), as before.
 */
const OWNER_FOLDERS = ['shared', 'delivery'];

const IMPORT_LINE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const RAW_SQL = /\brawSqlOf\s*\(|\.executeSql\s*\(|\bsql\.raw\s*\(/;
const TABLE_DEFINITION = /^export const (\w+) = pg(?:Table|Sequence)\(/gm;
const TABLE_IMPORT =
  /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]*\/db\/(?:schema|tables\/[\w-]+)\.js)['"]/g;

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

/** The specifiers of a file's static and dynamic imports and re-exports. */
export function importsOf(text) {
  const specifiers = [];
  for (const pattern of [IMPORT_LINE, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) specifiers.push(match[1]);
  }
  return specifiers;
}

/** `modules/<name>/…` → `<name>`; any other file belongs to no module. */
function moduleOf(file) {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');
const isQueries = (file) => /(^|\/)(queries|[\w-]+-queries)\.ts$/.test(file);
/** Benchmarks measure the database itself, with its own client; they are tools, not the app. */
const mayUseRawSql = (file) => isQueries(file) || file.startsWith('db/') || file.startsWith('bench/');

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
  return moduleOf(file) ?? (OWNER_FOLDERS.includes(folder) ? folder : null);
}

/** Where the owner of a table is, and the way in for everybody else. */
const ownedBy = (owner) =>
  OWNER_FOLDERS.includes(owner)
    ? `owned by ${owner}/: call its store`
    : `owned by module '${owner}': call its front door`;

/** A table imported by a file whose area neither owns it nor joins it; a joined table written; an unknown table. */
function tableProblems(file, text) {
  const problems = [];
  const area = areaOf(file);
  if (area === null || WRITES_EVERY_TABLE.includes(area)) return problems;
  for (const [, names, from] of text.matchAll(TABLE_IMPORT)) {
    for (const part of names.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)[0];
      if (!name) continue;
      const owner = OWNED_TABLES[name];
      // Not in OWNED_TABLES: a column helper or a type, or a table with no owner, which unownedTables reports.
      if (owner === undefined || owner === area) continue;
      if (!(JOINED_TABLES[area] ?? []).includes(name)) {
        problems.push(`${file}: imports the table '${name}' from ${from}, ${ownedBy(owner)}`);
      } else if (new RegExp(`\\.(?:insert|update|delete)\\(\\s*${name}\\s*\\)`).test(text)) {
        problems.push(`${file}: writes the table '${name}', ${ownedBy(owner)}`);
      }
    }
  }
  return problems;
}

/** Every table or sequence db/tables defines must have its owner in OWNED_TABLES. */
function unownedTables(serverSrc) {
  const problems = [];
  for (const file of sourceFiles(join(serverSrc, 'db/tables'))) {
    const text = readFileSync(join(serverSrc, 'db/tables', file), 'utf8');
    for (const [, name] of text.matchAll(TABLE_DEFINITION)) {
      if (!(name in OWNED_TABLES)) {
        problems.push(`db/tables/${file}: the table '${name}' has no owning module: add it to OWNED_TABLES`);
      }
    }
  }
  return problems;
}

/** The rules' verdict on a server source tree: one message per violation, empty when the house is in order. */
export function checkServer(serverSrc) {
  const problems = [];
  const graph = new Map();
  for (const file of sourceFiles(serverSrc)) {
    const text = readFileSync(join(serverSrc, file), 'utf8');
    const own = moduleOf(file);
    for (const specifier of importsOf(text)) {
      if ((specifier === 'pg' || specifier.startsWith('pg/')) && !mayUseRawSql(file) && !isTest(file)) {
        problems.push(`${file}: imports 'pg': raw SQL lives in a queries.ts or *-queries.ts (or db/)`);
      }
      if (!specifier.startsWith('.')) continue;
      const path = target(file, specifier);
      const other = moduleOf(path);
      if (!other || other === own) continue;
      // A test may open a module's inner files: checking them is its job, and nothing ships it.
      if (path !== `modules/${other}/index.ts` && !isTest(file)) {
        problems.push(
          `${file}: imports '${specifier}', inside module '${other}': import its front door modules/${other}/index.js`,
        );
      }
      if (own && !isTest(file)) {
        if (!graph.has(own)) graph.set(own, new Set());
        graph.get(own).add(other);
      }
    }
    if (!mayUseRawSql(file) && !isTest(file) && RAW_SQL.test(text)) {
      problems.push(`${file}: runs raw SQL (rawSqlOf, executeSql, sql.raw): move it into a queries.ts`);
    }
    if (!isTest(file)) problems.push(...tableProblems(file, text));
  }
  problems.push(...unownedTables(serverSrc));
  for (const loop of loopsOf(graph)) {
    problems.push(`modules: a loop between modules: ${loop.join(' → ')}`);
  }
  return problems;
}

/** The rules' verdict on the contract's sources: it imports no server package. */
export function checkContract(contractSrc) {
  const problems = [];
  for (const file of sourceFiles(contractSrc)) {
    for (const specifier of importsOf(readFileSync(join(contractSrc, file), 'utf8'))) {
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = [
    ...checkServer(join(root, 'packages/server/src')),
    ...checkContract(join(root, 'packages/contract/src')),
  ];
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} architecture rule(s) broken (docs/architecture.md).`);
    process.exit(1);
  }
  console.log(
    'Architecture: front doors, no loops between modules, SQL in queries files, a storage-free contract.',
  );
}
