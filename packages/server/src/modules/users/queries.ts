import type { Db } from '../../db/database.js';
import { userRoles, users } from '../../db/schema.js';

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
