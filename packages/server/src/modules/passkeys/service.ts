import { randomBytes } from 'node:crypto';
import {
  type AddPasskeyRequest,
  type AuditAction,
  ErrorCode,
  MAX_PASSKEYS,
  type PasskeyLoginRequest,
  type PasskeySummary,
  passkeyCreationOptions,
  passkeyRequestOptions,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserById } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { type AuthService, LOGIN_ACCOUNT_RULE, type OpenedSession } from '../auth/index.js';
import { queueSecurityNotice } from '../notices/index.js';
import { CEREMONY_TIMEOUT_MS, CHALLENGE_TTL_MS, challengeHashOf, challengeOf } from './ceremony.js';
import {
  deleteUserPasskey,
  insertChallenge,
  insertPasskey,
  markPasskeyUsed,
  type PasskeyRow,
  passkeyByCredentialId,
  passkeysOfUser,
  renameUserPasskey,
  takeChallenge,
} from './queries.js';
import { type RelyingParty, relyingPartyOf } from './relying-party.js';

/** Sign-in challenges handed to one address: enough for a family behind one router, not for a flood. */
export const PASSKEY_OPTIONS_ADDRESS_RULE: RateRule = {
  bucket: 'passkey-options-address',
  limit: 30,
  windowSeconds: 15 * 60,
};
/** Failed passkey sign-ins from one address; a success takes its own hit back. */
export const PASSKEY_LOGIN_ADDRESS_RULE: RateRule = {
  bucket: 'passkey-login-address',
  limit: 20,
  windowSeconds: 15 * 60,
};

export interface PasskeyDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'APPLICATION_ID'>;
  auth: AuthService;
  rateLimiter: RateLimiter;
  /** The e-mail that tells the owner a passkey was added or removed. */
  deliveries: Deliveries;
}

const summaryOf = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

const refused = (code: ErrorCode) => new AppError(code);

/**
 * SimpleWebAuthn, loaded at the first ceremony: importing it costs some 0.26 s of CPU that a server's start
 * and every command of the command line (which build this service) do not need.
 */
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => {
  library ??= import('@simplewebauthn/server');
  return library;
};

/**
 * Passkeys (WebAuthn, issue 20; docs/decisions/0093): a client adds them in the profile and signs in with
 * any of them. Every challenge is made here, kept (hashed) on the server for 3 minutes and taken once.
 */
export class PasskeyService {
  private readonly rp: RelyingParty;

  constructor(private readonly deps: PasskeyDeps) {
    this.rp = relyingPartyOf(deps.config);
  }

  async list(userId: number): Promise<PasskeySummary[]> {
    return (await passkeysOfUser(this.deps.db, userId)).map(summaryOf);
  }

  /** The options of a new passkey: discoverable, with user verification, none of the user's again. */
  async creationOptions(identity: SessionIdentity) {
    const { db } = this.deps;
    const user = await findUserById(db, identity.userId);
    if (!user) throw refused(ErrorCode.TOKEN);
    const existing = await passkeysOfUser(db, user.id);
    if (existing.length >= MAX_PASSKEYS) throw refused(ErrorCode.PASSKEY_TOO_MANY);
    // One WebAuthn user.id per account, random (no personal data in it): a provider then keeps one passkey
    // per account on a device, replacing rather than piling up.
    const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.userCode,
      userDisplayName: user.email,
      userID: Buffer.from(userHandle, 'base64url'),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.keepChallenge(options.challenge, 'registration', user.id, userHandle);
    return passkeyCreationOptions.parse(options);
  }

  /** Verifies the browser's answer to `creationOptions` and keeps the passkey under its name. */
  async add(identity: SessionIdentity, { name, credential }: AddPasskeyRequest): Promise<PasskeySummary> {
    const { db, clock } = this.deps;
    const challenge = challengeOf(credential.response.clientDataJSON, ErrorCode.PASSKEY_NOT_ADDED);
    const taken = await takeChallenge(db, {
      challengeHash: challengeHashOf(challenge),
      purpose: 'registration',
      userId: identity.userId,
      now: clock.now(),
    });
    if (!taken?.userHandle) throw refused(ErrorCode.PASSKEY_CHALLENGE);
    if ((await passkeysOfUser(db, identity.userId)).length >= MAX_PASSKEYS) {
      throw refused(ErrorCode.PASSKEY_TOO_MANY);
    }
    const { verifyRegistrationResponse } = await webauthn();
    const info = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    }).then(
      (verification) => (verification.verified ? verification.registrationInfo : undefined),
      () => undefined,
    );
    if (!info) throw refused(ErrorCode.PASSKEY_NOT_ADDED);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertPasskey(tx, {
        userId: identity.userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: info.credential.counter,
        transports: credential.response.transports ?? [],
        userHandle: taken.userHandle as string,
        name,
        backedUp: info.credentialBackedUp,
        createdAt: clock.now(),
      });
      if (inserted) {
        await this.record(tx, identity.userCode, 'user.passkey-add', inserted.name);
        await this.tellOwner(tx, identity.userId, 'passkey-added', inserted.name);
      }
      return inserted;
    });
    if (!row) throw refused(ErrorCode.PASSKEY_DUPLICATE);
    return summaryOf(row);
  }

  async rename(identity: SessionIdentity, id: number, name: string): Promise<PasskeySummary> {
    const row = await renameUserPasskey(this.deps.db, identity.userId, id, name);
    if (!row) throw notFound();
    return summaryOf(row);
  }

  /** Removes one of the caller's passkeys; another user's answers exactly like a missing one. */
  async remove(identity: SessionIdentity, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const removed = await deleteUserPasskey(tx, identity.userId, id);
      if (!removed) throw notFound();
      await this.record(tx, identity.userCode, 'user.passkey-remove', removed.name);
      await this.tellOwner(tx, identity.userId, 'passkey-removed', removed.name);
    });
  }

  /** A passkey signs in without the password: its owner hears of each one added or removed. */
  private tellOwner(tx: Db, userId: number, event: 'passkey-added' | 'passkey-removed', name: string) {
    return queueSecurityNotice(this.deps, tx, { userId, event, at: this.deps.clock.now(), name });
  }

  /** The options of a sign-in with any passkey of this site: no list, the browser offers what it holds. */
  async loginOptions(client: ClientInfo) {
    if (!(await this.deps.rateLimiter.send([[PASSKEY_OPTIONS_ADDRESS_RULE, client.ipAddress]]))) {
      throw refused(ErrorCode.LOGIN_LOCKED);
    }
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'required',
      timeout: CEREMONY_TIMEOUT_MS,
    });
    await this.keepChallenge(options.challenge, 'authentication', null, null);
    return passkeyRequestOptions.parse(options);
  }

  /**
   * A sign-in with a passkey: its challenge taken once, the passkey found by its credential, the signature
   * and counter verified; then the account is held to the rules of a password login (disabled, locked, no
   * role) and a session opened the same way.
   */
  async login(
    { credential, applicationId }: PasskeyLoginRequest,
    client: ClientInfo,
  ): Promise<OpenedSession> {
    const { db, clock, config, rateLimiter } = this.deps;
    const hits: RateHit[] = [[PASSKEY_LOGIN_ADDRESS_RULE, client.ipAddress]];
    if (!(await rateLimiter.attempt(hits)).allowed) throw refused(ErrorCode.LOGIN_LOCKED);

    const challenge = challengeOf(credential.response.clientDataJSON, ErrorCode.PASSKEY_NOT_RECOGNISED);
    const now = clock.now();
    const taken = await takeChallenge(db, {
      challengeHash: challengeHashOf(challenge),
      purpose: 'authentication',
      userId: null,
      now,
    });
    if (!taken) throw refused(ErrorCode.PASSKEY_CHALLENGE);

    const passkey = await passkeyByCredentialId(db, credential.id);
    const handle = credential.response.userHandle;
    if (!passkey || (handle !== undefined && handle !== passkey.userHandle)) {
      throw refused(ErrorCode.PASSKEY_NOT_RECOGNISED);
    }
    const { verifyAuthenticationResponse } = await webauthn();
    const info = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).then(
      (verification) => (verification.verified ? verification.authenticationInfo : undefined),
      () => undefined,
    );
    if (!info) throw refused(ErrorCode.PASSKEY_NOT_RECOGNISED);

    const user = await findUserById(db, passkey.userId);
    if (!user) throw refused(ErrorCode.PASSKEY_NOT_RECOGNISED);
    if (user.disabledAt) throw refused(ErrorCode.USER_DISABLED);
    // Locked by failed password logins (what the agency's 'unlock' lifts): a passkey does not get round it.
    if ((await rateLimiter.count(LOGIN_ACCOUNT_RULE, `user:${user.id}`)) >= LOGIN_ACCOUNT_RULE.limit) {
      throw refused(ErrorCode.LOGIN_LOCKED);
    }
    if (applicationId !== config.APPLICATION_ID) throw refused(ErrorCode.LOGIN_GROUP);

    await markPasskeyUsed(db, passkey.id, {
      counter: info.newCounter,
      backedUp: info.credentialBackedUp,
      at: now,
    });
    const opened = await this.openTwoFactorSession(user, client);
    await rateLimiter.forgive(hits);
    return opened;
  }

  /**
   * The one place a passkey opens a session, through the auth front door like every way in (the same
   * token, new-access and trusted-device handling, the same reply). A passkey is two factors: the session
   * starts with its second factor given (docs/decisions/0091), never pending, its step-up fresh.
   */
  private openTwoFactorSession(
    user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
    client: ClientInfo,
  ): Promise<OpenedSession> {
    return this.deps.auth.startSession(user, client, { factorGiven: true });
  }

  private async keepChallenge(
    challenge: string,
    purpose: 'registration' | 'authentication',
    userId: number | null,
    userHandle: string | null,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await insertChallenge(this.deps.db, {
      challengeHash: challengeHashOf(challenge),
      purpose,
      userId,
      userHandle,
      now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  }

  private record(db: Db, userCode: string, action: AuditAction, name: string) {
    return insertAudit(db, {
      at: this.deps.clock.now(),
      actor: userCode,
      action,
      target: userCode,
      detail: { name },
    });
  }
}
