import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readDer } from '../signing/der.js';
import { openssl } from './openssl.js';

/**
 * The signature of a sealed PDF as OpenSSL reads it, a checker that is not ours: the CMS found through the
 * signature's /ByteRange and /Contents, the bytes it signs, and `openssl cms` verifying the one over the other.
 */

/** The /ByteRange of the (only) signature: [0, a, b, c]. */
export function byteRange(pdf: Uint8Array): number[] {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    Buffer.from(pdf).toString('latin1'),
  );
  if (!match) throw new Error('no /ByteRange');
  return match.slice(1).map(Number);
}

/** The CMS of the (only) signature: its /Contents without the zeros that pad it; the bytes it signs. */
export function signatureOf(pdf: Uint8Array): { cms: Buffer; signed: Buffer } {
  const [, firstLength, second] = byteRange(pdf) as [number, number, number, number];
  const hex = Buffer.from(pdf.subarray(firstLength + 1, second - 1)).toString('latin1');
  const cms = readDer(Buffer.from(hex, 'hex')).der;
  const signed = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(second)]);
  return { cms, signed };
}

export interface CmsCheck {
  /** 'ok', or what `openssl cms -verify` said refusing the signature. */
  verified: string;
  /** `openssl cms -cmsout -print`: the CMS's structure, its algorithms and signed attributes. */
  printed: string;
}

/**
 * `openssl cms -verify` of `cms` over `signed`: the signature value over the signed attributes, and the
 * messageDigest attribute against the SHA-256 of the signed bytes (the PDF's byte ranges). With `caFile`
 * the signer's certificate is checked up to that CA too; without it (`-noverify`) it is not — the
 * development seal the API tests sign with is self-made, with no CA to check it against. Then what
 * `openssl cms -cmsout -print` reads of the CMS.
 */
export async function opensslCms(
  signature: { cms: Uint8Array; signed: Uint8Array },
  options: { caFile?: string } = {},
): Promise<CmsCheck> {
  const dir = await mkdtemp(join(tmpdir(), 'cms-'));
  try {
    await writeFile(join(dir, 'seal.cms'), signature.cms);
    await writeFile(join(dir, 'signed.bin'), signature.signed);
    const trust = options.caFile ? ['-CAfile', options.caFile, '-purpose', 'any'] : ['-noverify'];
    const verified = await openssl(
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'seal.cms',
        '-content',
        'signed.bin',
        ...trust,
        '-out',
        '/dev/null',
      ],
      dir,
    ).then(
      () => 'ok',
      (error: { stderr?: string }) => error.stderr || 'failed',
    );
    const printed = await openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'seal.cms'], dir);
    return { verified, printed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The sealed PDF's CMS verified by OpenSSL over the PDF's byte ranges (`-noverify`: see `opensslCms`), its
 * digest and signature SHA-256 with RSA, with the messageDigest among the signed attributes.
 */
export async function expectCmsVerified(pdf: Uint8Array, options: { caFile?: string } = {}) {
  const { verified, printed } = await opensslCms(signatureOf(pdf), options);
  expect(verified).toBe('ok');
  expect(printed).toMatch(/digestAlgorithm:\s+algorithm: sha256 /);
  expect(printed).toContain('algorithm: sha256WithRSAEncryption');
  expect(printed).toContain('messageDigest (1.2.840.113549.1.9.4)');
  expect(printed).not.toMatch(/sha1/i);
  return printed;
}
