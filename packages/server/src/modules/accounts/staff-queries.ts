import { Role } from '@area-clienti/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userRoles, users } from '../../db/schema.js';

/** A staff account as the console's desk names it: its user code and e-mail (staff carry no name). */
export interface StaffAccount {
  id: number;
  userCode: string;
  email: string;
}

const STAFF_ROLES = [Role.STAFF, Role.SUPERUSER];

/**
 * The agency's enabled staff accounts (Staff or Superuser in `applicationId`), by user code; with `userCode`
 * or `ids` only those (a report's assignee, a desk's list).
 */
export async function staffAccounts(
  db: Db,
  applicationId: string,
  only?: { userCode?: string; ids?: number[] },
): Promise<StaffAccount[]> {
  if (only?.ids && only.ids.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, userCode: users.userCode, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(userRoles.applicationId, applicationId),
        inArray(userRoles.role, STAFF_ROLES),
        isNull(users.disabledAt),
        only?.userCode === undefined ? undefined : eq(users.userCode, only.userCode),
        only?.ids === undefined ? undefined : inArray(users.id, only.ids),
      ),
    )
    .orderBy(asc(users.userCode))
    .limit(500);
}

/** The agency's staff as the console's choices name them (an assignee): user code, the e-mail as the name. */
export async function staffChoices(
  db: Db,
  applicationId: string,
): Promise<{ userCode: string; name: string }[]> {
  return (await staffAccounts(db, applicationId)).map(({ userCode, email }) => ({ userCode, name: email }));
}
