import { z } from 'zod';
import { ErrorCode } from './errors.js';

/**
 * What an error code may add: which of its rules refused the request, where a code stands for several
 * (the password codes: `PasswordRefusal`, docs/decisions/0087).
 */
/**
 * The largest id of a row keyed by a PostgreSQL `serial`: an id or a page cursor past it names no row and is
 * refused by its schema, never sent to the database (which would answer an error, not an empty page).
 */
export const MAX_SERIAL_ID = 2_147_483_647;

const errorDetail = z.string().max(40).optional();

/** Every error reply: `{ status: 'KO', error: { code } }` (SPEC §7), with a `detail` for some codes. */
export const koReply = z.object({
  status: z.literal('KO'),
  error: z.object({ code: z.string(), message: z.string().optional(), detail: errorDetail }),
});
export type KoReply = z.infer<typeof koReply>;

/** Every success reply carries `status: 'OK'` beside its own fields. */
export function okReply<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal('OK'), ...shape });
}

/**
 * A whole number sent where the contract keeps a string (SPEC §7 shows `userID` and the privacy type 775 as
 * numbers, and the bank's integrations send them so). A fraction, a negative or a number past 2^53 is
 * refused (VALIDATION_001).
 */
export const wholeNumber = z.number().int().nonnegative();

/**
 * A string field that may also come as a whole number (`whole`: any non-negative one unless told): the
 * number becomes its decimal digits (`10000001` → `'10000001'`) and is checked like the string, so the
 * server always sees a string (docs/decisions/0043).
 */
export const textOrWholeNumber = <T extends z.ZodType<string, string>>(
  text: T,
  whole: z.ZodNumber = wholeNumber,
) => z.union([text, whole.transform(String).pipe(text)]);

/** A user ID as a body sends it: digits (a user code has 8), or empty for none; at most 20. */
export const userIdText = z.string().max(20).regex(/^\d*$/);

/**
 * A body `userID` (or `userid`): optional, but when sent it must be the caller's own (checked by the
 * server). A string of digits or a whole number (`10000001` → `'10000001'`); '' is as if absent.
 */
export const bodyUserId = textOrWholeNumber(userIdText).optional();

/**
 * What a login's refusal tells beside its code (issue 20, docs/decisions/0090), so that the client knows
 * where it stands: `LOGIN_001` the wrong attempts left before the lockout, `LOGIN_002` the minutes until it
 * ends. Optional: a caller that reads only the code, as SPEC §7 does, loses nothing.
 */
export const errorDetails = z.object({
  /** Which rule of the code refused the request (the password codes). */
  detail: errorDetail,
  attemptsLeft: z.number().int().nonnegative().optional(),
  retryAfterMinutes: z.number().int().positive().optional(),
});
export type ErrorDetails = z.infer<typeof errorDetails>;

/** The codes whose replies may carry `errorDetails`. */
const DETAILED_CODES: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.LOGIN_INVALID,
  ErrorCode.LOGIN_LOCKED,
  ErrorCode.SECONDFACTOR_LOCKED,
  ErrorCode.TOO_MANY_REQUESTS,
]);

/** The error reply of a call that can answer these codes (all of one HTTP status): for the route schemas. */
export const koReplyOf = (codes: readonly [ErrorCode, ...ErrorCode[]]) => {
  const error = z.object({ code: z.enum(codes), detail: errorDetail });
  return z.object({
    status: z.literal('KO'),
    error: codes.some((code) => DETAILED_CODES.has(code)) ? error.extend(errorDetails.shape) : error,
  });
};
