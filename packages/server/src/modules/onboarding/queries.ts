import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { clients, dossiers, privacyConsents, userCodeSequence, userRoles, users } from '../../db/schema.js';

/** The client with this tax code (upper case) who holds a policy with this number, if any. */
export async function findClientByTaxCodeAndPolicy(db: Db, codiceFiscale: string, numeroPolizza: string) {
  const [row] = await db
    .select({ id: clients.id, nome: clients.nome, cognome: clients.cognome })
    .from(clients)
    .where(
      and(
        eq(sql`upper(${clients.codiceFiscale})`, codiceFiscale),
        sql`exists (select 1 from ${dossiers} where ${dossiers.clientId} = ${clients.id}
          and ${dossiers.numeroPolizza} = ${numeroPolizza})`,
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
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
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      onboardCompleted: users.onboardCompleted,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.clientId, clientId));
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

/** Writes the account a registration makes: not enabled, e-mail unverified, role User, its consents. */
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
    privacy: { type: string; templateId: string; values: Record<string, 'S' | 'N'> };
  },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      userCode: input.userCode,
      clientId: input.clientId,
      email: input.email,
      passwordHash: input.passwordHash,
      enabled: false,
      onboardCompleted: false,
      emailVerified: false,
      createdAt: input.now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('registered user not written');
  await db
    .insert(userRoles)
    .values({ userId: user.id, applicationId: input.applicationId, role: input.role });
  await db.insert(privacyConsents).values({ userId: user.id, ...input.privacy, createdAt: input.now });
  return user.id;
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
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

/** The client's name for the greeting of an e-mail. */
export async function clientNameOf(db: Db, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [row] = await db
    .select({ nome: clients.nome, cognome: clients.cognome })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ? `${row.nome} ${row.cognome}` : null;
}
