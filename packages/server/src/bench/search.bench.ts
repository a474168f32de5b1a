/**
 * `npm run bench:search -- [--clients N]`: the console's search for a client (docs/decisions/0096) at
 * 100,000 clients on a PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): p50
 * and p99 of a tax code, a misspelt surname and a plate, through the same service the staff's call uses
 * (the query and the lock check), beside a baseline in the same run: the primary-key read of one client.
 * The clients are the import's generator's people (names by Italian surname frequency, real codici
 * fiscali, e-mails), written straight into the tables: the feed's import of 100,000 clients takes about
 * 20 minutes (docs/performance.md), the search needs only who they are. Figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Random } from '../agency-data/generate/random.js';
import { openPostgres, selectRows } from '../db/database.js';
import { searchClients } from '../modules/users/index.js';
import { systemClock } from '../shared/clock.js';
import { RateLimiter } from '../shared/rate-limit.js';
import { load, people, percentile, type BenchPerson as Row, writeClients } from './bench-people.js';
import { dropServerDatabase, freshServerDatabase } from './server-database.js';

const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const CLIENTS = Number(argument('clients') ?? 100_000);
const ROUNDS = Number(argument('rounds') ?? 200);
const NAME = `bench_search_${process.env.TEST_DATABASE_PREFIX ?? 'x'}_${process.pid}`;

async function main() {
  console.log(`search bench: ${CLIENTS} clients, ${ROUNDS} rounds per query; load at the start ${load()}`);
  const url = await freshServerDatabase(SERVER_URL, NAME);
  if (!url) {
    console.log(`search bench: no PostgreSQL server at ${SERVER_URL} (BENCH_DATABASE_URL): skipped`);
    return;
  }
  const database = openPostgres(url);
  try {
    await database.migrate();
    const { db } = database;
    const started = performance.now();
    const rows = people(CLIENTS);
    await writeClients(db, rows);
    await db.execute(sql`analyze`);
    console.log(`written in ${((performance.now() - started) / 1000).toFixed(1)} s; load ${load()}`);

    const deps = { db, rateLimiter: new RateLimiter(db, systemClock) };
    const random = new Random(11);
    const someone = () => rows[Math.floor(random.next() * rows.length)] as Row;
    /** A surname with one letter dropped: 'Rossi' → 'Rosi'. */
    const misspelt = (surname: string) => {
      const at = 1 + Math.floor(random.next() * (surname.length - 2));
      return surname.slice(0, at) + surname.slice(at + 1);
    };
    const [firstClient] = await selectRows<{ id: number }>(db, sql`select min(id) as id from clients`);
    const kinds: [string, () => Promise<unknown>][] = [
      [
        'baseline: one client by primary key',
        () =>
          selectRows(
            db,
            sql`select * from clients where id = ${(firstClient?.id ?? 1) + Math.floor(random.next() * CLIENTS)}`,
          ),
      ],
      ['a tax code', () => searchClients(deps, { query: someone().cf })],
      ['a misspelt surname', () => searchClients(deps, { query: misspelt(someone().cognome) })],
      ['a plate', () => searchClients(deps, { query: someone().plate })],
      [
        'a misspelt surname and a name',
        () => searchClients(deps, { query: `${misspelt(someone().cognome)} ${someone().nome}` }),
      ],
    ];
    console.log('\n| query | p50 ms | p99 ms | results (last) |\n|---|---|---|---|');
    for (const [name, run] of kinds) {
      for (let warm = 0; warm < 10; warm++) await run();
      const times: number[] = [];
      let last: unknown;
      for (let round = 0; round < ROUNDS; round++) {
        const at = performance.now();
        last = await run();
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      const found = (last as { results?: unknown[] }).results?.length ?? (last as unknown[]).length;
      console.log(
        `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${found} |`,
      );
    }
    console.log(`\nload at the end ${load()}`);
  } finally {
    await database.close();
    await dropServerDatabase(SERVER_URL, NAME);
  }
}

await main();
