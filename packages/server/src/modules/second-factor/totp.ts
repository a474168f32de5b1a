import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds; ±1 step of clock drift. */
const PERIOD = 30;
const WINDOW = 1;
export const ISSUER = 'Area Clienti';

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes (RFC 4226's advice), in base32. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The time step of a moment. */
export const timeStepOf = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD);

/**
 * The time step whose code `code` is, within ±1 of now, or null. The caller refuses a step not later than
 * the last one accepted: a code is single use.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : timeStepOf(now) + delta;
}

/** What the enrolment shows: the otpauth:// address, and its QR code as SVG (made here, nothing in the web). */
export async function enrolmentOf(secret: string, label: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}
