import { randomBytes } from 'node:crypto';
import { OIDS, sha256 } from './cades.js';
import { DerError, derChild, derChildren, integer, octets, oid, readDer, sequence, TAG, tlv } from './der.js';

/**
 * An RFC 3161 time-stamp of the seal's signature value (PAdES B-T, decisions/0119), asked of the agency's
 * time-stamp authority (SEAL_TSA_URL). A TSA that does not answer, refuses, or answers a token for another
 * imprint or nonce fails the seal with the reason: the seal is not made without its time-stamp.
 */
export class TimestampError extends Error {}

/** How long the TSA has to answer: the client waits for its signed copy meanwhile. */
const TSA_TIMEOUT_MS = 10_000;

/** The URL without its user and password, and those as a Basic authorization (fetch refuses them in URLs). */
function request(url: string): { url: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/timestamp-query' };
  if (parsed.username || parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    parsed.username = '';
    parsed.password = '';
  }
  return { url: parsed.toString(), headers };
}

/** The TSA's address as a log may show it: no password. */
const shown = (url: string) => {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
};

/** The DER TimeStampToken (a CMS ContentInfo) of the SHA-256 of `signatureValue`. */
export async function timestampToken(tsaUrl: string, signatureValue: Buffer): Promise<Buffer> {
  const imprint = sha256(signatureValue);
  // A positive 64-bit nonce: the answer is to this request, not a replayed one.
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0] as number) & 0x7f;
  const query = sequence(
    integer(1),
    sequence(sequence(oid(OIDS.sha256)), octets(imprint)),
    integer(nonce),
    // certReq: the TSA's certificate inside the token, for the validator.
    tlv(TAG.BOOLEAN, Buffer.from([0xff])),
  );
  const { url, headers } = request(tsaUrl);
  let body: Buffer;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: new Uint8Array(query),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new TimestampError(`HTTP ${response.status}`);
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    const reason = error instanceof TimestampError ? error.message : String((error as Error).cause ?? error);
    throw new TimestampError(`the time-stamp authority ${shown(tsaUrl)} did not answer: ${reason}`);
  }
  try {
    return tokenOf(body, imprint, integer(nonce));
  } catch (error) {
    const reason =
      error instanceof DerError ? `not a time-stamp reply (${error.message})` : (error as Error).message;
    throw new TimestampError(`the time-stamp authority ${shown(tsaUrl)} answered no usable token: ${reason}`);
  }
}

/**
 * The token of a TimeStampResp, checked: granted (status 0 or 1), its TSTInfo's imprint the one asked, its
 * nonce the one sent. Its signature is the validator's to check against the TSA's certificate.
 */
function tokenOf(reply: Buffer, imprint: Buffer, nonce: Buffer): Buffer {
  const response = readDer(reply);
  const status = derChild(derChild(response, 0, TAG.SEQUENCE), 0, TAG.INTEGER).content;
  if (status.length !== 1 || (status[0] as number) > 1) {
    throw new Error(`refused (PKIStatus ${status.toString('hex')})`);
  }
  const token = derChild(response, 1, TAG.SEQUENCE);
  // ContentInfo → [0] SignedData → encapContentInfo → [0] → OCTET STRING TSTInfo.
  const signedData = derChild(derChild(token, 1, TAG.context(0)), 0, TAG.SEQUENCE);
  const encapsulated = derChild(signedData, 2, TAG.SEQUENCE);
  const tstInfo = readDer(derChild(derChild(encapsulated, 1, TAG.context(0)), 0, TAG.OCTET_STRING).content);
  // TSTInfo: version, policy, messageImprint, serialNumber, genTime, accuracy?, ordering?, nonce?, …
  const hashed = derChild(derChild(tstInfo, 2, TAG.SEQUENCE), 1, TAG.OCTET_STRING).content;
  if (!hashed.equals(imprint)) throw new Error('the token is of another imprint');
  if (
    !derChildren(tstInfo)
      .slice(5)
      .some((field) => field.der.equals(nonce))
  )
    throw new Error('the token is of another nonce');
  return token.der;
}
