import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { invites, users } from '../../db/schema.js';
import type { UserRow } from '../accounts/index.js';

export type InviteRow = typeof invites.$inferSelect;

/** Writes a new invite and drops the user's older unused ones: only the latest link works. */
export async function replaceInvite(
  db: Db,
  invite: { userId: number; secretHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(invites).where(and(eq(invites.userId, invite.userId), isNull(invites.usedAt)));
    await tx.insert(invites).values(invite);
  });
}

/** Marks an invite used; false if another request used it first. */
export async function markInviteUsed(db: Db, inviteId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, inviteId), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

/** The invite with this secret hash, if it belongs to the user with this code. */
export async function findInvite(
  db: Db,
  userCode: string,
  secretHash: string,
): Promise<{ invite: InviteRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ invite: invites, user: users })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(and(eq(invites.secretHash, secretHash), eq(users.userCode, userCode)))
    .limit(1);
  return row;
}
