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

/**
 * Adds a device to the user's, keeping only the `keep` most recently used ones, in one statement: the
 * trim runs in a CTE beside the insert and so sees the devices as they were before it, of which it keeps
 * `keep - 1`, the new one (used now, the highest id) being the most recent of all.
 */
export async function insertTrustedDevice(
  db: Db,
  device: { userId: number; tokenHash: string; now: Date },
  keep: number,
): Promise<void> {
  const kept = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, device.userId))
    .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id))
    .limit(keep - 1);
  const trimmed = db.$with('trimmed').as(
    db
      .delete(trustedDevices)
      .where(and(eq(trustedDevices.userId, device.userId), notInArray(trustedDevices.id, kept)))
      .returning({ id: trustedDevices.id }),
  );
  await db.with(trimmed).insert(trustedDevices).values({
    userId: device.userId,
    tokenHash: device.tokenHash,
    createdAt: device.now,
    lastUsedAt: device.now,
  });
}
