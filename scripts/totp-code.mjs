// The tests' authenticator: the TOTP code (RFC 6238: SHA-1, 6 digits, 30 s) of a base32 secret at an instant,
// computed by Debian's `oathtool` — an implementation that is not the product's — when it is installed
// (.ci/run installs it), else by the few lines of the RFC below, on node:crypto, never by the product's
// own library (otpauth). Used by the server's tests and the end-to-end tests.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';

let oathtoolFound;
const hasOathtool = () => {
  if (oathtoolFound === undefined) {
    try {
      execFileSync('oathtool', ['--version'], { stdio: 'ignore' });
      oathtoolFound = true;
    } catch {
      oathtoolFound = false;
      console.warn(
        'oathtool not installed: TOTP codes computed by scripts/totp-code.mjs (apt-get install oathtool)',
      );
    }
  }
  return oathtoolFound;
};

/** RFC 4648 base32, as authenticator apps read a secret. */
function base32Bytes(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 with RFC 4226's dynamic truncation. */
function rfc6238(secret, at) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The code of `secret` at `at` (now by default). */
export function totpCode(secret, at = new Date()) {
  if (!hasOathtool()) return rfc6238(secret, at);
  const when = at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  return execFileSync('oathtool', ['--totp', '-b', `--now=${when}`, secret], { encoding: 'utf8' }).trim();
}
