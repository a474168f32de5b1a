import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

/**
 * The e-mail addresses of the users of these clients who may get a notice: able to log in (enabled, not
 * disabled, onboarding completed, a password chosen), with an address, and not opted out. One row per user.
 */
export function noticeRecipients(db: Db, clientIds: number[]) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.clientId, clientIds),
        eq(users.enabled, true),
        isNull(users.disabledAt),
        eq(users.onboardCompleted, true),
        isNotNull(users.passwordHash),
        eq(users.clientNotices, true),
        ne(sql`trim(${users.email})`, ''),
      ),
    )
    .orderBy(users.id);
}
