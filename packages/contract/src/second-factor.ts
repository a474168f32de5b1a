import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/*
 * The second factor (issue 20 item 2; docs/decisions/0091 and 0092): an authenticator app (TOTP, RFC 6238),
 * ten one-time recovery codes, and an SMS code to the verified mobile as fallback.
 */

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a given second factor opens the calls marked `stepUp` (minutes). */
export const STEP_UP_MINUTES = 10;
/** How long a browser ticked "Ricorda questo browser" skips the second factor (days). */
export const TRUSTED_BROWSER_DAYS = 30;

/** A code as typed: an app's or an SMS's 6 digits, or a recovery code (10 letters and digits, a dash allowed). */
export const appCode = z.string().regex(/^\d{6}$/);
export const recoveryCode = z
  .string()
  .max(20)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{10}$/));

/**
 * Which kind of proof the client gave: a code, or (a step-up of a client without the app only, decisions/0130)
 * the account's password typed again.
 */
export const SecondFactorMethod = {
  APP: 'app',
  RECOVERY: 'recovery',
  SMS: 'sms',
  PASSWORD: 'password',
} as const;
export type SecondFactorMethod = (typeof SecondFactorMethod)[keyof typeof SecondFactorMethod];

export const secondFactorRequest = z.object({ userID: bodyUserId });

export const secondFactorStateReply = okReply({
  /** The authenticator app is set up. */
  enabled: z.boolean(),
  /** This session still waits for the second factor ('verify') or, for Staff and Superuser, its set-up ('setup'). */
  pending: z.enum(['verify', 'setup']).nullable(),
  /** The account must have it (Staff, Superuser): it cannot be turned off. */
  required: z.boolean(),
  /** The offer after login was already shown to this client. */
  offered: z.boolean(),
  /** Recovery codes still unused. */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /**
   * The verified mobile an SMS code goes to, masked (`+39 *** *** 4567`), or null: no verified mobile, or a
   * login's factor, which an SMS never gives (the app's code or a recovery code; docs/decisions/0131).
   */
  smsTo: z.string().nullable(),
});

export const secondFactorSetupReply = okReply({
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The secret in base32, for typing by hand. */
  secret: z.string(),
  /** The QR code as an SVG document, made on the server. */
  qrSvg: z.string(),
});

export const confirmSecondFactorRequest = z.object({ userID: bodyUserId, code: appCode });
export const recoveryCodesReply = okReply({ recoveryCodes: z.array(z.string()) });

export const verifySecondFactorRequest = z.discriminatedUnion('method', [
  z.object({
    userID: bodyUserId,
    method: z.literal('app'),
    code: appCode,
    rememberBrowser: z.boolean().optional(),
  }),
  z.object({
    userID: bodyUserId,
    method: z.literal('sms'),
    code: appCode,
    rememberBrowser: z.boolean().optional(),
  }),
  z.object({
    userID: bodyUserId,
    method: z.literal('recovery'),
    code: recoveryCode,
    rememberBrowser: z.boolean().optional(),
  }),
  // A step-up only, never the login's second factor: the password is what the login has just checked.
  z.object({ userID: bodyUserId, method: z.literal('password'), password: z.string().min(1).max(256) }),
]);
export type VerifySecondFactorRequest = z.input<typeof verifySecondFactorRequest>;
export const verifySecondFactorReply = okReply({ recoveryCodesLeft: z.number().int().nonnegative() });

export const sendSecondFactorSmsReply = okReply({ smsTo: z.string() });

/** The whole IBAN of one of the client's policies (getIbanCompleto, behind a step-up). */
export const ibanCompletoReply = okReply({ iban: z.string().nullable() });
