import { createHash, type KeyObject, sign } from 'node:crypto';
import { derChild, derNull, integer, octets, oid, readDer, sequence, setOf, TAG, tlv } from './der.js';

/**
 * The CMS SignedData of a PAdES baseline B-B signature (ETSI EN 319 142-1 with EN 319 122-1's CAdES
 * attributes), decisions/0119: detached, SHA-256, signed attributes content-type, message-digest and ESS
 * signing-certificate-v2 and no signing-time (PAdES puts the time in the signature dictionary's /M); the
 * certificate chain carried; optionally an RFC 3161 time-stamp of the signature value as the unsigned
 * attribute signature-time-stamp (B-T).
 */
export const OIDS = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRSAEncryption: '1.2.840.113549.1.1.11',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
} as const;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** SHA-256's AlgorithmIdentifier, its parameters absent as RFC 5754 asks. */
const sha256Algorithm = () => sequence(oid(OIDS.sha256));

const attribute = (type: string, value: Buffer) => sequence(oid(type), setOf(value));

/** A certificate's issuer (its DER Name) and serial number (its DER INTEGER), read from its TBSCertificate. */
export function issuerAndSerial(certificate: Buffer): { issuer: Buffer; serial: Buffer } {
  const tbs = derChild(readDer(certificate), 0, TAG.SEQUENCE);
  // TBSCertificate: [0] version (absent in v1), serialNumber, signature, issuer, …
  const offset = derChild(tbs, 0).tag === TAG.context(0) ? 1 : 0;
  return {
    serial: derChild(tbs, offset, TAG.INTEGER).der,
    issuer: derChild(tbs, offset + 2, TAG.SEQUENCE).der,
  };
}

/**
 * ESS signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate (the hash algorithm left
 * out, SHA-256 being its DEFAULT), and its issuer and serial (optional in RFC 5035; with them a validator
 * can also match the certificate by name, as OpenSSL's own ESS writer does for the signer).
 */
function signingCertificateV2(certificate: Buffer): Buffer {
  const { issuer, serial } = issuerAndSerial(certificate);
  // IssuerSerial: GeneralNames (one directoryName, [4], explicit as Name is a CHOICE) and the serial.
  const issuerSerial = sequence(sequence(tlv(TAG.context(4), issuer)), serial);
  return sequence(sequence(sequence(octets(sha256(certificate)), issuerSerial)));
}

export interface CadesInput {
  /** The bytes signed: the PDF's /ByteRange. */
  content: Uint8Array;
  /** The signer's certificate (DER) first, then the rest of its chain. */
  certificates: Buffer[];
  key: KeyObject;
  /** An RFC 3161 time-stamp token (DER) for the signature value, or none (B-B). */
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>;
}

/** The DER SignedData ContentInfo for /Contents. */
export async function cadesDetached({ content, certificates, key, timestamp }: CadesInput): Promise<Buffer> {
  const [signer] = certificates;
  if (!signer) throw new Error('no signer certificate');
  const signedAttributes = setOf(
    attribute(OIDS.contentType, oid(OIDS.data)),
    attribute(OIDS.messageDigest, octets(sha256(content))),
    attribute(OIDS.signingCertificateV2, signingCertificateV2(signer)),
  );
  // The signature covers the attributes' DER as a SET (tag 0x31); the SignerInfo carries them as [0].
  const signatureValue = sign('sha256', signedAttributes, key);
  const unsigned = timestamp
    ? [tlv(TAG.context(1), attribute(OIDS.signatureTimeStampToken, await timestamp(signatureValue)))]
    : [];
  const { issuer, serial } = issuerAndSerial(signer);
  const signerInfo = sequence(
    integer(1),
    sequence(issuer, serial),
    sha256Algorithm(),
    tlv(TAG.context(0), readDer(signedAttributes).content),
    sequence(oid(OIDS.sha256WithRSAEncryption), derNull()),
    octets(signatureValue),
    ...unsigned,
  );
  const signedData = sequence(
    integer(1),
    setOf(sha256Algorithm()),
    sequence(oid(OIDS.data)),
    // The chain in its order, the signer's first (a SET OF certificates, whose order CMS gives no meaning).
    tlv(TAG.context(0), ...certificates),
    setOf(signerInfo),
  );
  return sequence(oid(OIDS.signedData), tlv(TAG.context(0), signedData));
}
