import { ErrorCode } from '@area-clienti/contract';
import { errors, jwtDecrypt } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { findAutologinUser } from '../accounts/index.js';
import type { AuthService, OpenedSession } from '../auth/index.js';
import { forgetSsoTokenIdsUsedBefore, markSsoTokenIdUsed } from './queries.js';
import { SSO_ALG, SSO_CLOCK_TOLERANCE_SECONDS, SSO_ENC, SSO_MAX_AGE_SECONDS } from './token.js';

const refused = (code: ErrorCode) => new AppError(code);
/** Used ids older than this can go: their tokens are stale anyway. */
const KEEP_USED_IDS_MS = 10 * 60_000;

export interface SsoDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'APPLICATION_ID'>;
  auth: AuthService;
  /** The key shared with the bank; null when single sign-on is not configured. */
  key: Uint8Array | null;
}

/** Single sign-on from the bank's home banking (SPEC §2 /inbanklogin; DESIGN.md; docs/sso.md). */
export class SsoService {
  constructor(private readonly deps: SsoDeps) {}

  async login(
    request: { cryptedParameters: string; applicationId: string },
    client: ClientInfo,
  ): Promise<OpenedSession> {
    const { db, clock, config, auth, key } = this.deps;
    if (!key || request.applicationId !== config.APPLICATION_ID) throw refused(ErrorCode.SSO_NOT_ALLOWED);
    const now = clock.now();
    const { sub, jti } = await this.claimsOf(request.cryptedParameters, key, now);

    // Each token works once, across instances (markSsoTokenIdUsed is insert-or-fail).
    await forgetSsoTokenIdsUsedBefore(db, new Date(now.getTime() - KEEP_USED_IDS_MS));
    if (!(await markSsoTokenIdUsed(db, jti, now))) throw refused(ErrorCode.SSO_REPLAYED);

    const user = await findAutologinUser(db, sub);
    if (!user || user.disabledAt) throw refused(ErrorCode.SSO_NOT_ALLOWED);
    return auth.startSession(user, client, { noRole: refused(ErrorCode.SSO_NOT_ALLOWED) });
  }

  /** Decrypts and checks the token: SSO_001 if it is not ours or not well formed, SSO_002 if stale. */
  private async claimsOf(token: string, key: Uint8Array, now: Date): Promise<{ sub: string; jti: string }> {
    try {
      const { payload } = await jwtDecrypt(token, key, {
        keyManagementAlgorithms: [SSO_ALG],
        contentEncryptionAlgorithms: [SSO_ENC],
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        maxTokenAge: SSO_MAX_AGE_SECONDS,
        clockTolerance: SSO_CLOCK_TOLERANCE_SECONDS,
        currentDate: now,
      });
      const { sub, jti, iat, exp } = payload;
      const wellFormed =
        typeof sub === 'string' &&
        /^\d{8}$/.test(sub) &&
        typeof jti === 'string' &&
        jti.length > 0 &&
        jti.length <= 200 &&
        typeof iat === 'number' &&
        typeof exp === 'number' &&
        exp - iat <= SSO_MAX_AGE_SECONDS;
      if (!wellFormed) throw refused(ErrorCode.SSO_INVALID);
      return { sub, jti };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw refused(ErrorCode.SSO_EXPIRED);
      if (error instanceof errors.JOSEError) throw refused(ErrorCode.SSO_INVALID);
      throw error;
    }
  }
}
