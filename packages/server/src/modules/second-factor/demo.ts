import type { Db } from '../../db/database.js';
import type { SecondFactorKeys } from './keys.js';
import { enableSecondFactor, keepPendingSecret } from './queries.js';

/**
 * The demo Superuser's authenticator secret (base32), printed in the README next to its password so that
 * `oathtool --totp -b AREACLIENTIDEMOSUPERUSERTOTPXXYZ` gives its codes. Demo only: the seed writes it, and
 * a production server (but a staging demo) refuses its codes, as it never holds the demo accounts.
 */
export const DEMO_TOTP_SECRET = 'AREACLIENTIDEMOSUPERUSERTOTPXXYZ';

/** The seed's set-up of a known secret, confirmed at once (no first code: nobody is there to type it). */
export async function enrolDemoSecret(
  db: Db,
  keys: SecondFactorKeys,
  userId: number,
  secret: string,
): Promise<void> {
  const sealed = keys.seal(secret, userId);
  await keepPendingSecret(db, userId, sealed);
  await enableSecondFactor(db, userId, sealed, 0, new Date('2026-11-01T08:00:00Z'));
}
