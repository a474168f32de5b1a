import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, calendarFeeds, clients, invites, loginMessageRecipients, users } from '../../db/schema.js';
import type { UserRow } from './queries.js';

type InviteRow = typeof invites.$inferSelect;

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

/** The invite with this secret hash, if it belongs to the user with this code. */
export async function findInvite(
  db: Db,
  userCode: string,
  secretHash: string,
): Promise<{ invite: InviteRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ invite: invites, user: users })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(and(eq(invites.secretHash, secretHash), eq(users.userCode, userCode)))
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

/**
 * The client behind a secret's hash, while its account may use the area (enabled, not disabled by the
 * agency): a disabled client's address opens nothing, like a revoked one.
 */
export async function feedByHash(db: Db, secretHash: string) {
  const [row] = await db
    .select({ id: calendarFeeds.id, clientId: users.clientId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secretHash, secretHash), eq(users.enabled, true), isNull(users.disabledAt)));
  return row;
}

/** Who writes: the account, the agency's client behind it (if any) and that client's branch (if any). */
export async function senderOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      userCode: users.userCode,
      accountEmail: users.email,
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

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CODES_PER_STATEMENT = 5_000;

/**
 * Addresses a message to the users of these user codes; answers how many of the codes name a user, so that
 * the caller can tell an unknown one.
 */
export async function addRecipients(db: Db, messageId: number, userCodes: string[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < userCodes.length; start += CODES_PER_STATEMENT) {
    const codes = userCodes.slice(start, start + CODES_PER_STATEMENT);
    const rows = await db
      .insert(loginMessageRecipients)
      .select(
        db
          .select({ messageId: sql<number>`${messageId}::int`.as('message_id'), userId: users.id })
          .from(users)
          .where(inArray(users.userCode, codes)),
      )
      .onConflictDoNothing()
      .returning({ userId: loginMessageRecipients.userId });
    added += rows.length;
  }
  return added;
}
