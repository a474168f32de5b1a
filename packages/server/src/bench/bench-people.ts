import { loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import { COMUNI } from '../agency-data/generate/italian-places.js';
import { makePerson, UniqueCodes, UniqueEmails } from '../agency-data/generate/people.js';
import { Random } from '../agency-data/generate/random.js';
import type { Db } from '../db/database.js';

/**
 * What the console's benches share (search.bench.ts, console-lists.bench.ts): the import's generator's
 * people, a percentile of sorted timings, and the machine's load average to print beside the figures.
 */

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** The load average over 1, 5 and 15 minutes. */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export interface BenchPerson {
  cf: string;
  nome: string;
  cognome: string;
  email: string;
  cell: string;
  plate: string;
  policy: string;
}

/** `count` people (names by Italian surname frequency, real codici fiscali, e-mails), the same for a seed. */
export function people(count: number, seed = 7): BenchPerson[] {
  const random = new Random(seed);
  const codes = new UniqueCodes();
  const emails = new UniqueEmails();
  const rows: BenchPerson[] = [];
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

/** The `p`th percentile of timings sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const CHUNK = 5_000;

/** A text[] literal of `part`'s values picked by `pick`. */
const column = (part: BenchPerson[], pick: (row: BenchPerson) => string) =>
  `{${part.map((row) => `"${pick(row)}"`).join(',')}}`;

/**
 * The people of `part` as clients `GEN-<from + i>`, given in turn the branches of `branches` (an int[]
 * literal of their ids; none when empty).
 */
export async function insertClientRows(db: Db, part: BenchPerson[], from: number, branches = '{}') {
  const ids = `{${part.map((_, i) => `GEN-${from + i}`).join(',')}}`;
  await db.execute(sql`insert into clients (agency_id, codice_fiscale, nome, cognome, email, cell, branch_id)
    select p.agency_id, p.cf, p.nome, p.cognome, p.email, p.cell,
      (${branches}::int[])[1 + (p.n - 1) % greatest(cardinality(${branches}::int[]), 1)]
    from unnest(${ids}::text[], ${column(part, (r) => r.cf)}::text[], ${column(part, (r) => r.nome)}::text[],
      ${column(part, (r) => r.cognome)}::text[], ${column(part, (r) => r.email)}::text[],
      ${column(part, (r) => r.cell)}::text[]) with ordinality as p(agency_id, cf, nome, cognome, email, cell, n)`);
  return ids;
}

/** An account for six clients in ten of those `where` picks (`c` a client; user code 20000000 + id). */
export async function insertAccounts(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`insert into users (user_code, client_id, email, password_hash, enabled)
    select lpad((20000000 + c.id)::text, 8, '0'), c.id, c.email, 'x', true from clients c
    where ${where} and c.id % 10 < 6 on conflict do nothing`);
}

/**
 * The people written straight into the tables, as the feed's import would have them: a client each
 * (`GEN-<n>`), a motor policy with its plate, and an account for six in ten (user code 20000000 + id).
 */
export async function writeClients(db: Db, rows: BenchPerson[]): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) {
    const part = rows.slice(from, from + CHUNK);
    const ids = await insertClientRows(db, part, from);
    await db.execute(sql`insert into dossiers (agency_id, client_id, numero_polizza, prodotto, stato, targa)
      select 'POL-' || c.agency_id, c.id, p.policy, 'Auto Sicura', 'ATTIVA', p.plate
      from unnest(${ids}::text[], ${column(part, (r) => r.policy)}::text[], ${column(part, (r) => r.plate)}::text[])
        as p(agency_id, policy, plate)
      join clients c on c.agency_id = p.agency_id`);
    await insertAccounts(db, sql`c.agency_id = any(${ids}::text[])`);
  }
}
