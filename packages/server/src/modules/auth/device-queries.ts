import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { trustedDevices } from '../../db/schema.js';

/** The trusted device of a token hash, if it is this user's. */
export async function findTrustedDevice(db: Db, userId: number, tokenHash: string) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId)))
    .limit(1);
  return row;
}

export async function touchTrustedDevice(db: Db, id: number, now: Date): Promise<void> {
  await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, id));
}

/** Adds a device to the user's, keeping only the `keep` most recently used ones. */
export async function insertTrustedDevice(
  db: Db,
  device: { userId: number; tokenHash: string; now: Date },
  keep: number,
): Promise<void> {
  await db.insert(trustedDevices).values({
    userId: device.userId,
    tokenHash: device.tokenHash,
    createdAt: device.now,
    lastUsedAt: device.now,
  });
  const kept = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, device.userId))
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id))
    .limit(keep);
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, device.userId), notInArray(trustedDevices.id, kept)));
}
