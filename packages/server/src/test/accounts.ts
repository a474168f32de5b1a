import { ApiPath, DEFAULT_APPLICATION_ID, INVITE_CODE_PATTERN, Role } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { userRoles, users } from '../db/schema.js';
import { listOutbox } from '../delivery/outbox.js';
import { hashPassword } from '../modules/auth/index.js';
import { SessionStore } from '../modules/auth/sessions.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { codiceFiscale, importClientWithPolicy } from './agency-records.js';
import { sixDigitCodeIn } from './delivery-servers.js';
import type { TestContext } from './harness.js';
import { registrationBody } from './registration.js';
import { giveSecondFactor } from './second-factor.js';

/** Many callers of their own, cheaply: addresses, numbers, accounts with a session, registered clients. */

let addressCount = 0;
/** A client address of its own (in 10.0.0.0/8: room for any number of tests). */
export const newAddress = () =>
  `10.${(++addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
let phoneCount = 0;
/** An Italian mobile number of its own, as typed. */
export const newPhone = () => `34${String(++phoneCount).padStart(8, '0')}`;

export interface Account {
  userId: number;
  token: string;
  email: string;
}

let accountCount = 0;
/** Accounts with no client, enabled and e-mail verified (no phone), each with a session; no hashing. */
export function newAccounts(t: TestContext, count: number): Promise<Account[]> {
  const sessions = new SessionStore(t.db, t.clock, t.config);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const n = ++accountCount;
      const email = `account.${n}@example.it`;
      const [user] = await t.db
        .insert(users)
        .values({
          userCode: String(30_000_000 + n),
          email,
          enabled: true,
          onboardCompleted: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      const userId = user?.id as number;
      await t.db
        .insert(userRoles)
        .values({ userId, applicationId: t.config.APPLICATION_ID, role: Role.USER });
      // A session whole and fresh for a step-up, as after a login with the second factor.
      const token = await sessions.create(userId, { ipAddress: newAddress() }, t.db, {
        pending: false,
        givenAt: t.clock.now(),
      });
      return { userId, email, token };
    }),
  );
}

let clientCount = 0;
/** A client of the agency with one policy and no account, and what registering them takes. */
export async function newClient(t: TestContext) {
  const n = String(++clientCount).padStart(3, '0');
  const client = {
    codiceFiscale: codiceFiscale(`CNCRRN80A01H${n}`),
    numeroPolizza: `77000${n}`,
    email: `registrato${n}@example.it`,
  };
  const clientId = await importClientWithPolicy(
    t,
    { id: `CONC-${n}`, codiceFiscale: client.codiceFiscale, nome: 'Cliente', cognome: `Concorrente ${n}` },
    { id: `CONC-POL-${n}`, numeroPolizza: client.numeroPolizza, prodotto: 'Casa' },
  );
  return { clientId, typed: client };
}

/** The messages kept for a recipient, newest first (a test app without SMTP server nor SMS gateway). */
export const messagesTo = (t: TestContext, to: string) => listOutbox(t.db, { to, limit: 500 });
/** The code in the last message to a recipient. */
export const lastCodeTo = async (t: TestContext, to: string) =>
  sixDigitCodeIn((await messagesTo(t, to))[0]?.text ?? '');

/** A fresh client, registered from an address of its own (createUser e-mails the first code). */
export async function registered(t: TestContext): Promise<Account> {
  const { typed: client } = await newClient(t);
  const payload = registrationBody(client);
  const reply = await t.inject({
    method: 'POST',
    url: ApiPath.createUser,
    payload,
    remoteAddress: newAddress(),
  });
  if (reply.statusCode !== 200) throw new Error(`registration failed: ${reply.body}`);
  const [user] = await t.db.select().from(users).where(eq(users.userCode, reply.json().user.id));
  return { userId: user?.id as number, token: reply.json().token, email: client.email };
}

/** A registered client whose e-mail is verified, a minute later (past the wait between codes). */
export async function withVerifiedEmail(t: TestContext): Promise<Account> {
  const account = await registered(t);
  const payload = { emailVerificationToken: await lastCodeTo(t, account.email) };
  const reply = await t.post(ApiPath.validateEmail, payload, account.token);
  if (reply.statusCode !== 200) throw new Error(`e-mail verification failed: ${reply.body}`);
  t.clock.advance(60_000);
  return account;
}

/** A demo user's login from a browser (User-Agent) and an address, as a session records them; its token. */
export async function loginFrom(
  t: TestContext,
  userCode: string,
  client: { userAgent: string; remoteAddress: string },
): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: ApiPath.login,
    payload: { loginId: userCode, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
    headers: { 'user-agent': client.userAgent },
    remoteAddress: client.remoteAddress,
  });
  if (reply.statusCode !== 200) throw new Error(`login of ${userCode} failed: ${reply.body}`);
  const token = reply.json().token as string;
  // Whole and fresh for a step-up, as the harness's login (second-factor.test.ts tests the factor).
  await giveSecondFactor(t.db, token, t.clock.now());
  return token;
}

/**
 * Gives a demo account its demo password back, for the tests after one that changed it: the API refuses
 * the demo password as a new one (docs/decisions/0087), so it is written as the seed writes it.
 */
export async function restoreDemoPassword(db: Db, userCode: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.userCode, userCode));
}

/**
 * A staff member's first access, from the text of the invite e-mailed to them: the password chosen, the
 * session it opens (still waiting for the second factor, decisions/0091) and the account's user ID.
 */
export async function acceptStaffInvite(t: TestContext, inviteText: string) {
  const code = /\/first\?code=(\S+)/.exec(inviteText)?.[1] ?? '';
  const [, userID = '', hash = ''] = INVITE_CODE_PATTERN.exec(decodeURIComponent(code)) ?? [];
  const accepted = await t.post(ApiPath.validateInviteCode, {
    userID,
    hash_pwd: hash,
    newPassword: 'Quercia-Rossa-2026',
  });
  return { token: accepted.json().token as string, userCode: userID };
}

/**
 * An account of the agency's (Staff or Superuser, and User; no client, no phone) written straight into the
 * tables, its session whole and fresh: for tests of what a role may do (staff-accounts.ts makes one the way
 * the agency does, through the invite).
 */
export async function directStaffAccount(
  t: TestContext,
  role: typeof Role.STAFF | typeof Role.SUPERUSER = Role.STAFF,
): Promise<Account> {
  const [account] = await newAccounts(t, 1);
  const staff = account as Account;
  await t.db.insert(userRoles).values({ userId: staff.userId, applicationId: t.config.APPLICATION_ID, role });
  return staff;
}
