import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { oneTimeCodes } from '../db/schema.js';

/**
 * One-time codes, stored only as hashes, with an expiry, single use, and (for the short typed codes) a
 * count of wrong attempts. A new code of a purpose replaces the user's previous one.
 * Two kinds: typed codes (6 digits, checked against their owner) and link codes (long enough to be found
 * by themselves, as in a recovery link).
 */
export type CodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose'];

const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Six digits from the system CSPRNG, leading zeros kept. */
export const newSixDigitCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** `length` characters of [A-Za-z0-9] from the system CSPRNG (40 characters ≈ 238 bits). */
export const newLinkCode = (length = 40) =>
  Array.from({ length }, () => LINK_ALPHABET[randomInt(LINK_ALPHABET.length)]).join('');

/** A typed code's hash is salted with its owner and purpose: a 6-digit code is too short to stand alone. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const typedHash = (userId: number, purpose: CodePurpose, code: string) =>
  digest(`${purpose}:${userId}:${code}`);
const linkHash = (purpose: CodePurpose, code: string) => digest(`${purpose}:${code}`);

interface NewCode {
  userId: number;
  purpose: CodePurpose;
  code: string;
  now: Date;
  ttlMs: number;
  /** What the code proves when it is confirmed (the mobile number an SMS went to). */
  target?: string;
}

async function replaceCode(db: Db, input: NewCode, codeHash: string): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, input.userId), eq(oneTimeCodes.purpose, input.purpose)));
  await db.insert(oneTimeCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    codeHash,
    target: input.target ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
}

export const issueTypedCode = (db: Db, input: NewCode) =>
  replaceCode(db, input, typedHash(input.userId, input.purpose, input.code));

export const issueLinkCode = (db: Db, input: NewCode) =>
  replaceCode(db, input, linkHash(input.purpose, input.code));

/** The user's code of a purpose that has not been used, whether or not it has expired. */
export async function pendingCode(db: Db, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export type TypedCodeCheck =
  | { result: 'valid'; target: string | null }
  /** Wrong, expired, or there is no code to check. */
  | { result: 'wrong' }
  /** Too many wrong attempts: dead until a new code is sent. */
  | { result: 'locked' };

/**
 * Checks a code its owner typed; a right one is consumed. Each check first takes an attempt from the
 * code (an atomic increment of its count, under the row's lock), and only a check whose attempt is within
 * the limit compares the code: N simultaneous guesses compare at most `maxFailures` of them, and every one
 * is counted. A right code gives its attempt back as it is consumed.
 * Run it in a transaction with whatever a valid code unlocks, and throw only after it commits.
 */
export async function checkTypedCode(
  db: Db,
  input: { userId: number; purpose: CodePurpose; code: string; now: Date; maxFailures: number },
): Promise<TypedCodeCheck> {
  const row = await pendingCode(db, input.userId, input.purpose);
  if (!row) return { result: 'wrong' };
  const [taken] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ attempts: oneTimeCodes.failedAttempts });
  // Used in the meantime (a simultaneous right guess): nothing left to check.
  if (!taken) return { result: 'wrong' };
  if (taken.attempts > input.maxFailures) return { result: 'locked' };
  if (row.expiresAt <= input.now) return { result: 'wrong' };
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(typedHash(input.userId, input.purpose, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return taken.attempts >= input.maxFailures ? { result: 'locked' } : { result: 'wrong' };
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: input.now, failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used ? { result: 'valid', target: row.target } : { result: 'wrong' };
}

/**
 * Whether `code` is the user's code of a purpose for `target` that has been used: a request that met it
 * used by another at the same instant answers as that one did (a claim report signed twice at once).
 * It takes no attempt: a used code unlocks nothing more.
 */
export async function usedTypedCode(
  db: Db,
  input: { userId: number; purpose: CodePurpose; code: string; target: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.target, input.target),
        eq(oneTimeCodes.codeHash, typedHash(input.userId, input.purpose, input.code)),
        isNotNull(oneTimeCodes.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const liveLinkCode = (purpose: CodePurpose, code: string, now: Date) =>
  and(
    eq(oneTimeCodes.codeHash, linkHash(purpose, code)),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  );

/** The owner of a live link code, without using it (to refuse a dead link before any costly work). */
export async function linkCodeOwner(
  db: Db,
  input: { purpose: CodePurpose; code: string; now: Date },
): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(liveLinkCode(input.purpose, input.code, input.now))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a live link code; its owner, or null when it is unknown, used (even a moment ago) or expired. */
export async function consumeLinkCode(
  db: Db,
  input: { purpose: CodePurpose; code: string; now: Date },
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: input.now })
    .where(liveLinkCode(input.purpose, input.code, input.now))
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}
