import {
  type CreateUserRequest,
  ErrorCode,
  isItalianMobile,
  normalizeMobile,
  PRIVACY_KEYS,
  type PrivacyKey,
  Role,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { emailCodeEmail, smsCodeText } from '../../delivery/templates.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import {
  checkTypedCode,
  issueTypedCode,
  newSixDigitCode,
  pendingCode,
  type TypedCodeCheck,
} from '../../shared/one-time-codes.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { isFresh } from '../../shared/step-up.js';
import {
  deleteUser,
  findUserById,
  insertRegisteredUser,
  isEmailTaken,
  lockedAccountsOfClient,
  markEmailVerified,
  markPhoneVerified,
  nextUserCode,
  setUnverifiedPhone,
} from '../accounts/index.js';
import type { AuthService, OpenedSession } from '../auth/index.js';
import { assertAcceptablePassword, assertPasswordRule, hashPassword } from '../auth/index.js';
import { findTemplate, insertConsent, matchConsents, refusesNecessary } from '../privacy/index.js';
import { clientNameOf, findClientByTaxCodeAndPolicy } from '../profile/index.js';

const DAY = 24 * 60 * 60;
/** SPEC §9: 3 registration attempts per 24 hours, counted per client address and per tax code. */
export const REGISTRATION_ADDRESS_RULE: RateRule = {
  bucket: 'registration-address',
  limit: 3,
  windowSeconds: DAY,
};
export const REGISTRATION_TAX_CODE_RULE: RateRule = {
  bucket: 'registration-tax-code',
  limit: 3,
  windowSeconds: DAY,
};
/** E-mail codes: one send a minute, five an hour, per user (the one sent at registration counts). */
export const EMAIL_CODE_WAIT_RULE: RateRule = { bucket: 'email-code-wait', limit: 1, windowSeconds: 60 };
export const EMAIL_CODE_USER_RULE: RateRule = { bucket: 'email-code-user', limit: 5, windowSeconds: 3600 };
/**
 * SMS codes: the spec's 60-second wait, and five an hour per user and per number. The wait is per user
 * *and number* (`smsWaitKey`): a client who mistyped the number corrects it and gets the code at once,
 * while sending to the same number again waits, and the hourly limits hold per user and per number.
 */
export const smsWaitKey = (userId: number, phone: string) => `user:${userId}:${phone}`;
export const SMS_WAIT_RULE: RateRule = { bucket: 'sms-wait', limit: 1, windowSeconds: 60 };
export const SMS_USER_RULE: RateRule = { bucket: 'sms-user', limit: 5, windowSeconds: 3600 };
export const SMS_PHONE_RULE: RateRule = { bucket: 'sms-phone', limit: 5, windowSeconds: 3600 };
/**
 * And twenty an hour per client address, whoever asks: one machine cannot spend the agency's SMS through
 * many accounts, while a shared address (an office, a mobile carrier's NAT) still serves several clients.
 */
export const SMS_ADDRESS_RULE: RateRule = { bucket: 'sms-address', limit: 20, windowSeconds: 3600 };

export const EMAIL_CODE_MINUTES = 15;
export const SMS_CODE_MINUTES = 10;
/** The wrong attempt that reaches this count kills the code until a new one is sent. */
export const MAX_CODE_FAILURES = 5;
/**
 * A registration whose e-mail is still unverified after this long is abandoned: a new registration of the
 * same client replaces it (a mistyped e-mail must not lock the client out for good).
 */
export const ABANDONED_REGISTRATION_HOURS = 24;

export interface OnboardingDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'APPLICATION_ID'>;
  auth: AuthService;
  rateLimiter: RateLimiter;
  deliveries: Deliveries;
}

/** Italian mobile number as stored: +39 and the national number. */
export const toStoredMobile = (raw: string) => `+39${normalizeMobile(raw).replace(/^(?:\+39|0039)/, '')}`;

/** Registration (createUser) and the verification of its e-mail and mobile number. */
export class OnboardingService {
  constructor(private readonly deps: OnboardingDeps) {}

  async createUser(request: CreateUserRequest, client: ClientInfo): Promise<OpenedSession> {
    const { db, clock, config, auth } = this.deps;
    const codiceFiscale = request.codiceFiscale.toUpperCase();
    // The spec's rule costs nothing; the estimator costs tens of milliseconds of this thread, so it runs
    // only for an attempt within the limits (3 a day per address and tax code), once the client is known.
    assertPasswordRule(request.password, ErrorCode.ONBOARDING_PASSWORD);
    const counted = await this.countRegistrationAttempt(client.ipAddress, codiceFiscale);

    // One answer whether the tax code or the policy number is wrong: a guess, which counts.
    const owner = await findClientByTaxCodeAndPolicy(db, codiceFiscale, request.numeroPolizza);
    if (!owner) throw new AppError(ErrorCode.ONBOARDING_NO_MATCH);
    // A password or a consent the server refuses is the form to correct, not an attempt (issue 20): its
    // hit is taken back, so correcting it does not use up one of the day's three (decisions/0090).
    const notAnAttempt = async (error: unknown) => {
      if (error instanceof AppError) await this.deps.rateLimiter.forgive(counted);
      return error;
    };
    const personal = [request.email, codiceFiscale, owner.nome, owner.cognome, owner.cittaNascita];
    try {
      assertAcceptablePassword(request.password, personal, ErrorCode.ONBOARDING_PASSWORD);
    } catch (error) {
      throw await notAnAttempt(error);
    }
    const consents = await this.consentsOf(request).catch(async (error: unknown) => {
      throw await notAnAttempt(error);
    });

    const passwordHash = await hashPassword(request.password);
    const code = newSixDigitCode();
    const email = request.email.trim();
    const now = clock.now();
    const { userId, reply } = await db
      .transaction(async (tx) => {
        const accounts = await lockedAccountsOfClient(tx, owner.id);
        const abandonedBefore = now.getTime() - ABANDONED_REGISTRATION_HOURS * 3_600_000;
        const abandoned = accounts.filter(
          (a) =>
            a.hasPassword &&
            !a.emailVerified &&
            !a.onboardCompleted &&
            a.createdAt.getTime() <= abandonedBefore,
        );
        const live = accounts.filter((a) => !abandoned.includes(a));
        if (live.some((a) => a.hasPassword && a.onboardCompleted))
          throw new AppError(ErrorCode.ONBOARDING_ALREADY_REGISTERED);
        if (live.some((a) => !a.hasPassword)) throw new AppError(ErrorCode.ONBOARDING_AWAITING_INVITE);
        if (live.length > 0) throw new AppError(ErrorCode.ONBOARDING_PENDING);
        for (const account of abandoned) await deleteUser(tx, account.id);
        if (await isEmailTaken(tx, email)) throw new AppError(ErrorCode.ONBOARDING_EMAIL_TAKEN);

        const userCode = await nextUserCode(tx);
        const userId = await insertRegisteredUser(tx, {
          userCode,
          clientId: owner.id,
          email,
          passwordHash,
          applicationId: config.APPLICATION_ID,
          role: Role.USER,
          now,
        });
        // In the same transaction as the account, as one write did before: privacy owns the consents.
        await insertConsent(tx, {
          userId,
          type: request.privacyType,
          templateId: request.privacyTemplateID,
          values: consents,
          createdAt: now,
        });
        await issueTypedCode(tx, { userId, purpose: 'email', code, now, ttlMs: EMAIL_CODE_MINUTES * 60_000 });
        // Queued with the account: a registration that commits never loses its e-mail.
        await this.sendEmailCode(email, code, userCode, `${owner.nome} ${owner.cognome}`, tx);
        const user = await this.userOf(userId, tx);
        return { userId, reply: await auth.startSession(user, client, { db: tx }) };
      })
      .catch((error: unknown) => {
        // Another registration took the e-mail between our check and our insert.
        if (violates(error, 'users_email_idx')) throw new AppError(ErrorCode.ONBOARDING_EMAIL_TAKEN);
        throw error;
      });

    await this.countEmailCode(userId);
    return reply;
  }

  async validateEmail(userId: number, code: string): Promise<void> {
    const check = await this.checkCode(userId, 'email', code, (tx) => markEmailVerified(tx, userId));
    if (check.result === 'locked') throw new AppError(ErrorCode.EMAIL_CODE_LOCKED);
    if (check.result === 'wrong') throw new AppError(ErrorCode.EMAIL_CODE_WRONG);
  }

  async resendEmail(userId: number): Promise<void> {
    const user = await this.userOf(userId);
    if (user.emailVerified) throw new AppError(ErrorCode.FORBIDDEN);
    await this.countEmailCode(userId);
    const code = newSixDigitCode();
    const now = this.deps.clock.now();
    const nome = await clientNameOf(this.deps.db, user.clientId);
    await this.deps.db.transaction(async (tx) => {
      await issueTypedCode(tx, { userId, purpose: 'email', code, now, ttlMs: EMAIL_CODE_MINUTES * 60_000 });
      await this.sendEmailCode(user.email, code, user.userCode, nome, tx);
    });
  }

  /**
   * Sends a code to a mobile number. During registration the number becomes the account's, unverified;
   * an account whose number is verified keeps it until the new one is confirmed (a change of number). Past
   * the registration's own step (a change, or the first mobile of an account the agency made without one)
   * a mobile is a new way in (the SMS code of a step-up): it needs a fresh proof (decisions/0092, 0130).
   */
  async sendSms(
    userId: number,
    rawPhone: string,
    client: ClientInfo,
    secondFactorAt: Date | null = null,
  ): Promise<void> {
    if (!isItalianMobile(rawPhone)) throw new AppError(ErrorCode.PHONE_INVALID);
    const phone = toStoredMobile(rawPhone);
    const user = await this.userOf(userId);
    if (!user.emailVerified) throw new AppError(ErrorCode.FORBIDDEN);
    const pastRegistration = user.phoneVerified || user.onboardCompleted;
    if (pastRegistration && !isFresh(secondFactorAt, this.deps.clock.now())) {
      throw new AppError(ErrorCode.SECONDFACTOR_STEP_UP);
    }
    await this.sendSmsCode(userId, phone, !user.phoneVerified, client);
  }

  /**
   * An SMS code of the second factor to the verified mobile (docs/decisions/0091): the same limits as every
   * SMS code (a minute between sends, five an hour per user and number, twenty per address), its own
   * purpose, so it confirms nothing else; the second-factor module checks it with `checkTypedCode`.
   */
  async sendSecondFactorCode(userId: number, phone: string, client: ClientInfo): Promise<void> {
    await this.sendSmsCode(userId, phone, false, client, 'second-factor');
  }

  /** Sends a new code to the number waiting for confirmation. */
  async resendSms(userId: number, client: ClientInfo): Promise<void> {
    const user = await this.userOf(userId);
    const pending = await pendingCode(this.deps.db, userId, 'sms');
    const phone = pending?.target ?? (user.phoneVerified ? null : user.phone);
    if (!user.emailVerified || !phone) throw new AppError(ErrorCode.FORBIDDEN);
    await this.sendSmsCode(userId, phone, false, client);
  }

  async validatePhone(userId: number, code: string): Promise<void> {
    const check = await this.checkCode(userId, 'sms', code, async (tx, target) => {
      const user = await this.userOf(userId, tx);
      const phone = target ?? user.phone;
      if (!phone) throw new Error('an SMS code without a number');
      await markPhoneVerified(tx, userId, phone);
    });
    if (check.result === 'locked') throw new AppError(ErrorCode.PHONE_CODE_LOCKED);
    if (check.result === 'wrong') throw new AppError(ErrorCode.PHONE_CODE_WRONG);
  }

  /** Counts a registration attempt (SPEC §9: 3 a day) and answers what was counted, to take it back. */
  private async countRegistrationAttempt(ipAddress: string, codiceFiscale: string): Promise<RateHit[]> {
    const hits: RateHit[] = [
      [REGISTRATION_ADDRESS_RULE, ipAddress],
      [REGISTRATION_TAX_CODE_RULE, codiceFiscale],
    ];
    const attempt = await this.deps.rateLimiter.attempt(hits);
    if (!attempt.allowed) throw new AppError(ErrorCode.ONBOARDING_TOO_MANY);
    return hits;
  }

  /**
   * The notice read, and an answer (S or N) to every consent the template asks and to no other; else
   * ONBOARDING_006, whatever is wrong.
   */
  private async consentsOf(request: CreateUserRequest): Promise<Record<string, 'S' | 'N'>> {
    const template = request.lettaInformativa
      ? await findTemplate(this.deps.db, request.privacyType, request.privacyTemplateID)
      : undefined;
    const answers = Object.fromEntries(PRIVACY_KEYS.map((key) => [key, request[key as PrivacyKey]]));
    const consents = template ? matchConsents(template, answers) : null;
    if (!consents) throw new AppError(ErrorCode.ONBOARDING_PRIVACY);
    if (template && refusesNecessary(template, consents)) throw new AppError(ErrorCode.NECESSARY_CONSENT);
    return consents;
  }

  /** Checks a typed code and, when it is right, does what it unlocks in the same transaction. */
  private checkCode(
    userId: number,
    purpose: 'email' | 'sms',
    code: string,
    onValid: (tx: Db, target: string | null) => Promise<void>,
  ): Promise<TypedCodeCheck> {
    const { db, clock } = this.deps;
    // Wrong attempts are counted in the transaction: it must commit, so the caller throws after it.
    return db.transaction(async (tx) => {
      const check = await checkTypedCode(tx, {
        userId,
        purpose,
        code,
        now: clock.now(),
        maxFailures: MAX_CODE_FAILURES,
      });
      if (check.result === 'valid') await onValid(tx, check.target);
      return check;
    });
  }

  private async countEmailCode(userId: number): Promise<void> {
    await this.countSends([
      [EMAIL_CODE_WAIT_RULE, `user:${userId}`],
      [EMAIL_CODE_USER_RULE, `user:${userId}`],
    ]);
  }

  /**
   * Counts one send against every rule, or refuses it (RESEND_001) without counting it anywhere when one
   * rule is already at its limit. The counts after the hits catch two sends racing past the check.
   */
  private async countSends(rules: RateHit[]): Promise<void> {
    if (!(await this.deps.rateLimiter.send(rules))) throw new AppError(ErrorCode.RESEND_LIMIT);
  }

  /** Queues the e-mail with a code, in the transaction that issued the code. */
  private async sendEmailCode(to: string, code: string, userCode: string, nome: string | null, tx: Db) {
    const email = { to, ...emailCodeEmail({ nome, code, userCode, minutes: EMAIL_CODE_MINUTES }) };
    await this.deps.deliveries.email(email, { db: tx });
  }

  private async sendSmsCode(
    userId: number,
    phone: string,
    becomesAccountPhone: boolean,
    client: ClientInfo,
    purpose: 'sms' | 'second-factor' = 'sms',
  ): Promise<void> {
    const { db, clock, deliveries } = this.deps;
    await this.countSends([
      [SMS_WAIT_RULE, smsWaitKey(userId, phone)],
      [SMS_USER_RULE, `user:${userId}`],
      [SMS_PHONE_RULE, phone],
      [SMS_ADDRESS_RULE, client.ipAddress],
    ]);
    const code = newSixDigitCode();
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (becomesAccountPhone) await setUnverifiedPhone(tx, userId, phone);
      await issueTypedCode(tx, {
        userId,
        purpose,
        code,
        now,
        ttlMs: SMS_CODE_MINUTES * 60_000,
        target: phone,
      });
      await deliveries.sms(phone, smsCodeText({ code, minutes: SMS_CODE_MINUTES }), { db: tx });
    });
  }

  private async userOf(userId: number, db: Db = this.deps.db) {
    const user = await findUserById(db, userId);
    // The session was just resolved: a missing user means it was deleted in between.
    if (!user) throw new AppError(ErrorCode.TOKEN);
    return user;
  }
}

/** Whether a database error is the violation of this unique index (PostgreSQL 23505). */
export function violates(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}
