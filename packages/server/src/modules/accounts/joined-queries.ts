import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, clients, users } from '../../db/schema.js';
import type { UserRow } from './queries.js';

/** The user with this 8-digit code, and the first name of the client they are (for the e-mail). */
export async function findInvitee(
  db: Db,
  userCode: string,
): Promise<{ user: UserRow; nome: string | null } | undefined> {
  const [row] = await db
    .select({ user: users, nome: clients.nome })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.userCode, userCode))
    .limit(1);
  return row;
}

/** The user with this 8-digit code, if single sign-on is allowed for them. */
export async function findAutologinUser(db: Db, userCode: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.userCode, userCode), eq(users.autologinFlag, true)))
    .limit(1);
  return user;
}

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

/** Who writes: the account, the agency's client behind it (if any) and that client's branch (if any). */
export async function senderOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      userCode: users.userCode,
      accountEmail: users.email,
      accountEmailVerified: users.emailVerified,
      accountPhone: users.phone,
      accountPhoneVerified: users.phoneVerified,
      clientId: clients.id,
      codiceCliente: clients.agencyId,
      codiceFiscale: clients.codiceFiscale,
      nome: clients.nome,
      cognome: clients.cognome,
      clientEmail: clients.email,
      clientCell: clients.cell,
      branchId: branches.id,
      branchName: branches.name,
      branchBank: branches.bank,
      branchEmail: branches.email,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(branches, eq(branches.id, clients.branchId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The branch of the account's client: what the client may know of it (never the branch's e-mail). */
export async function branchOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      nome: branches.name,
      banca: branches.bank,
      telefono: branches.phone,
      orari: branches.openingHours,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(branches, eq(branches.id, clients.branchId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The account as the export shows it: never its password hash. */
export async function accountOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      userCode: users.userCode,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      autologinFlag: users.autologinFlag,
      clientNotices: users.clientNotices,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The account of a client (the first, should there be more), with what its state at a glance needs
 * (contract's `accountStateOf`), and its code (who an audit record of the client names): the console's
 * page of the client (docs/decisions/0096).
 */
export async function accountFactsOfClient(db: Db, clientId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      userCode: users.userCode,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      // Spelt out: in a query of one table drizzle writes its columns unqualified, and `"id"` inside the
      // subquery was the invite's own id (an invited account showed as 'none' on the client's page).
      invited: sql<boolean>`exists (select 1 from invites i where i.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}
