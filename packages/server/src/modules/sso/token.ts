import { randomUUID } from 'node:crypto';
import { EncryptJWT } from 'jose';

/** A token is accepted for this long after its `iat` (docs/sso.md). */
export const SSO_MAX_AGE_SECONDS = 60;
/** Allowed difference between the bank's clock and ours. */
export const SSO_CLOCK_TOLERANCE_SECONDS = 5;
export const SSO_ALG = 'dir';
export const SSO_ENC = 'A256GCM';

/** A single sign-on token as the bank makes it: a compact JWE (dir, A256GCM) with sub, iat, exp, jti. */
export function makeSsoToken(key: Uint8Array, userCode: string, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({})
    .setProtectedHeader({ alg: SSO_ALG, enc: SSO_ENC })
    .setSubject(userCode)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SSO_MAX_AGE_SECONDS)
    .setJti(randomUUID())
    .encrypt(key);
}
