import { z } from 'zod';
import { okReply } from './envelope.js';
import { passkeyName } from './passkey-name.js';

/*
 * Passkeys (WebAuthn, issue 20; docs/decisions/0093): the options the server hands the browser for a
 * ceremony, and what the browser answers (as @simplewebauthn/browser writes it), typed field by field so
 * that a malformed answer is a VALIDATION_001 and never reaches the verifier.
 */

/** How many passkeys an account keeps at most. */
export const MAX_PASSKEYS = 10;

/** base64url, as WebAuthn's JSON carries binary values; bounded, so nothing big is ever decoded. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
/** A credential's id: at most 1023 bytes by the WebAuthn specification, 1364 characters in base64url. */
const credentialId = base64url(1364);
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const transports = z.array(z.string().max(32)).max(10);
const attachment = z.enum(['platform', 'cross-platform']);
/** The one extension the server asks for; any other result is dropped. */
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** The browser's answer to a registration (`navigator.credentials.create`), as JSON. */
export const registrationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});

/** The browser's answer to a sign-in (`navigator.credentials.get`), as JSON. */
export const authenticationCredential = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults,
});

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

/** PublicKeyCredentialCreationOptionsJSON: what the browser needs to make a passkey. */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int(),
  attestation: z.enum(['none', 'direct', 'enterprise', 'indirect']),
  excludeCredentials: z.array(credentialDescriptor),
  authenticatorSelection: z.object({
    residentKey: z.enum(['required', 'preferred', 'discouraged']),
    userVerification,
    requireResidentKey: z.boolean(),
  }),
  extensions: z.object({ credProps: z.boolean() }),
  hints: z.array(z.enum(['security-key', 'client-device', 'hybrid'])),
});

/** PublicKeyCredentialRequestOptionsJSON: what the browser needs to sign in with any passkey of this site. */
export const passkeyRequestOptions = z.object({
  rpId: z.string(),
  challenge: z.string(),
  timeout: z.number().int(),
  userVerification,
});

/** A passkey as the client sees it in the profile. */
export const passkeySummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synchronised by its provider between the client's devices (a password manager, iCloud, Google). */
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeyOptionsRequest = z.object({}).loose();
export const passkeyCreationOptionsReply = okReply({ options: passkeyCreationOptions });
export const passkeyRequestOptionsReply = okReply({ options: passkeyRequestOptions });

export const addPasskeyRequest = z.object({ name: passkeyName, credential: registrationCredential });
export type AddPasskeyRequest = z.input<typeof addPasskeyRequest>;
export const passkeyReply = okReply({ passkey: passkeySummary });

export const passkeyListRequest = passkeyOptionsRequest;
export const passkeyListReply = okReply({ passkeys: z.array(passkeySummary) });

export const passkeyIdRequest = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export const renamePasskeyRequest = passkeyIdRequest.extend({ name: passkeyName });
export const removePasskeyReply = okReply({});

export const passkeyLoginRequest = z.object({
  credential: authenticationCredential,
  applicationId: z.string().min(1).max(64),
});
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequest>;
