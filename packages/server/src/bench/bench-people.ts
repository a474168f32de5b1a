import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
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

/**
 * The people written straight into the tables, as the feed's import would have them: a client each
 * (`GEN-<n>`), a motor policy with its plate, and an account for six in ten (user code 20000000 + id).
 */
export async function writeClients(db: Db, rows: BenchPerson[]): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) {
    const part = rows.slice(from, from + CHUNK);
    const ids = `{${part.map((_, i) => `GEN-${from + i}`).join(',')}}`;
    const col = (pick: (row: BenchPerson) => string) => `{${part.map((row) => `"${pick(row)}"`).join(',')}}`;
    await db.execute(sql`insert into clients (agency_id, codice_fiscale, nome, cognome, email, cell)
      select * from unnest(${ids}::text[], ${col((r) => r.cf)}::text[],
        ${col((r) => r.nome)}::text[], ${col((r) => r.cognome)}::text[], ${col((r) => r.email)}::text[],
        ${col((r) => r.cell)}::text[])`);
    await db.execute(sql`insert into dossiers (agency_id, client_id, numero_polizza, prodotto, stato, targa)
      select 'POL-' || c.agency_id, c.id, p.policy, 'Auto Sicura', 'ATTIVA', p.plate
      from unnest(${ids}::text[], ${col((r) => r.policy)}::text[], ${col((r) => r.plate)}::text[])
        as p(agency_id, policy, plate)
      join clients c on c.agency_id = p.agency_id`);
    // Six clients in ten have an account.
    await db.execute(sql`insert into users (user_code, client_id, email, password_hash, enabled)
      select lpad((20000000 + c.id)::text, 8, '0'), c.id, c.email, 'x', true from clients c
      where c.agency_id = any(${ids}::text[]) and c.id % 10 < 6`);
  }
}
