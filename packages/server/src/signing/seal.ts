import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { Signer, SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import type { Config } from '../config.js';
import { cadesDetached } from './cades.js';
import { printableLatin1 } from './pdf-kit.js';
import { timestampToken } from './timestamp.js';

/**
 * The agency's electronic seal on the signed documents: PAdES baseline B-B (a CMS signature, SubFilter
 * ETSI.CAdES.detached, over a /ByteRange that is the whole file but the signature itself; B-T with a
 * time-stamp when SEAL_TSA_URL is set), the field placed by @signpdf, the CMS ours (cades.ts,
 * decisions/0119), from a PKCS#12 file: the agency's own in production (SEAL_P12_FILE, SEAL_P12_PASSWORD),
 * a self-signed one made once into DATA_DIR in development (decisions/0113).
 */
export interface Sealer {
  p12: Uint8Array;
  passphrase: string;
  /** The certificate's subject (its common name): who seals. */
  name: string;
  notAfter: Date;
  /** A self-signed development certificate, never the agency's. */
  development: boolean;
  /** The RFC 3161 time-stamp authority each seal is time-stamped by (PAdES B-T), or none (B-B). */
  tsaUrl?: string;
}

/** The development certificate's file in DATA_DIR (mode 0600), made on first use. */
export const SEAL_DEV_FILE = 'seal-dev.p12';
/** The development file's passphrase: the file's mode protects it, as the other development keys. */
const DEV_PASSPHRASE = 'area-clienti-sviluppo';
/** Room for the CMS signature, in hex digits: a 4096-bit key and a chain of three certificates fit. */
const SIGNATURE_LENGTH = 16_384;
/** With a time-stamp token besides (the TSA's own certificates and signature): twice the room. */
const TIMESTAMPED_SIGNATURE_LENGTH = 32_768;

export class SealError extends Error {}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

/** A self-signed sealing certificate and its key as PKCS#12 (development and tests only). */
export function createDevelopmentP12(agencyName: string, passphrase = DEV_PASSPHRASE): Uint8Array {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: ascii(`${agencyName} - sigillo di sviluppo`).slice(0, 64) },
    { name: 'organizationName', value: ascii(agencyName).slice(0, 64) },
    { name: 'countryName', value: 'IT' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** What seals: the signer's certificate and chain (DER, the signer's first) and its private key. */
interface SealKey {
  name: string;
  notAfter: Date;
  certificates: Buffer[];
  key: KeyObject;
}

const derOf = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/**
 * The P12's certificate, checked: the passphrase opens it, it holds an RSA key and the certificate of that
 * key, in its validity. The other certificates of the file are its chain, carried in the seal.
 */
export function readP12(p12: Uint8Array, passphrase: string): SealKey {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.createBuffer(Buffer.from(p12).toString('binary'));
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), passphrase);
  } catch (error) {
    throw new SealError(
      `the seal's PKCS#12 cannot be opened (wrong password or not a .p12): ${(error as Error).message}`,
    );
  }
  const certs = (
    parsed.getBags({ bagType: forge.pki.oids.certBag as string })[forge.pki.oids.certBag as string] ?? []
  )
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const key = parsed.getBags({ bagType: keyBag })[keyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  // The certificate of the key: the same RSA modulus and exponent (node-forge reads RSA keys only).
  const cert = certs.find((candidate) => {
    const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
    return key && publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!cert || !key) {
    throw new SealError("the seal's PKCS#12 holds no certificate with its (RSA) private key");
  }
  const now = new Date();
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) {
    throw new SealError(
      `the seal's certificate is not valid today (valid ${cert.validity.notBefore.toISOString()} to ${cert.validity.notAfter.toISOString()})`,
    );
  }
  const name = String(cert.subject.getField('CN')?.value ?? cert.subject.getField('O')?.value ?? 'sigillo');
  return {
    name,
    notAfter: cert.validity.notAfter,
    certificates: [cert, ...certs.filter((other) => other !== cert)].map(derOf),
    // Node's RSA (native) signs, not node-forge's JavaScript one.
    key: createPrivateKey(forge.pki.privateKeyToPem(key)),
  };
}

/** A sealer from P12 bytes, checked, opened once: each seal then only signs. */
export function sealerFromP12(
  p12: Uint8Array,
  passphrase: string,
  development = false,
  tsaUrl?: string,
): Sealer {
  const opened = readP12(p12, passphrase);
  sealKeys.set(p12, opened);
  return {
    p12,
    passphrase,
    name: opened.name,
    notAfter: opened.notAfter,
    development,
    ...(tsaUrl ? { tsaUrl } : {}),
  };
}

/** The opened P12 of each sealer's bytes. */
const sealKeys = new WeakMap<Uint8Array, SealKey>();
const sealKeyOf = (sealer: Sealer) => {
  const opened = sealKeys.get(sealer.p12) ?? readP12(sealer.p12, sealer.passphrase);
  sealKeys.set(sealer.p12, opened);
  return opened;
};

const testSealers = new Map<string, Sealer>();

/**
 * The sealer: SEAL_P12_FILE opened with SEAL_P12_PASSWORD; without it, in development a self-signed
 * certificate made once into DATA_DIR/seal-dev.p12 (mode 0600), in the tests one made in memory per
 * process. Production never seals with a development certificate (config.ts refuses to start without one).
 * With SEAL_TSA_URL each seal is time-stamped there.
 */
export async function loadSealer(
  config: Pick<
    Config,
    'SEAL_P12_FILE' | 'SEAL_P12_PASSWORD' | 'SEAL_TSA_URL' | 'NODE_ENV' | 'DATA_DIR' | 'AGENCY_LEGAL_NAME'
  >,
): Promise<Sealer> {
  const tsaUrl = config.SEAL_TSA_URL;
  if (config.SEAL_P12_FILE) {
    const bytes = await readFile(config.SEAL_P12_FILE).catch((error: NodeJS.ErrnoException) => {
      throw new SealError(
        `SEAL_P12_FILE ${config.SEAL_P12_FILE} cannot be read: ${error.code ?? error.message}`,
      );
    });
    return sealerFromP12(bytes, config.SEAL_P12_PASSWORD ?? '', false, tsaUrl);
  }
  if (config.NODE_ENV === 'production') {
    throw new SealError('NODE_ENV=production seals only with the agency certificate: set SEAL_P12_FILE');
  }
  if (config.NODE_ENV !== 'development') {
    let made = testSealers.get(config.AGENCY_LEGAL_NAME);
    if (!made) {
      made = sealerFromP12(createDevelopmentP12(config.AGENCY_LEGAL_NAME), DEV_PASSPHRASE, true);
      testSealers.set(config.AGENCY_LEGAL_NAME, made);
    }
    return tsaUrl ? { ...made, tsaUrl } : made;
  }
  const file = join(config.DATA_DIR, SEAL_DEV_FILE);
  await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, createDevelopmentP12(config.AGENCY_LEGAL_NAME), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return sealerFromP12(await readFile(file), DEV_PASSPHRASE, true, tsaUrl);
}

/**
 * @signpdf's extension point: the CMS of the /ByteRange, PAdES B-B (or B-T), instead of its P12Signer's
 * node-forge PKCS#7, which writes signing-time and cannot write signing-certificate-v2 (decisions/0119).
 * The signing time @signpdf passes is not used: PAdES has it in the dictionary's /M only.
 */
class PadesSigner extends Signer {
  constructor(private readonly sealer: Sealer) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { certificates, key } = sealKeyOf(this.sealer);
    const tsaUrl = this.sealer.tsaUrl;
    return cadesDetached({
      content,
      certificates,
      key,
      ...(tsaUrl ? { timestamp: (signatureValue: Buffer) => timestampToken(tsaUrl, signatureValue) } : {}),
    });
  }
}

export interface SealOptions {
  reason?: string;
  location?: string;
  contactInfo?: string;
  signingTime?: Date;
}

/**
 * The PDF sealed: a signature field (invisible) whose CMS signature covers every byte of the file but its
 * own /Contents. Any later change to the bytes makes the seal invalid.
 */
export async function sealPdf(
  pdf: Uint8Array,
  sealer: Sealer,
  options: SealOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const signingTime = options.signingTime ?? new Date();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: printableLatin1(options.reason ?? 'Sigillo del documento firmato con firma elettronica avanzata'),
    contactInfo: printableLatin1(options.contactInfo ?? ''),
    name: printableLatin1(sealer.name),
    location: printableLatin1(options.location ?? 'Italia'),
    signingTime,
    signatureLength: sealer.tsaUrl ? TIMESTAMPED_SIGNATURE_LENGTH : SIGNATURE_LENGTH,
    subFilter: 'ETSI.CAdES.detached',
    appName: 'Area Clienti',
  });
  const prepared = await doc.save({ useObjectStreams: false });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(prepared), new PadesSigner(sealer)));
}
