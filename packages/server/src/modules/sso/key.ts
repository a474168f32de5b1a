import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.js';

/** The development key's file in DATA_DIR, made on first use (docs/sso.md). */
export const SSO_DEV_KEY_FILE = 'sso-dev.key';

export const decodeSsoKey = (base64url: string) => new Uint8Array(Buffer.from(base64url.trim(), 'base64url'));

/**
 * The key shared with the bank: SSO_SHARED_KEY; in development without it, a key of this machine kept in
 * DATA_DIR/sso-dev.key (so that `npm start` and `npm run sso-link` agree); otherwise none, and single
 * sign-on refuses every token.
 */
export async function loadSsoKey(
  config: Pick<Config, 'SSO_SHARED_KEY' | 'NODE_ENV' | 'DATA_DIR'>,
): Promise<Uint8Array | null> {
  if (config.SSO_SHARED_KEY) return decodeSsoKey(config.SSO_SHARED_KEY);
  if (config.NODE_ENV !== 'development') return null;
  const file = join(config.DATA_DIR, SSO_DEV_KEY_FILE);
  await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    // 'wx': whoever comes first (the server or a tool) writes it; the other reads it.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = decodeSsoKey(await readFile(file, 'utf8'));
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64url key`);
  return key;
}
