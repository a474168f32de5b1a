import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { passkeyChallenges, passkeys } from '../../db/schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
type ChallengePurpose = (typeof passkeyChallenges.$inferInsert)['purpose'];

/** The user's passkeys, newest first. */
export function passkeysOfUser(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** A new passkey; undefined when its credential is registered already (to anyone). */
export async function insertPasskey(
  db: Db,
  passkey: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
  return row;
}

/** After a sign-in: the authenticator's new counter and when it was used. */
export async function markPasskeyUsed(
  db: Db,
  id: number,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(passkeys.id, id));
}

/** Renames one of the user's passkeys; undefined when the user has no passkey of that id. */
export async function renameUserPasskey(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the user's passkeys; undefined when the user has no passkey of that id. */
export async function deleteUserPasskey(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row;
}

export interface NewChallenge {
  challengeHash: string;
  purpose: ChallengePurpose;
  userId: number | null;
  userHandle: string | null;
  now: Date;
  expiresAt: Date;
}

/** Keeps a challenge, forgetting in the same statement every challenge already expired. */
export async function insertChallenge(db: Db, challenge: NewChallenge): Promise<void> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, challenge.now));
  await db.insert(passkeyChallenges).values({
    challengeHash: challenge.challengeHash,
    purpose: challenge.purpose,
    userId: challenge.userId,
    userHandle: challenge.userHandle,
    createdAt: challenge.now,
    expiresAt: challenge.expiresAt,
  });
}

/**
 * Takes a challenge that is still live, once: the delete is the check, so two answers to one challenge
 * cannot both find it. A registration's must be the caller's (`userId`); a sign-in's is no one's.
 */
export async function takeChallenge(
  db: Db,
  { challengeHash, purpose, userId, now }: Omit<NewChallenge, 'userHandle' | 'expiresAt'>,
) {
  const owner =
    userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId);
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, challengeHash),
        eq(passkeyChallenges.purpose, purpose),
        owner,
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ userHandle: passkeyChallenges.userHandle });
  return row;
}
