import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for the API tests: it makes ES256 credentials and answers the
 * server's options with the JSON a browser sends (what @simplewebauthn/browser writes), signed for real,
 * so the server's verification runs whole. The browser tests use Chromium's own virtual authenticator.
 */

interface Credential {
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

export interface Ceremony {
  /** The origin the browser reports (the page's). */
  origin?: string;
  /** The RP ID the authenticator scopes the credential to. */
  rpId?: string;
  /** The user verified themselves (PIN, fingerprint). */
  userVerified?: boolean;
  /** Sign with this counter instead of the next one (a cloned authenticator). */
  counter?: number;
}

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentials = new Map<string, Credential>();

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers getPasskeyCreationOptions' options: a new credential, kept here. */
  register(
    options: { challenge: string; user: { id: string } },
    { origin = this.origin, rpId = this.rpId, userVerified = true }: Ceremony = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]);
    const id = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(coseKey))]);
    const flags = FLAG_UP | FLAG_AT | (userVerified ? FLAG_UV : 0);
    const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', this.authData(rpId, flags, 0, attested));
    const attestationObject = isoCBOR.encode(attestation);
    this.credentials.set(b64(id), { privateKey, counter: 0, userHandle: options.user.id });
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** Answers getPasskeyLoginOptions' options with one of its credentials (the first unless told). */
  authenticate(
    options: { challenge: string },
    credentialId = [...this.credentials.keys()][0] ?? '',
    { origin = this.origin, rpId = this.rpId, userVerified = true, counter }: Ceremony = {},
  ) {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`no credential ${credentialId}`);
    credential.counter = counter ?? credential.counter + 1;
    const authenticatorData = this.authData(rpId, FLAG_UP | (userVerified ? FLAG_UV : 0), credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
