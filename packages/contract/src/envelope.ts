import { z } from 'zod';
import type { ErrorCode } from './errors.js';

/** Every error reply: `{ status: 'KO', error: { code } }` (SPEC §7). */
export const koReply = z.object({
  status: z.literal('KO'),
  error: z.object({ code: z.string(), message: z.string().optional() }),
});
export type KoReply = z.infer<typeof koReply>;

/** Every success reply carries `status: 'OK'` beside its own fields. */
export function okReply<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal('OK'), ...shape });
}

/** A body `userID`: optional, but when sent it must be the caller's own (checked by the server). */
export const bodyUserId = z.string().max(20).optional();

/** The error reply of a call that can answer these codes (all of one HTTP status): for the route schemas. */
export const koReplyOf = (codes: readonly [ErrorCode, ...ErrorCode[]]) =>
  z.object({ status: z.literal('KO'), error: z.object({ code: z.enum(codes) }) });
