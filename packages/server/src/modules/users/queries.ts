import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditLog, userRoles, users } from '../../db/schema.js';

/**
 * An account of the agency's staff: no client behind it, enabled, its e-mail and mobile number vouched for
 * by the agency, no password yet (its first is chosen through an invite).
 */
export async function insertStaffUser(
  db: Db,
  input: {
    userCode: string;
    email: string;
    phone: string;
    applicationId: string;
    roles: string[];
    now: Date;
  },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      userCode: input.userCode,
      clientId: null,
      email: input.email,
      passwordHash: null,
      enabled: true,
      onboardCompleted: true,
      emailVerified: true,
      phone: input.phone,
      phoneVerified: true,
      createdAt: input.now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('staff user not written');
  await db
    .insert(userRoles)
    .values(input.roles.map((role) => ({ userId: user.id, applicationId: input.applicationId, role })));
  return user.id;
}

export async function findUserIdByCode(db: Db, userCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userCode, userCode)).limit(1);
  return row?.id;
}

/** Disables a user (a trigger revokes every session of theirs in the same transaction) or enables them. */
export async function setDisabledAt(db: Db, userId: number, disabledAt: Date | null): Promise<void> {
  await db.update(users).set({ disabledAt }).where(eq(users.id, userId));
}

export async function insertAudit(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export function latestAudit(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
