import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import { clients, userRoles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** The user a login id names: the 8-digit user code, or the e-mail in any case. */
export async function findUserByLoginId(db: Db, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.userCode, loginId), eq(sql`lower(${users.email})`, loginId.toLowerCase())))
    .limit(1);
  return row;
}

/**
 * The user a login names (as findUserByLoginId) with their roles in `applicationId` (as rolesFor), in one
 * prepared statement: a login needs both, and each round trip costs the login storm CPU beside its hash
 * (issue 19). Roles in no given order, as rolesFor's.
 */
const userForLogin = preparedPerDb((db) =>
  db
    .select({
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles}
        where ${userRoles.userId} = ${users.id} and ${userRoles.applicationId} = ${sql.placeholder('applicationId')}), '{}')`,
    })
    .from(users)
    .where(
      or(
        eq(users.userCode, sql.placeholder('loginId')),
        eq(sql`lower(${users.email})`, sql.placeholder('lowerLoginId')),
      ),
    )
    .limit(1)
    .prepare('user_for_login'),
);

export async function findUserForLogin(
  db: Db,
  loginId: string,
  applicationId: string,
): Promise<{ user: UserRow; roles: string[] } | undefined> {
  const [row] = await userForLogin(db).execute({
    loginId,
    lowerLoginId: loginId.toLowerCase(),
    applicationId,
  });
  return row;
}

const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_by_id'),
);

/** The user with this id (getUserStatus reads it at every call: prepared, decisions/0080). */
export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ userId });
  return row;
}

/** What a user is known by, which their password must not contain: user ID, e-mail, names, tax code. */
export async function personalDataOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({
      userCode: users.userCode,
      email: users.email,
      nome: clients.nome,
      cognome: clients.cognome,
      codiceFiscale: clients.codiceFiscale,
      cittaNascita: clients.cittaNascita,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return [];
  return [row.userCode, row.email, row.nome, row.cognome, row.codiceFiscale, row.cittaNascita].filter(
    (value): value is string => Boolean(value),
  );
}

/** Sets a user's password hash; the agency's request for a new password is then met. */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordUpdateRequired: false }).where(eq(users.id, userId));
}

export async function rolesFor(db: Db, userId: number, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.applicationId, applicationId)));
  return rows.map((row) => row.role);
}

/** An account as the staff's permission table sees it (modules/users/permissions.ts): roles, a password. */
export async function accountStanding(
  db: Db,
  userCode: string,
  applicationId: string,
): Promise<{ userId: number; hasPassword: boolean; roles: string[] } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userCode, userCode))
    .limit(1);
  if (!row) return undefined;
  return {
    userId: row.id,
    hasPassword: Boolean(row.passwordHash),
    roles: await rolesFor(db, row.id, applicationId),
  };
}

export async function findUserIdByCode(db: Db, userCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userCode, userCode)).limit(1);
  return row?.id;
}

/** Disables a user (a trigger revokes every session of theirs in the same transaction) or enables them. */
export async function setDisabledAt(db: Db, userId: number, disabledAt: Date | null): Promise<void> {
  await db.update(users).set({ disabledAt }).where(eq(users.id, userId));
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The account's new e-mail, its code confirmed (a change from the area: docs/decisions/0146). */
export async function setVerifiedEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
}

/** A mobile number given during registration: the account's number, not yet verified. */
export async function setUnverifiedPhone(db: Db, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone, phoneVerified: false }).where(eq(users.id, userId));
}

/** The number is the user's; with the e-mail verified too, onboarding is complete and the account enabled. */
export async function markPhoneVerified(db: Db, userId: number, phone: string): Promise<void> {
  await db
    .update(users)
    .set({
      phone,
      phoneVerified: true,
      onboardCompleted: sql`${users.onboardCompleted} or ${users.emailVerified}`,
      enabled: sql`${users.enabled} or ${users.emailVerified}`,
    })
    .where(eq(users.id, userId));
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

/** How many accounts there are (the admin page's count). */
export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
