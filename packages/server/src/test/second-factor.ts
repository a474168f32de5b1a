import { ApiPath } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { totpCode } from '../../../../scripts/totp-code.mjs';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { hashToken } from '../modules/auth/sessions.js';
import type { TestContext } from './harness.js';

/** Marks the session of a token as having its second factor given at `now` (tests of other things). */
export async function giveSecondFactor(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorPending: false, secondFactorAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * The code of a base32 secret at `now`, as Debian's oathtool computes it (an implementation not ours; RFC
 * 6238's few lines in scripts/totp-code.mjs where oathtool is not installed).
 */
export const oathtool = (secret: string, now: Date): string => totpCode(secret, now);

/**
 * Sets the authenticator app up through the API, as a Staff or Superuser account must at its first login:
 * the session must be waiting for it; it is whole afterwards. Answers the secret.
 */
export async function setUpSecondFactor(
  t: Pick<TestContext, 'post' | 'clock'>,
  token: string,
): Promise<string> {
  const state = await t.post(ApiPath.getSecondFactor, {}, token);
  if (state.json().pending !== 'setup') throw new Error(`the session waits for no set-up: ${state.body}`);
  const secret = (await t.post(ApiPath.startSecondFactorSetup, {}, token)).json().secret as string;
  const confirmed = await t.post(
    ApiPath.confirmSecondFactorSetup,
    { code: oathtool(secret, t.clock.now()) },
    token,
  );
  if (confirmed.statusCode !== 200) throw new Error(`set-up refused: ${confirmed.body}`);
  return secret;
}
