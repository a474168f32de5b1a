/**
 * `npm run bench:search -- [--clients N]`: the console's search for a client (docs/decisions/0096) at
 * 100,000 clients on a PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432): p50
 * and p99 of a tax code, a misspelt surname and a plate, through the same service the staff's call uses
 * (the query and the lock check), beside a baseline in the same run: the primary-key read of one client.
 * The clients are the import's generator's people (names by Italian surname frequency, real codici
 * fiscali, e-mails), written straight into the tables: the feed's import of 100,000 clients takes about
 * 20 minutes (docs/performance.md), the search needs only who they are. Figures, never pass/fail.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COMUNI } from '../agency-data/generate/italian-places.js';
import { makePerson, UniqueCodes, UniqueEmails } from '../agency-data/generate/people.js';
import { Random } from '../agency-data/generate/random.js';
import { openPostgres, selectRows } from '../db/database.js';
import { searchClients } from '../modules/users/index.js';
import { systemClock } from '../shared/clock.js';
import { RateLimiter } from '../shared/rate-limit.js';
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
const CHUNK = 5_000;
const NAME = `bench_search_${process.env.TEST_DATABASE_PREFIX ?? 'x'}_${process.pid}`;

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Row {
  cf: string;
  nome: string;
  cognome: string;
  email: string;
  cell: string;
  plate: string;
  policy: string;
}

function people(count: number): Row[] {
  const random = new Random(7);
  const codes = new UniqueCodes();
  const emails = new UniqueEmails();
  const rows: Row[] = [];
  const letter = () => LETTERS[Math.floor(random.next() * LETTERS.length)] ?? 'A';
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random.next() * 10)).join('');
  for (let n = 0; n < count; n++) {
    const home = COMUNI[Math.floor(random.next() * COMUNI.length)] ?? COMUNI[0];
    if (!home) throw new Error('no comuni');
    const person = makePerson(random, home, { bornBetween: ['1940-01-01', '2004-12-31'] }, codes);
    rows.push({
      cf: person.codiceFiscale,
      nome: person.nome,
      cognome: person.cognome,
      email: emails.claim(random, person),
      cell: `+393${digits(9)}`,
      plate: `${letter()}${letter()}${digits(3)}${letter()}${letter()}`,
      policy: `${n + 10_000_000}`,
    });
  }
  return rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

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
    for (let from = 0; from < rows.length; from += CHUNK) {
      const part = rows.slice(from, from + CHUNK);
      const ids = part.map((_, i) => `GEN-${from + i}`);
      const col = (pick: (row: Row) => string) => `{${part.map((row) => `"${pick(row)}"`).join(',')}}`;
      await db.execute(sql`insert into clients (agency_id, codice_fiscale, nome, cognome, email, cell)
        select * from unnest(${`{${ids.join(',')}}`}::text[], ${col((r) => r.cf)}::text[],
          ${col((r) => r.nome)}::text[], ${col((r) => r.cognome)}::text[], ${col((r) => r.email)}::text[],
          ${col((r) => r.cell)}::text[])`);
      await db.execute(sql`insert into dossiers (agency_id, client_id, numero_polizza, prodotto, stato, targa)
        select 'POL-' || c.agency_id, c.id, p.policy, 'Auto Sicura', 'ATTIVA', p.plate
        from unnest(${`{${ids.join(',')}}`}::text[], ${col((r) => r.policy)}::text[], ${col((r) => r.plate)}::text[])
          as p(agency_id, policy, plate)
        join clients c on c.agency_id = p.agency_id`);
      // Six clients in ten have an account.
      await db.execute(sql`insert into users (user_code, client_id, email, password_hash, enabled)
        select lpad((20000000 + c.id)::text, 8, '0'), c.id, c.email, 'x', true from clients c
        where c.agency_id = any(${`{${ids.join(',')}}`}::text[]) and c.id % 10 < 6`);
    }
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
