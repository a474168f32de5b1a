import { Role } from '@area-clienti/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, clients, userRoles, users } from '../../db/schema.js';

/** A staff account as the console's desk names it: its user code and e-mail (staff carry no name). */
export interface StaffAccount {
  id: number;
  userCode: string;
  email: string;
}

const STAFF_ROLES = [Role.STAFF, Role.SUPERUSER];

/** What a colleague must be able to see: a branch's object (branches.id; null: of no branch), or a client's. */
export type SeenObject = { branchId: number | null } | { clientId: number };

/**
 * Staff who may see `seen` (decisions/0158): the agency-wide (no `staff_branch`; a Superuser, whatever the
 * column says) and the staff of the object's branch.
 */
function mayStaffSee(seen: SeenObject) {
  const branch =
    'clientId' in seen
      ? sql`(select ${branches.agencyId} from ${clients}
          join ${branches} on ${branches.id} = ${clients.branchId} where ${clients.id} = ${seen.clientId})`
      : seen.branchId === null
        ? null
        : sql`(select ${branches.agencyId} from ${branches} where ${branches.id} = ${seen.branchId})`;
  return or(
    isNull(users.staffBranch),
    eq(userRoles.role, Role.SUPERUSER),
    branch === null ? undefined : sql`${users.staffBranch} = ${branch}`,
  );
}

/**
 * The agency's enabled staff accounts (Staff or Superuser in `applicationId`), by user code; with `userCode`
 * or `ids` only those (a report's assignee, a desk's list); with `seeing`, only those whose scope holds that
 * object (a colleague a request or a report is handed to).
 */
export async function staffAccounts(
  db: Db,
  applicationId: string,
  only?: { userCode?: string; ids?: number[]; seeing?: SeenObject },
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
        only?.seeing === undefined ? undefined : mayStaffSee(only.seeing),
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

/**
 * The agency's staff accounts as the console's staff page lists them (issue 37, decisions/0157): every one,
 * disabled too, with its scope's branch name (null agency-wide, or for a branch the feed no longer has),
 * whether a password was chosen, and its roles in `applicationId`. At most 500, by user code.
 */
export async function staffRoster(db: Db, applicationId: string, only?: { userCode: string }) {
  const rows = await db
    .selectDistinct({
      id: users.id,
      userCode: users.userCode,
      email: users.email,
      staffBranch: users.staffBranch,
      branchName: branches.name,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(branches, eq(branches.agencyId, users.staffBranch))
    .where(
      and(
        eq(userRoles.applicationId, applicationId),
        inArray(userRoles.role, STAFF_ROLES),
        only === undefined ? undefined : eq(users.userCode, only.userCode),
      ),
    )
    .orderBy(asc(users.userCode))
    .limit(500);
  const superusers = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .select({ userId: userRoles.userId })
            .from(userRoles)
            .where(
              and(
                eq(userRoles.applicationId, applicationId),
                eq(userRoles.role, Role.SUPERUSER),
                inArray(
                  userRoles.userId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((row) => row.userId),
  );
  return rows.map((row) => ({ ...row, superuser: superusers.has(row.id) }));
}
