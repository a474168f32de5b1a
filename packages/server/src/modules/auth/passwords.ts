import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP setting: 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, not the event loop. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * As many hashes at once as the machine has cores (decisions/0075): argon2id is all computation, so more
 * at once only share the same cores, and each would hold one of libuv's threads (four by default) that
 * the file reads and the compression of replies need too. The others wait their turn here.
 */
export const HASHING_AT_ONCE = Math.max(1, availableParallelism());

let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The turn passes on to the next waiting hash, or is given back.
    if (next) next();
    else hashing--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or no password set yet) it still
 * verifies against a dummy hash, so that the answer takes about as long as for a real account.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password that matches nothing');
    const dummy = await dummyHash;
    await inTurn(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return inTurn(() => verify(storedHash, password)).catch(() => false);
}
