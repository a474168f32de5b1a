import { z } from 'zod';

/*
 * A passkey's name (docs/decisions/0093), apart from ./passkeys.ts: the web's forms check it without
 * loading the ceremonies' schemas.
 */

/** What the client calls the device or manager that holds the passkey: at most this many characters. */
export const PASSKEY_NAME_MAX = 40;
/** Letters (any alphabet), digits, spaces and a few signs: `iPhone di Anna`, `Chiave USB (ufficio)`. */
export const PASSKEY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'’()_+-]*$/u;

export const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX).regex(PASSKEY_NAME_PATTERN);
