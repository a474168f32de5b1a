import { createHash } from 'node:crypto';
import type { ErrorCode } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';

/** How long the browser waits for the client (a phone through the cross-device flow takes a while). */
export const CEREMONY_TIMEOUT_MS = 2 * 60_000;
/** How long the server keeps a challenge: a little more than the browser waits, never much more. */
export const CHALLENGE_TTL_MS = 3 * 60_000;

/** Challenges are kept as hashes: a copy of the table answers nothing. */
export const challengeHashOf = (challenge: string) =>
  createHash('sha256').update(challenge).digest('base64url');

/**
 * The challenge a browser's answer signed, read from its clientDataJSON before anything is verified, so the
 * stored challenge can be taken (once) first. Not JSON or no challenge: `refusal`.
 */
export function challengeOf(clientDataJSON: string, refusal: ErrorCode): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512) return challenge;
  } catch {
    // Not JSON: refused below.
  }
  throw new AppError(refusal);
}
