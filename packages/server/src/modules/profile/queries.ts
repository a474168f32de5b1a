import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { addresses, clients } from '../../db/schema.js';

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
export async function clientCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return row?.n ?? 0;
}
