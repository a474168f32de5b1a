import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { recoveryCodes, secondFactors } from '../../db/schema.js';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function secondFactorOf(db: Db, userId: number): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  return row;
}

/** Whether the user has the authenticator app set up (the login asks it: auth's `secondFactorEnabled`). */
export async function secondFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: secondFactors.enabledAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .limit(1);
  return row?.enabledAt != null;
}

/** Which of these users have the authenticator app set up (the console's staff list, decisions/0157). */
export async function secondFactorUsers(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(inArray(secondFactors.userId, userIds), sql`${secondFactors.enabledAt} is not null`));
  return new Set(rows.map((row) => row.userId));
}

/** The offer after login is due: never shown, and the app not set up (docs/decisions/0091). */
export async function secondFactorOfferDue(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: secondFactors.enabledAt, offeredAt: secondFactors.offeredAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .limit(1);
  return row?.enabledAt == null && row?.offeredAt == null;
}

/** A set-up begins (or begins again): its secret waits for a first code; an enabled factor is untouched. */
export async function keepPendingSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId, pendingSecretSealed: sealed })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { pendingSecretSealed: sealed } });
}

/**
 * The first code confirmed the set-up: the pending secret becomes the secret, at `step`. Only while it is
 * still the secret that was checked (a simultaneous new set-up changes nothing then): false otherwise.
 */
export async function enableSecondFactor(
  db: Db,
  userId: number,
  sealed: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ secretSealed: sealed, pendingSecretSealed: null, enabledAt: now, lastTimeStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.pendingSecretSealed, sealed),
        isNull(secondFactors.enabledAt),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Takes the time step of an accepted app code, only when it is later than the last one taken: the same
 * code (or an older one) twice is refused, even by two calls at once.
 */
export async function takeTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/** Turns the app off: the secret and every recovery code go; that it was offered stays. */
export async function disableSecondFactor(db: Db, userId: number): Promise<void> {
  await db
    .update(secondFactors)
    .set({ secretSealed: null, pendingSecretSealed: null, enabledAt: null, lastTimeStep: null })
    .where(eq(secondFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function markOffered(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId, offeredAt: now })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { offeredAt: now } });
}

/** A new set of recovery codes replaces the old one, used or not. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Uses a recovery code once: true only for the call that marked it used. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
