import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import type { Config } from '../config.js';
import { printableLatin1 } from './pdf-kit.js';

/**
 * The agency's electronic seal on the signed documents: PAdES (a CMS signature, SubFilter
 * ETSI.CAdES.detached, over a /ByteRange that is the whole file but the signature itself), made with
 * @signpdf from a PKCS#12 file: the agency's own in production (SEAL_P12_FILE, SEAL_P12_PASSWORD), a
 * self-signed one made once into DATA_DIR in development (decisions/0113).
 */
export interface Sealer {
  p12: Uint8Array;
  passphrase: string;
  /** The certificate's subject (its common name): who seals. */
  name: string;
  notAfter: Date;
  /** A self-signed development certificate, never the agency's. */
  development: boolean;
}

/** The development certificate's file in DATA_DIR (mode 0600), made on first use. */
export const SEAL_DEV_FILE = 'seal-dev.p12';
/** The development file's passphrase: the file's mode protects it, as the other development keys. */
const DEV_PASSPHRASE = 'area-clienti-sviluppo';
/** Room for the CMS signature: a 4096-bit key and a chain of three certificates fit. */
const SIGNATURE_LENGTH = 16_384;

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

/** The P12's certificate, checked: the passphrase opens it, it holds a key, it is in its validity. */
export function readP12(p12: Uint8Array, passphrase: string): { name: string; notAfter: Date } {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.createBuffer(Buffer.from(p12).toString('binary'));
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), passphrase);
  } catch (error) {
    throw new SealError(
      `the seal's PKCS#12 cannot be opened (wrong password or not a .p12): ${(error as Error).message}`,
    );
  }
  const cert = parsed.getBags({ bagType: forge.pki.oids.certBag as string })[
    forge.pki.oids.certBag as string
  ]?.[0]?.cert;
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const hasKey = (parsed.getBags({ bagType: keyBag })[keyBag]?.length ?? 0) > 0;
  if (!cert || !hasKey) throw new SealError("the seal's PKCS#12 holds no certificate with its private key");
  const now = new Date();
  if (cert.validity.notAfter < now || cert.validity.notBefore > now) {
    throw new SealError(
      `the seal's certificate is not valid today (valid ${cert.validity.notBefore.toISOString()} to ${cert.validity.notAfter.toISOString()})`,
    );
  }
  const name = String(cert.subject.getField('CN')?.value ?? cert.subject.getField('O')?.value ?? 'sigillo');
  return { name, notAfter: cert.validity.notAfter };
}

/** A sealer from P12 bytes, checked. */
export function sealerFromP12(p12: Uint8Array, passphrase: string, development = false): Sealer {
  const { name, notAfter } = readP12(p12, passphrase);
  return { p12, passphrase, name, notAfter, development };
}

const testSealers = new Map<string, Sealer>();

/**
 * The sealer: SEAL_P12_FILE opened with SEAL_P12_PASSWORD; without it, in development a self-signed
 * certificate made once into DATA_DIR/seal-dev.p12 (mode 0600), in the tests one made in memory per
 * process. Production never seals with a development certificate (config.ts refuses to start without one).
 */
export async function loadSealer(
  config: Pick<Config, 'SEAL_P12_FILE' | 'SEAL_P12_PASSWORD' | 'NODE_ENV' | 'DATA_DIR' | 'AGENCY_LEGAL_NAME'>,
): Promise<Sealer> {
  if (config.SEAL_P12_FILE) {
    const bytes = await readFile(config.SEAL_P12_FILE).catch((error: NodeJS.ErrnoException) => {
      throw new SealError(
        `SEAL_P12_FILE ${config.SEAL_P12_FILE} cannot be read: ${error.code ?? error.message}`,
      );
    });
    return sealerFromP12(bytes, config.SEAL_P12_PASSWORD ?? '');
  }
  if (config.NODE_ENV === 'production') {
    throw new SealError('NODE_ENV=production seals only with the agency certificate: set SEAL_P12_FILE');
  }
  if (config.NODE_ENV !== 'development') {
    const cached = testSealers.get(config.AGENCY_LEGAL_NAME);
    if (cached) return cached;
    const made = sealerFromP12(createDevelopmentP12(config.AGENCY_LEGAL_NAME), DEV_PASSPHRASE, true);
    testSealers.set(config.AGENCY_LEGAL_NAME, made);
    return made;
  }
  const file = join(config.DATA_DIR, SEAL_DEV_FILE);
  await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, createDevelopmentP12(config.AGENCY_LEGAL_NAME), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return sealerFromP12(await readFile(file), DEV_PASSPHRASE, true);
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
    signatureLength: SIGNATURE_LENGTH,
    subFilter: 'ETSI.CAdES.detached',
    appName: 'Area Clienti',
  });
  const prepared = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(Buffer.from(sealer.p12), { passphrase: sealer.passphrase });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(prepared), signer, signingTime));
}
