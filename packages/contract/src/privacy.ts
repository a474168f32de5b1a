import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

export const PRIVACY_KEYS = Array.from({ length: 19 }, (_, i) => `privacy${String(i + 1).padStart(2, '0')}`);
/** The privacy type of the profile (SPEC §7), also used at registration. */
export const PROFILE_PRIVACY_TYPE = '775';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** privacy01..privacy19: named keys, so that extending a schema with them keeps its other fields' types. */
export type PrivacyKey = `privacy0${Exclude<Digit, '0'>}` | `privacy1${Digit}`;

const consentValue = z.enum(['S', 'N']);
/** privacy01..privacy19, each 'S' or 'N' when sent. */
export const privacyAnswers = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((key) => [key, consentValue.optional()])) as Record<
    PrivacyKey,
    z.ZodOptional<typeof consentValue>
  >,
);

/** A template: its id and, under privacy01value..privacy19value, the text of each consent asked. */
export const privacyTemplate = z
  .object({ type: z.string(), templateID: z.string() })
  .catchall(z.string().nullable());
export type PrivacyTemplate = z.infer<typeof privacyTemplate>;

export const getPrivacyTemplateRequest = z.object({
  /** Empty for the public variant (the registration page, before any account exists). */
  userID: z.string().max(20).optional(),
  type: z.string().min(1).max(20),
  /** Absent: the template currently in force for the type. */
  templateID: z.string().max(50).optional(),
});
export const getPrivacyTemplateReply = okReply({ privacyTemplate: privacyTemplate });

const userConsent = z.object({ descr: z.string(), value: consentValue });
/** The consents the user gave for a type: privacy01..privacy19 as {descr, value}, with the template id. */
export const userPrivacy = z
  .object({ type: z.string(), templateID: z.string(), updatedAt: z.string() })
  .catchall(z.union([userConsent, z.string()]));
export const getUserPrivacyRequest = z.object({ userID: bodyUserId, type: z.string().min(1).max(20) });
export const getUserPrivacyReply = okReply({ privacy: userPrivacy.nullable() });

export const setUserPrivacyRequest = z
  .object({ userID: bodyUserId, type: z.string().min(1).max(20), templateID: z.string().min(1).max(50) })
  .extend(privacyAnswers.shape);
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
  messageID: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().positive()),
});
export const updateMessageReply = okReply({ result: z.literal(true) });
