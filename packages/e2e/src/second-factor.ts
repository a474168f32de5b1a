import { execFileSync } from 'node:child_process';

/** The demo Superuser and its authenticator secret, printed in the README (decisions/0091). */
export const DEMO_SUPERUSER = '90000001';
export const DEMO_TOTP_SECRET = 'AREACLIENTIDEMOSUPERUSERTOTPXXYZ';

/** The code of a base32 secret now, as Debian's oathtool computes it. */
export const totp = (secret: string) =>
  execFileSync('oathtool', ['--totp', '-b', secret], { encoding: 'utf8' }).trim();

/**
 * Gives the demo Superuser's pending session its second factor. A code is single use per 30-second step:
 * a second login within the same step (the factory's and a test's) waits for the next one.
 */
export async function giveDemoFactor(baseURL: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await fetch(`${baseURL}/v1/auth/verifySecondFactor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ method: 'app', code: totp(DEMO_TOTP_SECRET) }),
    });
    if (reply.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the demo Superuser second factor was refused');
}
