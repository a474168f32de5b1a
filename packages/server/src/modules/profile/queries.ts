import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { addresses, clients, users } from '../../db/schema.js';

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

/** Sets the user's autologin flag; the flag as stored, or undefined for no such user. */
export async function setAutologinFlag(db: Db, userId: number, flag: boolean) {
  const [row] = await db
    .update(users)
    .set({ autologinFlag: flag })
    .where(eq(users.id, userId))
    .returning({ autologinFlag: users.autologinFlag });
  return row?.autologinFlag;
}

/** Sets whether the user gets the e-mail notices; the choice as stored, or undefined for no such user. */
export async function setClientNotices(db: Db, userId: number, enabled: boolean) {
  const [row] = await db
    .update(users)
    .set({ clientNotices: enabled })
    .where(eq(users.id, userId))
    .returning({ clientNotices: users.clientNotices });
  return row?.clientNotices;
}
