import { Role } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { clients, userCodeSequence, userRoles, users } from '../../db/schema.js';

/**
 * An account of the agency's staff: no client behind it, enabled, its e-mail vouched for by the agency (the
 * invite's link proves it), no password yet (its first is chosen through an invite). Its mobile is written
 * unverified: a number typed by whoever made the account gets no code of the second factor or a step-up
 * until its owner confirms it with a code sent to it (docs/decisions/0131).
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
    /** Its scope (issue 37): the feed's id of its one branch, null agency-wide. */
    staffBranch: string | null;
  },
): Promise<number> {
  return insertAccountAwaitingInvite(db, {
    ...input,
    clientId: null,
    emailVerified: true,
    phoneVerified: false,
  });
}

/**
 * The account of an imported client the agency invites (docs/decisions/0100): the feed's e-mail and mobile,
 * vouched for by the agency as the demo's accounts are, enabled and onboarded, with no password until the
 * first access from the invite's link (which verifies the e-mail).
 */
export async function insertInvitedClientUser(
  db: Db,
  input: {
    userCode: string;
    clientId: number;
    email: string;
    phone: string | null;
    applicationId: string;
    now: Date;
  },
): Promise<number> {
  return insertAccountAwaitingInvite(db, {
    ...input,
    roles: [Role.USER],
    emailVerified: false,
    phoneVerified: input.phone !== null,
  });
}

/** An account the agency makes, enabled and onboarded, whose first password is chosen through an invite. */
function insertAccountAwaitingInvite(
  db: Db,
  input: {
    userCode: string;
    clientId: number | null;
    email: string;
    emailVerified: boolean;
    phone: string | null;
    phoneVerified: boolean;
    applicationId: string;
    roles: string[];
    now: Date;
    staffBranch?: string | null;
  },
): Promise<number> {
  return insertUserWithRoles(
    db,
    {
      userCode: input.userCode,
      clientId: input.clientId,
      email: input.email,
      passwordHash: null,
      enabled: true,
      onboardCompleted: true,
      emailVerified: input.emailVerified,
      phone: input.phone,
      phoneVerified: input.phoneVerified,
      staffBranch: input.staffBranch ?? null,
      createdAt: input.now,
    },
    input.applicationId,
    input.roles,
  );
}

/**
 * The accounts of a client, read with the client's row locked: two registrations of one client at the
 * same moment are serialized, and the second sees the first's account.
 */
export async function lockedAccountsOfClient(db: Db, clientId: number) {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  return db
    .select({
      id: users.id,
      userCode: users.userCode,
      email: users.email,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      onboardCompleted: users.onboardCompleted,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.clientId, clientId));
}

/** The next free 8-digit user code: from the sequence, skipping codes the agency already gave out. */
export async function nextUserCode(db: Db): Promise<string> {
  for (;;) {
    const [row] = await selectRows<{ code: string }>(
      db,
      sql`select nextval(${userCodeSequence.seqName}::regclass)::text as code`,
    );
    const code = row?.code;
    if (!code) throw new Error('user code sequence gave nothing');
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.userCode, code)).limit(1);
    if (taken.length === 0) return code;
  }
}

/** Writes the account a registration makes: not enabled, e-mail unverified, role User (its consents: privacy). */
export async function insertRegisteredUser(
  db: Db,
  input: {
    userCode: string;
    clientId: number;
    email: string;
    passwordHash: string;
    applicationId: string;
    role: string;
    now: Date;
  },
): Promise<number> {
  return insertUserWithRoles(
    db,
    {
      userCode: input.userCode,
      clientId: input.clientId,
      email: input.email,
      passwordHash: input.passwordHash,
      enabled: false,
      onboardCompleted: false,
      emailVerified: false,
      createdAt: input.now,
    },
    input.applicationId,
    [input.role],
  );
}

/** One account and its roles for the application: every way an account is made ends here. */
async function insertUserWithRoles(
  db: Db,
  account: typeof users.$inferInsert,
  applicationId: string,
  roles: string[],
): Promise<number> {
  const [user] = await db.insert(users).values(account).returning({ id: users.id });
  if (!user) throw new Error(`account ${account.userCode} not written`);
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, applicationId, role })));
  return user.id;
}
