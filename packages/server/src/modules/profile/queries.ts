import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { addresses, branches, clients, dossiers } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { clientInScope } from './scope-queries.js';

/** The client's personal data as the agency keeps it, or undefined. */
export async function clientRecord(db: Db, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return client;
}

/** The client's addresses, in the agency's order. */
export function addressesOfClient(db: Db, clientId: number) {
  return db
    .select({
      indirizzo: addresses.indirizzo,
      comune: addresses.comune,
      cap: addresses.cap,
      provincia: addresses.provincia,
    })
    .from(addresses)
    .where(eq(addresses.clientId, clientId))
    .orderBy(asc(addresses.position), asc(addresses.id));
}

/** How many clients the agency has (the admin page's count). */
export async function clientCount(db: Db, scope: StaffScope = AGENCY_WIDE): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(clientInScope(scope, clients.id));
  return row?.n ?? 0;
}

/** How many branches the agency has, and how many of them have no e-mail (their requests go nowhere). */
export async function branchEmailCounts(db: Db): Promise<{ branches: number; withoutEmail: number }> {
  const [row] = await db
    .select({
      branches: sql<number>`count(*)::int`,
      withoutEmail: sql<number>`(count(*) filter (where ${branches.email} is null or ${branches.email} = ''))::int`,
    })
    .from(branches);
  return row ?? { branches: 0, withoutEmail: 0 };
}

/** The client with this tax code (upper case) who holds a policy with this number, if any. */
export async function findClientByTaxCodeAndPolicy(db: Db, codiceFiscale: string, numeroPolizza: string) {
  const [row] = await db
    .select({
      id: clients.id,
      nome: clients.nome,
      cognome: clients.cognome,
      cittaNascita: clients.cittaNascita,
    })
    .from(clients)
    .where(
      and(
        eq(sql`upper(${clients.codiceFiscale})`, codiceFiscale),
        sql`exists (select 1 from ${dossiers} where ${dossiers.clientId} = ${clients.id}
          and ${dossiers.numeroPolizza} = ${numeroPolizza})`,
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
}

/** The client's name for the greeting of an e-mail. */
export async function clientNameOf(db: Db, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [row] = await db
    .select({ nome: clients.nome, cognome: clients.cognome })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ? `${row.nome} ${row.cognome}` : null;
}

/** Where the client lives: their first address (the agency's order), if any. */
export async function homeOfClient(db: Db, clientId: number) {
  const [row] = await db
    .select({ comune: addresses.comune, provincia: addresses.provincia })
    .from(addresses)
    .where(eq(addresses.clientId, clientId))
    .orderBy(asc(addresses.position), asc(addresses.id))
    .limit(1);
  return row;
}

/** The database id of the client with this id in the agency's feed, unless the agency took them out. */
export async function clientIdOfAgencyId(
  db: Db,
  agencyId: string,
  scope: StaffScope = AGENCY_WIDE,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.agencyId, agencyId),
        sql`${clients.removedAt} is null`,
        clientInScope(scope, clients.id),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Every branch of the agency, by name: what the console's inbox filters by. */
export function branchList(db: Db, scope: StaffScope = AGENCY_WIDE) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(scope.branch === null ? undefined : eq(branches.agencyId, scope.branch))
    .orderBy(asc(branches.name), asc(branches.id));
}

/**
 * Whether the client (`clients.id`; null: an account with no client, a staff account) is one the scope sees
 * (decisions/0158): always for the whole agency, never for a branch when there is no client.
 */
export async function clientIsInScope(db: Db, clientId: number | null, scope: StaffScope): Promise<boolean> {
  if (scope.branch === null) return true;
  if (clientId === null) return false;
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientInScope(scope, clients.id)))
    .limit(1);
  return row !== undefined;
}

/** The client's branch as the console names it (its id in the feed and name), or null when they have none. */
export async function branchOfClient(db: Db, clientId: number): Promise<{ id: string; nome: string } | null> {
  const [row] = await db
    .select({ id: branches.agencyId, nome: branches.name })
    .from(clients)
    .innerJoin(branches, eq(branches.id, clients.branchId))
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ?? null;
}
