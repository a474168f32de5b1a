/**
 * `npm run bench:console-lists -- [--clients N] [--documents N] [--audit N] [--reports N] [--rounds N]`:
 * the console's lists that page with a keyset cursor (issue 21: "lists paginated on the server (keyset) and fast at
 * 100,000 clients and 1,000,000 documents") on a fresh database of a PostgreSQL server (BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or 127.0.0.1:5432), dropped at the end: p50 and p99 of the first page and of a deep
 * page (a cursor far down the list) of each, through the same service the staff's call runs, beside a
 * baseline measured in the same run (one client read by primary key), with the machine's load average.
 * The data is written straight into the tables (console-data.ts; the claim reports and their desk's filters,
 * with the plans of their first pages, console-claim-reports.ts). Figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPostgres, selectRows } from '../db/database.js';
import { DeliveryQueue } from '../delivery/queue.js';
import { Jobs } from '../jobs/jobs.js';
import { importHistoryPage } from '../modules/agency-import/index.js';
import { Inbox } from '../modules/contact/index.js';
import { readClientFile } from '../modules/my-data/index.js';
import { auditLogPage, searchClients } from '../modules/users/index.js';
import { systemClock } from '../shared/clock.js';
import { RateLimiter } from '../shared/rate-limit.js';
import { load, people, percentile, writeClients } from './bench-people.js';
import { claimReportLists, writeClaimReports } from './console-claim-reports.js';
import {
  type ConsoleScale,
  STAFF,
  writeAudit,
  writeBranches,
  writeDeliveries,
  writeDocuments,
  writeImports,
  writeRequests,
} from './console-data.js';
import { dropServerDatabase, freshServerDatabase } from './server-database.js';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';
const argument = (name: string, otherwise: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? otherwise : Number(process.argv[at + 1]);
};
const CLIENTS = argument('clients', 100_000);
const SCALE: ConsoleScale = {
  documents: argument('documents', 1_000_000),
  audit: argument('audit', 1_000_000),
  requests: argument('requests', 100_000),
  imports: argument('imports', 3_650),
  failing: argument('failing', 200_000),
  sent: argument('sent', 100_000),
};
const REPORTS = argument('reports', 100_000);
const ROUNDS = argument('rounds', 100);
const NAME = `bench_console_${process.env.TEST_DATABASE_PREFIX ?? 'x'}_${process.pid}`;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const never = { send: () => Promise.reject(new Error('the bench sends nothing')) };

/** Times `run` ROUNDS times after 5 to warm up: p50, p99 and the rows of its last answer. */
async function time(run: () => Promise<number>): Promise<{ p50: number; p99: number; rows: number }> {
  for (let warm = 0; warm < 5; warm++) await run();
  const times: number[] = [];
  let rows = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const at = performance.now();
    rows = await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rows };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  console.log(
    `console lists bench: ${CLIENTS} clients, ${JSON.stringify(SCALE)}, ${ROUNDS} rounds a page; ` +
      `load at the start ${load()}`,
  );
  const url = await freshServerDatabase(SERVER_URL, NAME);
  if (!url) {
    console.log(`console lists bench: no PostgreSQL server at ${SERVER_URL} (BENCH_DATABASE_URL): skipped`);
    return;
  }
  // The reads run with the server's own limits (a statement given 4 s); the writing has no limit.
  const database = openPostgres(url);
  const writer = openPostgres(url, { queryTimeoutMs: 3_600_000, poolSize: 1 });
  let jobs: Jobs | undefined;
  try {
    await database.migrate();
    const { db } = database;
    jobs = await Jobs.open(db, quiet);
    const deliveries = await DeliveryQueue.on(jobs, { mailer: never, sms: never, log: quiet });
    const started = performance.now();
    const rows = people(CLIENTS);
    const write = writer.db;
    await writeClients(write, rows);
    await writeBranches(write);
    console.log(`clients written in ${seconds(started)}; load ${load()}`);
    const steps: [string, () => Promise<void>][] = [
      ['documents', () => writeDocuments(write, SCALE.documents)],
      ['audit log', () => writeAudit(write, SCALE.audit)],
      ['contact requests', () => writeRequests(write, SCALE.requests)],
      ['import history', () => writeImports(write, SCALE.imports)],
      ['deliveries', () => writeDeliveries(write, SCALE)],
      ['claim reports', () => writeClaimReports(write, REPORTS)],
      ['analyze', async () => void (await write.execute(sql`vacuum analyze`))],
    ];
    for (const [name, write] of steps) {
      const at = performance.now();
      await write();
      console.log(`${name} written in ${seconds(at)}; load ${load()}`);
    }
    await report(db, deliveries);
    console.log(`\nload at the end ${load()}`);
  } finally {
    await jobs?.stop();
    await writer.close();
    await database.close();
    await dropServerDatabase(SERVER_URL, NAME);
  }
}

type Database = ReturnType<typeof openPostgres>['db'];

/** The id (or key) `depth` rows down a list, newest first: where a deep page's cursor points. */
async function idAt(db: Database, table: string, where: string, depth: number): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from ${sql.raw(table)} where ${sql.raw(where)} order by id desc offset ${depth} limit 1`,
  );
  if (!row) throw new Error(`no row ${depth} deep in ${table} where ${where}`);
  return row.id;
}

async function report(db: Database, deliveries: DeliveryQueue) {
  const rateLimiter = new RateLimiter(db, systemClock);
  const inbox = new Inbox({
    db,
    clock: systemClock,
    deliveries,
    config: { PUBLIC_URL: undefined, PORT: 3000 },
    applicationId: 'bench',
  });
  const [first] = await selectRows<{ id: number }>(db, sql`select min(id) as id from clients`);
  const firstId = first?.id ?? 1;
  let turn = 0;
  const someClient = () => firstId + ((turn++ * 7919) % CLIENTS);
  const staff = STAFF[3] ?? '';
  const target = '20000042';
  const auditDeep = await idAt(db, 'audit_log', 'true', Math.floor(SCALE.audit / 2));
  const actorDeep = await idAt(db, 'audit_log', `actor = '${staff}'`, Math.floor(SCALE.audit / 50));
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const monthLater = new Date(Date.now() - 335 * 86_400_000).toISOString().slice(0, 10);
  // Halfway down the month's entries (about 41,000 at a million over two years).
  const monthDeep = await idAt(
    db,
    'audit_log',
    `at >= '${yearAgo}'::date and at < '${monthLater}'::date`,
    Math.floor(SCALE.audit / 50),
  );
  const inboxDeep = Number(await idAt(db, 'contact_requests', 'true', Math.floor(SCALE.requests / 2)));
  const [branch] = await selectRows<{ id: number }>(db, sql`select min(id) as id from branches`);
  const branchId = branch?.id ?? 1;
  const branchDeep = Number(
    await idAt(db, 'contact_requests', `branch_id = ${branchId}`, Math.floor(SCALE.requests / 80)),
  );
  const importsDeep = await idAt(db, 'import_history', 'true', Math.floor(SCALE.imports / 2));
  const [failingDeep] = await selectRows<{ cursor: string }>(
    db,
    sql`select to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '|' || id as cursor
      from pgboss.job where state in ('failed', 'retry') order by created_on desc, id desc
      offset ${Math.floor(SCALE.failing / 2)} limit 1`,
  );
  // The search's deep page: the 11th of a common surname's (after 500 results), reached page by page.
  let searchDeep: string | undefined;
  for (let page = 0; page < 10; page++) {
    const answer = await searchClients({ db, rateLimiter }, { query: 'Rossi', after: searchDeep, limit: 50 });
    searchDeep = answer.next ?? undefined;
  }
  const limits = { SESSION_IDLE_MINUTES: 30 };
  const fileDeps = { db, clock: systemClock, rateLimiter, limits, deliveries };
  const audit = (filter: Parameters<typeof auditLogPage>[1], after?: string) => async () =>
    (await auditLogPage(db, filter, { ...(after ? { after } : {}), limit: 50 })).entries.length;
  const desk = await claimReportLists(db, REPORTS);
  const lists: [string, string, () => Promise<number>][] = [
    [
      'baseline: one client by primary key',
      '',
      async () => (await selectRows(db, sql`select * from clients where id = ${someClient()}`)).length,
    ],
    ['audit log', 'first', audit({})],
    ['audit log', `after ${SCALE.audit / 2}`, audit({}, auditDeep)],
    ['audit log, one staff member', 'first', audit({ actor: staff })],
    ['audit log, one staff member', `after ${SCALE.audit / 50}`, audit({ actor: staff }, actorDeep)],
    ['audit log, one client (target)', 'first', audit({ target })],
    ['audit log, a rare action (user.disable)', 'first', audit({ action: 'user.disable' })],
    ['audit log, a month a year ago', 'first', audit({ from: yearAgo, to: monthLater })],
    ['audit log, a month a year ago', 'deep', audit({ from: yearAgo, to: monthLater }, monthDeep)],
    ['inbox', 'first', async () => (await inbox.list({ limit: 50 })).requests.length],
    [
      'inbox',
      `after ${SCALE.requests / 2}`,
      async () => (await inbox.list({ after: inboxDeep, limit: 50 })).requests.length,
    ],
    ['inbox, new', 'first', async () => (await inbox.list({ state: 'new', limit: 50 })).requests.length],
    ['inbox, mine', 'first', async () => (await inbox.list({ mine: staff, limit: 50 })).requests.length],
    ['inbox, late', 'first', async () => (await inbox.list({ late: true, limit: 50 })).requests.length],
    ["the status page's inbox figures", '', async () => (await inbox.figures()).open],
    ['inbox, one branch', 'first', async () => (await inbox.list({ branchId, limit: 50 })).requests.length],
    [
      'inbox, one branch',
      `after ${SCALE.requests / 80}`,
      async () => (await inbox.list({ branchId, after: branchDeep, limit: 50 })).requests.length,
    ],
    ['deliveries failing', 'first', async () => (await deliveries.failing({ limit: 50 })).deliveries.length],
    [
      'deliveries failing',
      `after ${SCALE.failing / 2}`,
      async () =>
        (await deliveries.failing({ after: failingDeep?.cursor ?? '', limit: 50 })).deliveries.length,
    ],
    ['import history', 'first', async () => (await importHistoryPage(db, undefined)).imports.length],
    [
      'import history',
      `after ${SCALE.imports / 2}`,
      async () => (await importHistoryPage(db, importsDeep)).imports.length,
    ],
    [
      'search, a common surname (Rossi)',
      'first',
      async () => (await searchClients({ db, rateLimiter }, { query: 'Rossi', limit: 50 })).results.length,
    ],
    [
      'search, a common surname (Rossi)',
      'after 500',
      async () =>
        (await searchClients({ db, rateLimiter }, { query: 'Rossi', after: searchDeep, limit: 50 })).results
          .length,
    ],
    ...desk.lists,
    [
      "a client's page (its documents, deliveries, requests)",
      'whole',
      async () =>
        (await readClientFile(fileDeps, staff, `GEN-${(turn++ * 7919) % CLIENTS}`)).documenti.length,
    ],
  ];
  console.log('\n| list | page | p50 ms | p99 ms | rows | load |\n|---|---|---|---|---|---|');
  for (const [name, page, run] of lists) {
    const { p50, p99, rows } = await time(run);
    console.log(
      `| ${name} | ${page} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${rows} | ${load().split(' ')[0]} |`,
    );
  }
  console.log(
    `\nclaim reports' filtered first pages, their plans (decisions/0142):\n${await desk.explain()}`,
  );
}

await main();
