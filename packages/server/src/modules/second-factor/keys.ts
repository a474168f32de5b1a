import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.js';

/** The development key's file in DATA_DIR, made on first use (docs/configuration.md). */
export const SECOND_FACTOR_DEV_KEY_FILE = 'second-factor-dev.key';

/** SECOND_FACTOR_KEY as bytes: 64 hex characters, or base64 / base64url of 32 bytes. */
export function decodeSecondFactorKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error('SECOND_FACTOR_KEY is not 32 bytes');
  return key;
}

/**
 * The key without SECOND_FACTOR_KEY outside production (config.ts refuses production without it): in the
 * tests a fixed one, derived from a constant, so that every app built on a test database reads its secrets.
 */
export const derivedTestKey = () =>
  createHash('sha256').update('area-clienti second factor test key').digest();

/**
 * The key: SECOND_FACTOR_KEY; in development without it, a key of this machine kept in
 * DATA_DIR/second-factor-dev.key (like the single sign-on's development key); else the tests' derived key.
 */
export async function loadSecondFactorKey(
  config: Pick<Config, 'SECOND_FACTOR_KEY' | 'NODE_ENV' | 'DATA_DIR'>,
): Promise<Buffer> {
  if (config.SECOND_FACTOR_KEY) return decodeSecondFactorKey(config.SECOND_FACTOR_KEY);
  if (config.NODE_ENV !== 'development') return derivedTestKey();
  const file = join(config.DATA_DIR, SECOND_FACTOR_DEV_KEY_FILE);
  await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeSecondFactorKey(await readFile(file, 'utf8'));
}

/**
 * What the key does: seals a TOTP secret (AES-256-GCM, a random 96-bit nonce, `v1.<nonce>.<ciphertext+tag>`
 * in base64url) and keys the recovery codes' hashes (HMAC-SHA-256). Two subkeys derived by HKDF, so the
 * one key never serves two purposes.
 */
export class SecondFactorKeys {
  private readonly sealKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the second factor key must be 32 bytes');
    this.sealKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'area-clienti totp seal', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'area-clienti recovery hash', 32));
  }

  seal(secret: string, userId: number): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, nonce);
    // The owner is the additional data: a sealed secret copied to another account does not open.
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(sealedText: string, userId: number): string {
    const [version, nonceText, sealedPart] = sealedText.split('.');
    if (version !== 'v1' || !nonceText || !sealedPart) throw new Error('not a sealed second factor secret');
    const sealed = Buffer.from(sealedPart, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(nonceText, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  }

  recoveryHash(userId: number, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${userId}:${code}`).digest('base64url');
  }
}
