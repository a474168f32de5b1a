/**
 * `npm run bench:million -- [--clients N] [--rounds R] [--keep | --reuse NAME]`: the console and the area at a million clients
 * (issue 37 item 2), on fresh databases of a PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432), dropped at the end. The demo agency, then N clients (1,000,000 by default) in the
 * generator's proportions, written straight into the tables (million-agency.ts): 3 N policies and claims,
 * 10 N documents. Then, beside a baseline measured in the same run (one client read by primary key):
 * - p50 and p99 of every kind of the console's search (target p50 ≤ 50 ms, p99 ≤ 200 ms), each round a
 *   different client's key, and how many rounds found that client on the first page;
 * - a client's page in the console (getClientFile's reading and the first page of the documents; ≤ 100 ms);
 * - a client's reads of the area: the demo's own clients among the million beside the same clients on the
 *   demo agency alone (≤ 1.2×), and generated clients for comparison.
 * Figures with the machine's load, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testConfig } from '../config.js';
import { openPostgres, selectRows } from '../db/database.js';
import { DeliveryQueue } from '../delivery/queue.js';
import { Jobs } from '../jobs/jobs.js';
import { documentsPageOfClient } from '../modules/documents/index.js';
import { readClientFile } from '../modules/my-data/index.js';
import { searchClients } from '../modules/users/index.js';
import { seedDemoAgency } from '../seed/demo-agency.js';
import { systemClock } from '../shared/clock.js';
import { RateLimiter } from '../shared/rate-limit.js';
import { load, people, percentile } from './bench-people.js';
import { CLIENT_READS, clientReadLatencies } from './client-reads.js';
import { STAFF } from './console-data.js';
import { argument, SERVER_URL } from './import-data-set.js';
import { writeMillionAgency } from './million-agency.js';
import { dropServerDatabase, freshServerDatabase, serverDatabaseUrl } from './server-database.js';

const CLIENTS = Number(argument('clients') ?? 1_000_000);
const ROUNDS = Number(argument('rounds') ?? 200);
const WARM = 10;
/** `--keep`: the databases are left for a look at the plans (their names printed), not dropped. */
const KEEP = process.argv.includes('--keep');
/** `--reuse <name>`: the agency a run kept, brought up to the latest migration and measured again. */
const REUSE = argument('reuse');
const REUSING = REUSE !== undefined;
const NAME = REUSE ?? `bench_million_${process.env.TEST_DATABASE_PREFIX ?? 'x'}_${process.pid}`;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const never = { send: () => Promise.reject(new Error('the bench sends nothing')) };

/** What the console's search is given for one client, read back from the tables. */
interface SearchKeys {
  id: number;
  agencyId: string;
  cf: string;
  nome: string;
  cognome: string;
  email: string;
  policy: string;
  plate: string | null;
  claim: string;
}

/** A word with one letter dropped from its middle: 'Rossi' → 'Rosi'. */
const dropOne = (word: string, at: number) => {
  const where = 1 + (at % Math.max(word.length - 2, 1));
  return word.slice(0, where) + word.slice(where + 1);
};
/** An e-mail with two neighbouring letters of its name swapped: 'mario.rossi@' → 'mraio.rossi@'. */
const swapTwo = (email: string, at: number) => {
  const local = email.slice(0, email.indexOf('@'));
  const where = 1 + (at % Math.max(local.length - 3, 1));
  return `${local.slice(0, where)}${local[where + 1]}${local[where]}${local.slice(where + 2)}${email.slice(local.length)}`;
};

const ms = (value: number) => value.toFixed(1);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  console.log(`million bench: ${CLIENTS} clients, ${ROUNDS} rounds a kind; load at the start ${load()}`);
  const url = REUSING ? serverDatabaseUrl(SERVER_URL, NAME) : await freshServerDatabase(SERVER_URL, NAME);
  const demoUrl = await freshServerDatabase(SERVER_URL, `${NAME}_demo`);
  if (!url || !demoUrl) {
    console.log(`million bench: no PostgreSQL server at ${SERVER_URL} (BENCH_DATABASE_URL): skipped`);
    return;
  }
  const config = testConfig();
  const database = openPostgres(url);
  const demo = openPostgres(demoUrl);
  // The writing has no statement timeout and one connection (million-agency.ts sets it up for the copy).
  const writer = openPostgres(url, { queryTimeoutMs: 7_200_000, poolSize: 1 });
  let jobs: Jobs | undefined;
  try {
    await database.migrate();
    await demo.migrate();
    await seedDemoAgency(demo.db, config);
    if (!REUSING) {
      await seedDemoAgency(database.db, config);
      const started = performance.now();
      const rows = people(CLIENTS);
      console.log(`${CLIENTS} people made in ${seconds(started)}; writing them …`);
      await writeMillionAgency(writer.db, rows);
      console.log(`the agency written in ${seconds(started)}; load ${load()}`);
    } else await writer.db.execute(sql`analyze`);
    const { db } = database;
    const [size] = await selectRows<{ size: string }>(
      db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(`database size ${size?.size}`);
    jobs = await Jobs.open(db, quiet);
    const deliveries = await DeliveryQueue.on(jobs, { mailer: never, sms: never, log: quiet });

    const sample = await sampleKeys(db);
    await searches(db, sample);
    await clientPage(db, deliveries, sample);
    await clientReads(db, demo.db);
    console.log(`\nload at the end ${load()}`);
  } finally {
    await jobs?.stop();
    await writer.close();
    await database.close();
    await demo.close();
    await dropServerDatabase(SERVER_URL, `${NAME}_demo`);
    if (KEEP || REUSING) console.log(`kept: database ${NAME} (--reuse ${NAME})`);
    else await dropServerDatabase(SERVER_URL, NAME);
  }
}

type Database = ReturnType<typeof openPostgres>['db'];

/** The keys of WARM + ROUNDS generated clients spread over the whole agency, read back from the tables. */
async function sampleKeys(db: Database): Promise<SearchKeys[]> {
  const ids = `{${Array.from({ length: WARM + ROUNDS }, (_, n) => `GEN-${(n * 7_919 + 13) % CLIENTS}`).join(',')}}`;
  return selectRows<SearchKeys>(
    db,
    sql`select c.id, c.agency_id as "agencyId", c.codice_fiscale as cf, c.nome, c.cognome, c.email,
        (select numero_polizza from dossiers d where d.client_id = c.id order by d.id limit 1) as policy,
        (select targa from dossiers d where d.client_id = c.id and targa is not null order by d.id limit 1) as plate,
        (select s.numero_sinistro_compagnia from sinistri s join dossiers d on d.id = s.dossier_id
          where d.client_id = c.id order by s.id limit 1) as claim
      from clients c where c.agency_id = any(${ids}::text[]) order by c.id`,
  );
}

/** Times `run` over the sample (the first WARM not counted): p50, p99, and the rounds that found their client. */
async function timeOver(
  sample: SearchKeys[],
  run: (keys: SearchKeys, round: number) => Promise<boolean>,
): Promise<{ p50: number; p99: number; found: number; rounds: number }> {
  const times: number[] = [];
  let found = 0;
  for (const [round, keys] of sample.entries()) {
    const at = performance.now();
    const hit = await run(keys, round);
    if (round < WARM) continue;
    times.push(performance.now() - at);
    if (hit) found++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), found, rounds: times.length };
}

async function searches(db: Database, sample: SearchKeys[]) {
  const deps = { db, rateLimiter: new RateLimiter(db, systemClock) };
  const finds = (query: string, keys: SearchKeys) =>
    searchClients(deps, { query, after: undefined }).then(({ results }) =>
      results.some((result) => result.clientId === keys.agencyId),
    );
  const withPlate = sample.filter((keys) => keys.plate !== null);
  const kinds: [string, SearchKeys[], (keys: SearchKeys, round: number) => Promise<boolean>][] = [
    [
      'baseline: one client by primary key',
      sample,
      async (keys) => (await selectRows(db, sql`select * from clients where id = ${keys.id}`)).length === 1,
    ],
    ['a tax code', sample, (keys) => finds(keys.cf, keys)],
    ['a surname and a name', sample, (keys) => finds(`${keys.cognome} ${keys.nome}`, keys)],
    [
      'a misspelt surname and a name',
      sample,
      (keys, round) => finds(`${dropOne(keys.cognome, round)} ${keys.nome}`, keys),
    ],
    ['a misspelt surname alone', sample, (keys, round) => finds(dropOne(keys.cognome, round), keys)],
    ['an e-mail', sample, (keys) => finds(keys.email, keys)],
    ['an e-mail with a typo', sample, (keys, round) => finds(swapTwo(keys.email, round), keys)],
    ['a policy number', sample, (keys) => finds(keys.policy, keys)],
    [
      `a plate (${withPlate.length - WARM} clients with one)`,
      withPlate,
      (keys) => finds(keys.plate ?? '', keys),
    ],
    ['a claim number', sample, (keys) => finds(keys.claim, keys)],
  ];
  console.log(`\nthe console's search at ${CLIENTS} clients (target p50 ≤ 50 ms, p99 ≤ 200 ms)`);
  console.log(
    '| search | p50 ms | p99 ms | found its client on the first page | load |\n|---|---|---|---|---|',
  );
  for (const [name, keys, run] of kinds) {
    try {
      const { p50, p99, found, rounds } = await timeOver(keys, run);
      console.log(`| ${name} | ${ms(p50)} | ${ms(p99)} | ${found}/${rounds} | ${load().split(' ')[0]} |`);
    } catch (error) {
      // A search past the server's statement timeout is a figure too: the kind's row says so.
      console.log(`| ${name} | failed: ${(error as Error).cause ?? error} | | | ${load().split(' ')[0]} |`);
    }
  }
}

async function clientPage(db: Database, deliveries: DeliveryQueue, sample: SearchKeys[]) {
  const fileDeps = {
    db,
    clock: systemClock,
    rateLimiter: new RateLimiter(db, systemClock),
    limits: { SESSION_IDLE_MINUTES: 30 },
    deliveries,
  };
  const staff = STAFF[3] ?? '';
  const file = await timeOver(sample, async (keys) => {
    const page = await readClientFile(fileDeps, staff, keys.agencyId);
    return page.polizze.length > 0;
  });
  const documents = await timeOver(sample, async (keys) => {
    const page = await documentsPageOfClient(db, keys.id, { limit: 21 });
    return page.length > 0;
  });
  const both = await timeOver(sample, async (keys) => {
    const [page, list] = await Promise.all([
      readClientFile(fileDeps, staff, keys.agencyId),
      documentsPageOfClient(db, keys.id, { limit: 21 }),
    ]);
    return page.polizze.length > 0 && list.length > 0;
  });
  console.log(`\na client's page in the console (target ≤ 100 ms)`);
  console.log('| call | p50 ms | p99 ms | load |\n|---|---|---|---|');
  for (const [name, figures] of [
    ['getClientFile', file],
    ['getClientDocuments, first page', documents],
    ['both, as the page asks them', both],
  ] as const) {
    console.log(`| ${name} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${load().split(' ')[0]} |`);
  }
}

async function clientReads(db: Database, demoDb: Database) {
  const rounds = 11;
  // A first run that does not count: the server's code is compiled by the first app that runs it.
  await clientReadLatencies(demoDb, { label: 'warm', count: 40, rounds: 2 });
  const alone = await clientReadLatencies(demoDb, { label: 'alone', count: 40, rounds });
  const among = await clientReadLatencies(db, {
    label: 'among',
    count: 40,
    rounds,
    where: sql`c.agency_id not like 'GEN-%'`,
  });
  const generated = await clientReadLatencies(db, {
    label: 'generated',
    count: 200,
    rounds: 3,
    where: sql`c.agency_id like 'GEN-%'`,
  });
  console.log(`\na client's reads of the area, median ms (target: among a million ≤ 1.2× alone)`);
  console.log(
    '| call | demo agency alone | the same clients among a million | ratio | generated clients |\n|---|---|---|---|---|',
  );
  for (const call of CLIENT_READS) {
    const [a, b, c] = [alone[call] ?? Number.NaN, among[call] ?? Number.NaN, generated[call] ?? Number.NaN];
    console.log(`| ${call} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(2)} | ${c.toFixed(2)} |`);
  }
  console.log(`load ${load()}`);
}

await main();
