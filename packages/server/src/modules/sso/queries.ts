import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { ssoTokensUsed } from '../../db/schema.js';

export async function forgetSsoTokenIdsUsedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(ssoTokensUsed).where(lt(ssoTokensUsed.usedAt, before));
}

/**
 * Records a token id as used; false if it already was. Insert-or-fail: of two instances given the same
 * token, one inserts and the other finds it taken.
 */
export async function markSsoTokenIdUsed(db: Db, jti: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(ssoTokensUsed)
    .values({ jti, usedAt: now })
    .onConflictDoNothing()
    .returning({ jti: ssoTokensUsed.jti });
  return inserted.length > 0;
}
