import { z } from 'zod';
import { entityId } from './data.js';
import { bodyUserId, okReply, textOrWholeNumber } from './envelope.js';

/**
 * A consent the agency marks "(necessario)" (or "necessaria") in its text: the processing without which it
 * cannot give the service (the contract, the claims). It must be given to go on, at registration and on
 * /login-privacy; the others stay free (docs/decisions/0088).
 */
export const isNecessaryConsent = (text: string) => /\(\s*necessari[oa]\s*\)/i.test(text);

export const PRIVACY_KEYS = Array.from({ length: 19 }, (_, i) => `privacy${String(i + 1).padStart(2, '0')}`);
/** The privacy type of the profile (SPEC §7), also used at registration. */
export const PROFILE_PRIVACY_TYPE = '775';
/** A privacy type in a request: a string, or a whole number as SPEC §7 shows it (`775` → `'775'`). */
export const privacyType = textOrWholeNumber(z.string().min(1).max(20));

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** privacy01..privacy19: named keys, so that extending a schema with them keeps its other fields' types. */
export type PrivacyKey = `privacy0${Exclude<Digit, '0'>}` | `privacy1${Digit}`;

const consentValue = z.enum(['S', 'N']);
/** privacy01..privacy19, each 'S' or 'N' when sent: the answers as a form asks for them. */
export const privacyAnswers = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((key) => [key, consentValue.optional()])) as Record<
    PrivacyKey,
    z.ZodOptional<typeof consentValue>
  >,
);

/**
 * A consent as a request sends it: 'S' or 'N'; '' or null is taken as not sent (a caller that sends all
 * nineteen keys leaves those the template does not ask empty). The server sees 'S', 'N' or nothing.
 */
const sentConsentValue = z
  .enum(['S', 'N', ''])
  .nullable()
  .transform((value) => value || undefined)
  .optional();
/**
 * privacy01..privacy19 in setUserPrivacy and createUser: 'S' or 'N', or '' / null / absent for none. Whether
 * the answers match the template (every consent it asks, and only those) is the server's check.
 */
export const sentPrivacyAnswers = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((key) => [key, sentConsentValue])) as Record<
    PrivacyKey,
    typeof sentConsentValue
  >,
);

/** A template: its id and, under privacy01value..privacy19value, the text of each consent asked. */
export const privacyTemplate = z
  .object({ type: z.string(), templateID: z.string() })
  .catchall(z.string().nullable());
export type PrivacyTemplate = z.infer<typeof privacyTemplate>;

export const getPrivacyTemplateRequest = z.object({
  /** Empty for the public variant (the registration page, before any account exists). */
  userID: bodyUserId,
  type: privacyType,
  /** Absent: the template currently in force for the type. */
  templateID: z.string().max(50).optional(),
});
export const getPrivacyTemplateReply = okReply({ privacyTemplate: privacyTemplate });

const userConsent = z.object({ descr: z.string(), value: consentValue });
/** The consents the user gave for a type: privacy01..privacy19 as {descr, value}, with the template id. */
export const userPrivacy = z
  .object({ type: z.string(), templateID: z.string(), updatedAt: z.string() })
  .catchall(z.union([userConsent, z.string()]));
export const getUserPrivacyRequest = z.object({ userID: bodyUserId, type: privacyType });
export const getUserPrivacyReply = okReply({ privacy: userPrivacy.nullable() });

export const setUserPrivacyRequest = z
  .object({ userID: bodyUserId, type: privacyType, templateID: z.string().min(1).max(50) })
  .extend(sentPrivacyAnswers.shape);
export type SetUserPrivacyRequest = z.infer<typeof setUserPrivacyRequest>;

export const loginMessage = z.object({
  messaggioID: z.number(),
  titolo: z.string(),
  /** Agency HTML: sanitized before it is rendered. */
  testo: z.string(),
  mostraSempre: z.boolean(),
});
export type LoginMessage = z.infer<typeof loginMessage>;
export const getMessageRequest = z.object({ userid: bodyUserId });
export const getMessageReply = okReply({ message: loginMessage.nullable() });
export const updateMessageRequest = z.object({
  userid: bodyUserId,
  /** An id like any other (`entityId`): past the database's integer range it is a bad body, not a crash. */
  messageID: entityId,
});
export const updateMessageReply = okReply({ result: z.literal(true) });
