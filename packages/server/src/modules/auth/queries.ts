import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { privacyConsents, privacyTemplates, userRoles, users } from '../../db/schema.js';
import { nextLoginMessage } from '../messages/queries.js';

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

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
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

/** Privacy types whose current template the user has not yet answered. */
export async function pendingPrivacyTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ type: privacyTemplates.type })
    .from(privacyTemplates)
    .where(
      and(
        eq(privacyTemplates.current, true),
        sql`not exists (select 1 from ${privacyConsents} where ${privacyConsents.userId} = ${userId}
          and ${privacyConsents.type} = ${privacyTemplates.type}
          and ${privacyConsents.templateId} = ${privacyTemplates.templateId})`,
      ),
    )
    .orderBy(privacyTemplates.type);
  return rows.map((row) => row.type);
}

/** Whether a published login message is waiting: always-show ones, or ones the user has not read. */
export async function hasLoginMessageToShow(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await nextLoginMessage(db, userId, now)) !== undefined;
}
