/**
 * docs/decisions/0037 under load: 100 simultaneous requests on each limit (test/bursts.ts). An attempt at something guarded (an invite, a typed code, a registration, a
 * recovery) is counted, all 100, and at most `limit` are checked; a send (a code, a contact request) goes
 * exactly `limit` times, counted by every rule, a refused one by none. Login and password change:
 * modules/auth/throttling.test.ts.
 */
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequests, oneTimeCodes, users } from '../db/schema.js';
import * as contact from '../modules/contact/service.js';
import { newInviteSecret, sendInvite } from '../modules/invites/create.js';
import { INVITE_ADDRESS_RULE, INVITE_USER_RULE } from '../modules/invites/service.js';
import * as onboarding from '../modules/onboarding/service.js';
import { RECOVERY_ACCOUNT_RULE, RECOVERY_ADDRESS_RULE } from '../modules/recovery/service.js';
import { RateLimiter, type RateRule } from '../shared/rate-limit.js';
import * as callers from '../test/accounts.js';
import { burst, codeOf, measuredBurst, type Reply, type Tally, tallyOf } from '../test/bursts.js';
import { useTestApp } from '../test/harness.js';
import { registrationBody } from '../test/registration.js';

const t = useTestApp();
const N = 100;
const MINUTE = 60_000;
const { MAX_CODE_FAILURES, SMS_ADDRESS_RULE, SMS_PHONE_RULE, SMS_USER_RULE, SMS_WAIT_RULE } = onboarding;
const SMS_RULES = [SMS_WAIT_RULE, SMS_USER_RULE, SMS_PHONE_RULE, SMS_ADDRESS_RULE];
const REGISTRATION_RULES = [onboarding.REGISTRATION_ADDRESS_RULE, onboarding.REGISTRATION_TAX_CODE_RULE];
const CONTACT_RULES = [contact.CONTACT_USER_RULE, contact.CONTACT_ADDRESS_RULE];
const PUBLIC_CONTACT_ADDRESS_RULE = contact.PUBLIC_CONTACT_ADDRESS_RULE;

/** A POST from a caller: with their session when they have one, from their address or a new one. */
const call = (url: string, payload: object, from: { token?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from.address ?? newAddress(),
    headers: from.token ? { authorization: `Bearer ${from.token}` } : {},
  });
/** The i-th request of a burst. */
type NthRequest = (i: number) => Promise<Reply>;
const burstOf = (request: NthRequest) => burst(t, N, request);
const measured = (rules: RateRule[], request: NthRequest) => measuredBurst(t, N, rules, request);
/** The tally of a burst where `ok` requests went through and the others were refused with `refused`. */
const only = (ok: number, refused: string): Tally =>
  Object.fromEntries(Object.entries({ OK: ok, [refused]: N - ok }).filter(([, count]) => count > 0));
/** The same count for every rule, by bucket. */
const each = (rules: RateRule[], hits: number) => Object.fromEntries(rules.map((r) => [r.bucket, hits]));
const hitsNow = (rule: RateRule, subject: string) => new RateLimiter(t.db, t.clock).count(rule, subject);
const { lastCodeTo, newAccounts, newAddress, newClient, newPhone, registered, withVerifiedEmail } = callers;
type Account = callers.Account;
const messagesTo = (to: string) => callers.messagesTo(t, to);
/** Another 6-digit code than the one given: a wrong code typed. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// ——— Attempts: all counted, at most `limit` checked ———

describe('invites: 100 simultaneous wrong links', () => {
  const deliveries = { email: async () => {}, sms: async () => {} };
  const invite = () => sendInvite({ db: t.db, clock: t.clock, config: t.config, deliveries }, '10000004');
  const WRONG_SECRET = newInviteSecret();
  /** The secret half of the link's code (/first?code=<userID>-<secret>). */
  const secretOf = (link: string) => link.slice(link.lastIndexOf('-') + 1);
  const accept = (userID: string, hash: string, address?: string) =>
    call(
      ApiPath.validateInviteCode,
      { userID, hash_pwd: hash, newPassword: 'Lampione-Verde-2026' },
      { address },
    );
  const rules = [INVITE_USER_RULE, INVITE_ADDRESS_RULE];

  it('checks at most 5 uses of one user ID (from 100 addresses), counts all 100, then refuses the right link too', async () => {
    const { userID, link } = await invite();
    const { tally, counted } = await measured(rules, () => accept(userID, WRONG_SECRET));
    // The fifth use checked is told the invite is now locked.
    const checked = INVITE_USER_RULE.limit;
    expect(tally).toEqual({
      [ErrorCode.INVITE_INVALID]: checked - 1,
      [ErrorCode.PHONE_CODE_LOCKED]: N - checked + 1,
    });
    expect(counted).toEqual(each(rules, N));
    expect(codeOf(await accept(userID, secretOf(link)))).toBe(ErrorCode.PHONE_CODE_LOCKED);
    t.clock.advance(16 * MINUTE);
    expect(codeOf(await accept(userID, secretOf(link)))).toBe('OK');
  });

  it('checks at most 30 uses from one address, whatever the user IDs, and counts all 100', async () => {
    const address = newAddress();
    const { tally, counted } = await measured(rules, (i) =>
      accept(String(40_000_000 + i), WRONG_SECRET, address),
    );
    const checked = INVITE_ADDRESS_RULE.limit;
    expect(tally).toEqual({
      [ErrorCode.INVITE_INVALID]: checked,
      [ErrorCode.PHONE_CODE_LOCKED]: N - checked,
    });
    expect(counted).toEqual(each(rules, N));
    expect(await hitsNow(INVITE_ADDRESS_RULE, address)).toBe(N);
  });

  it('answers at most 30 of 100 simultaneous link checks from one address, and counts all 100', async () => {
    const { userID, link } = await invite();
    const address = newAddress();
    const check = (hash: string, from = address) =>
      call(ApiPath.checkInviteCode, { userID, hash }, { address: from });
    const { tally, counted } = await measured([INVITE_ADDRESS_RULE], () => check(WRONG_SECRET));
    expect(tally).toEqual(only(INVITE_ADDRESS_RULE.limit, ErrorCode.PHONE_CODE_LOCKED));
    expect(counted).toEqual(each([INVITE_ADDRESS_RULE], N));
    // Locked for that address, the right link too; from elsewhere it works.
    expect(codeOf(await check(secretOf(link)))).toBe(ErrorCode.PHONE_CODE_LOCKED);
    expect((await check(secretOf(link), newAddress())).json().inviteCodeValid).toBe(true);
  });
});

interface TypedCode {
  purpose: 'email' | 'sms';
  path: ApiPath;
  field: string;
  wrong: ErrorCode;
  locked: ErrorCode;
  /** An account whose code of this purpose was just sent, and the code. */
  sent(): Promise<{ account: Account; code: string }>;
  /** What the code proves, once it is taken. */
  proves: 'emailVerified' | 'phoneVerified';
}
const TYPED_CODES: TypedCode[] = [
  {
    purpose: 'email',
    path: ApiPath.validateEmail,
    field: 'emailVerificationToken',
    wrong: ErrorCode.EMAIL_CODE_WRONG,
    locked: ErrorCode.EMAIL_CODE_LOCKED,
    sent: async () => {
      const account = await registered(t);
      return { account, code: await lastCodeTo(t, account.email) };
    },
    proves: 'emailVerified',
  },
  {
    purpose: 'sms',
    path: ApiPath.validatePhone,
    field: 'smsSecurityCode',
    wrong: ErrorCode.PHONE_CODE_WRONG,
    locked: ErrorCode.PHONE_CODE_LOCKED,
    sent: async () => {
      const account = await withVerifiedEmail(t);
      const phone = newPhone();
      expect(codeOf(await call(ApiPath.sendSms, { phone }, account))).toBe('OK');
      await t.app.deliveries.drain();
      return { account, code: await lastCodeTo(t, onboarding.toStoredMobile(phone)) };
    },
    proves: 'phoneVerified',
  },
];

/** The count of attempts of the account's last code of a purpose, used or not. */
async function attemptsOn({ userId }: Account, purpose: TypedCode['purpose']) {
  const [row] = await t.db
    .select({ failedAttempts: oneTimeCodes.failedAttempts })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row?.failedAttempts;
}

describe.each(TYPED_CODES)('the $purpose code', (kind) => {
  const verified = async ({ userId }: Account) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.[kind.proves];
  const type = (account: Account, code: string) => call(kind.path, { [kind.field]: code }, account);
  /** Five compared: the fifth wrong one kills the code and is answered as locked, like the rest. */
  const lockedAfterFive = { [kind.wrong]: MAX_CODE_FAILURES - 1, [kind.locked]: N - MAX_CODE_FAILURES + 1 };

  it('compares at most 5 of 100 simultaneous wrong codes, counts all 100, then refuses the right one', async () => {
    const { account, code } = await kind.sent();
    expect(tallyOf(await burstOf(() => type(account, wrongCode(code))))).toEqual(lockedAfterFive);
    expect(await attemptsOn(account, kind.purpose)).toBe(N);
    expect(codeOf(await type(account, code))).toBe(kind.locked);
    expect(await verified(account)).toBe(false);
  });

  it.each([
    { position: 0, place: 'first' },
    { position: N - 1, place: 'last' },
  ])(
    'takes the right code sent $place among 99 wrong ones only within the first 5 attempts',
    async ({ position }) => {
      const { account, code } = await kind.sent();
      const codes = await burstOf((i) => type(account, i === position ? code : wrongCode(code)));
      const attempts = await attemptsOn(account, kind.purpose);
      if (codes[position] === 'OK') {
        // It won within the first five: fewer than five wrong ones were compared (and counted) before it;
        // those after it found no code left, and were neither compared nor counted.
        expect(attempts).toBeLessThan(MAX_CODE_FAILURES);
        expect(tallyOf(codes)).toEqual({ OK: 1, [kind.wrong]: N - 1 });
      } else {
        // Or it came after the fifth, and is refused like every other: five compared, all 100 counted.
        expect(codes[position]).toBe(kind.locked);
        expect(attempts).toBe(N);
        expect(tallyOf(codes)).toEqual(lockedAfterFive);
      }
      expect(await verified(account)).toBe(codes[position] === 'OK');
    },
  );
});

describe('registration attempts (SPEC §9: 3 per 24 hours per address and per tax code)', () => {
  const register = (body: object, address?: string) => call(ApiPath.createUser, body, { address });

  it('checks at most 3 of 100 simultaneous registrations from one address, and counts all 100', async () => {
    const address = newAddress();
    const unknownClient = (i: number) => ({ codiceFiscale: `NSSCLN80A01H${String(i).padStart(3, '0')}Z` });
    const { tally, counted } = await measured(REGISTRATION_RULES, (i) =>
      register(registrationBody({ ...unknownClient(i), numeroPolizza: '1' }), address),
    );
    const checked = onboarding.REGISTRATION_ADDRESS_RULE.limit;
    expect(tally).toEqual({
      [ErrorCode.ONBOARDING_NO_MATCH]: checked,
      [ErrorCode.ONBOARDING_TOO_MANY]: N - checked,
    });
    expect(counted).toEqual(each(REGISTRATION_RULES, N));
  });

  it('makes exactly one account of 100 simultaneous registrations of one client, from 100 addresses', async () => {
    const { clientId, typed } = await newClient(t);
    const { tally, counted } = await measured(REGISTRATION_RULES, (i) =>
      register(registrationBody({ ...typed, email: `gemello.${i}@example.it` })),
    );
    // Three are checked (the tax code's limit): one registers, the other two find it pending.
    const checked = onboarding.REGISTRATION_TAX_CODE_RULE.limit;
    expect(tally).toEqual({
      OK: 1,
      [ErrorCode.ONBOARDING_PENDING]: checked - 1,
      [ErrorCode.ONBOARDING_TOO_MANY]: N - checked,
    });
    expect(counted).toEqual(each(REGISTRATION_RULES, N));
    const accounts = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.clientId, clientId));
    expect(accounts).toHaveLength(1);
    expect(await messagesTo(accounts[0]?.email ?? '')).toHaveLength(1);
  });
});

describe('password recovery (3 e-mails an hour per account, 20 requests an hour per address)', () => {
  it('lets 20 of 100 simultaneous requests from one address look the account up, and e-mails it 3 times', async () => {
    const [account] = await newAccounts(t, 1);
    const from = { address: newAddress() };
    const rules = [RECOVERY_ADDRESS_RULE, RECOVERY_ACCOUNT_RULE];
    const { tally, counted } = await measured(rules, () =>
      call(ApiPath.forgotPasswordSendCode, { email: account?.email }, from),
    );
    // The same answer to all (decisions/0011): the work after it is what the limits bound.
    expect(tally).toEqual({ OK: N });
    expect(counted).toEqual({
      [RECOVERY_ADDRESS_RULE.bucket]: N,
      [RECOVERY_ACCOUNT_RULE.bucket]: RECOVERY_ADDRESS_RULE.limit,
    });
    expect(await messagesTo(account?.email ?? '')).toHaveLength(RECOVERY_ACCOUNT_RULE.limit);
  });
});

// ——— Sends: exactly `limit` go, counted by every rule; a refused one by none ———

/**
 * Bursts a minute apart (past the one-a-minute rule) until the hourly rules are full: each burst sends
 * exactly one while the hour has room, then none; every rule counts exactly what was sent.
 */
async function minuteBursts(options: {
  request: NthRequest;
  wait: [RateRule, string];
  hourly: [RateRule, string][];
  /** Sends already counted this hour. */
  before: number;
}): Promise<number> {
  const hourLimit = Math.min(...options.hourly.map(([rule]) => rule.limit));
  for (let sent = options.before; ; ) {
    t.clock.advance(MINUTE);
    const ok = sent < hourLimit ? 1 : 0;
    expect(tallyOf(await burstOf(options.request))).toEqual(only(ok, ErrorCode.RESEND_LIMIT));
    sent += ok;
    expect(await hitsNow(...options.wait)).toBe(ok);
    for (const hit of options.hourly) expect(await hitsNow(...hit)).toBe(sent);
    if (ok === 0) return sent;
  }
}

describe('e-mail and SMS codes: one a minute, five an hour', () => {
  it('ResendEmail: one of each 100 simultaneous, until five in the hour (the registration’s included)', async () => {
    const account = await registered(t);
    const subject = `user:${account.userId}`;
    const sent = await minuteBursts({
      request: () => call(ApiPath.resendEmail, {}, account),
      wait: [onboarding.EMAIL_CODE_WAIT_RULE, subject],
      hourly: [[onboarding.EMAIL_CODE_USER_RULE, subject]],
      before: 1,
    });
    expect(sent).toBe(onboarding.EMAIL_CODE_USER_RULE.limit);
    expect(await messagesTo(account.email)).toHaveLength(sent);
  });

  it('SendSMS and ResendSMS: one of each 100 simultaneous, until five in the hour to the user and number', async () => {
    const caller = { ...(await withVerifiedEmail(t)), address: newAddress() };
    const phone = newPhone();
    expect(codeOf(await call(ApiPath.sendSms, { phone }, caller))).toBe('OK');
    const stored = onboarding.toStoredMobile(phone);
    const subject = `user:${caller.userId}`;
    const sent = await minuteBursts({
      // Half send to the number again, half ask for the code again: the same counters.
      request: (i) =>
        i % 2 ? call(ApiPath.resendSms, {}, caller) : call(ApiPath.sendSms, { phone }, caller),
      wait: [SMS_WAIT_RULE, onboarding.smsWaitKey(caller.userId, stored)],
      hourly: [
        [SMS_USER_RULE, subject],
        [SMS_PHONE_RULE, stored],
        [SMS_ADDRESS_RULE, caller.address],
      ],
      before: 1,
    });
    expect(sent).toBe(Math.min(SMS_USER_RULE.limit, SMS_PHONE_RULE.limit));
    expect(await messagesTo(stored)).toHaveLength(sent);
  });
});

/** Of 100 simultaneous sends, exactly the binding rule's limit go, each counted by every rule. */
async function expectSends(limit: RateRule, rules: RateRule[], refused: ErrorCode, request: NthRequest) {
  const { tally, counted } = await measured(rules, request);
  expect(tally).toEqual(only(limit.limit, refused));
  expect(counted).toEqual(each(rules, limit.limit));
}

/** The i-th request comes from one of the senders in turn. */
const inTurn = <T>(senders: T[], i: number) => senders[i % senders.length] as T;
/** Senders from one address, or each from their own, each with a number of their own. */
const senders = async (count: number, address?: string) =>
  (await newAccounts(t, count)).map((a) => ({ ...a, address: address ?? newAddress(), phone: newPhone() }));

describe('SendSMS: of 100 simultaneous, exactly the limit go', () => {
  const expectSms = (limit: RateRule, request: NthRequest) =>
    expectSends(limit, SMS_RULES, ErrorCode.RESEND_LIMIT, request);

  it('to one number, by 20 users (one a minute each) from their own addresses: 5', async () => {
    const [from, phone] = [await senders(20), newPhone()];
    await expectSms(SMS_PHONE_RULE, (i) => call(ApiPath.sendSms, { phone }, inTurn(from, i)));
  });

  it('from one address, by 25 users to their own numbers: 20', async () => {
    const from = await senders(25, newAddress());
    await expectSms(SMS_ADDRESS_RULE, (i) =>
      call(ApiPath.sendSms, { phone: inTurn(from, i).phone }, inTurn(from, i)),
    );
  });
});

describe('contact forms: of 100 simultaneous, exactly the limit go', () => {
  const question = { nome: 'Elena', cognome: 'Fontana', oggetto: '1', testo: 'Quando scade la mia polizza?' };
  const visitor = { nome: 'Carla', cognome: 'Russo', oggetto: '1', privacy: true };
  const publicForm = (body: object, address?: string) =>
    call(ApiPath.publicFormContatti, { ...visitor, ...body }, { address });
  const PUBLIC_BY_EMAIL = [PUBLIC_CONTACT_ADDRESS_RULE, contact.PUBLIC_CONTACT_EMAIL_RULE];
  /** And only those are stored (and e-mailed). */
  async function expectRequests(limit: RateRule, rules: RateRule[], request: NthRequest) {
    const storedBefore = await t.db.$count(contactRequests);
    await expectSends(limit, rules, ErrorCode.CONTACT_TOO_MANY, request);
    expect((await t.db.$count(contactRequests)) - storedBefore).toBe(limit.limit);
  }

  it('formContatti by one user, from 100 addresses: 5', async () => {
    const [account] = await newAccounts(t, 1);
    await expectRequests(contact.CONTACT_USER_RULE, CONTACT_RULES, () =>
      call(ApiPath.formContatti, question, { token: account?.token }),
    );
  });

  it('formContatti from one address, by 25 users (4 each, under their own limit): 20', async () => {
    const from = await senders(25, newAddress());
    await expectRequests(contact.CONTACT_ADDRESS_RULE, CONTACT_RULES, (i) =>
      call(ApiPath.formContatti, question, inTurn(from, i)),
    );
  });

  it('publicFormContatti with one e-mail, from 100 addresses: 3', async () => {
    await expectRequests(contact.PUBLIC_CONTACT_EMAIL_RULE, PUBLIC_BY_EMAIL, () =>
      publicForm({ email: 'carla.russo@example.it' }),
    );
  });

  it('publicFormContatti with one phone number, from 100 addresses: 3', async () => {
    const rules = [PUBLIC_CONTACT_ADDRESS_RULE, contact.PUBLIC_CONTACT_PHONE_RULE];
    await expectRequests(contact.PUBLIC_CONTACT_PHONE_RULE, rules, () =>
      publicForm({ telefono: '+39 340 111 2222' }),
    );
  });

  it('publicFormContatti from one address, with 100 e-mails: 5', async () => {
    const address = newAddress();
    await expectRequests(PUBLIC_CONTACT_ADDRESS_RULE, PUBLIC_BY_EMAIL, (i) =>
      publicForm({ email: `visitatore.${i}@example.it` }, address),
    );
  });
});
