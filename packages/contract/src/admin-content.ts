import { z } from 'zod';
import { clientFilter, clientFilterChoices } from './client-filter.js';
import { entityId } from './data.js';
import { bodyUserId, okReply, textOrWholeNumber } from './envelope.js';
import { PRIVACY_KEYS, type PrivacyKey, privacyType } from './privacy.js';
import { textFilter } from './text-filter.js';

/**
 * The HTML a login message may hold: the server keeps only this when a message is written, the web app
 * again when it shows one (docs/decisions/0047).
 */
export const MESSAGE_HTML = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3'],
  linkSchemes: ['http', 'https', 'mailto'],
  /** What every link gets: a new window that cannot reach back to the area. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer',
} as const;

/**
 * A link a message may hold, once blanks and control characters are taken out (as a browser does): http(s),
 * mailto, or a path of the area itself (`/prodotti`, `prodotti`). Never another scheme (`javascript:`), nor
 * `//host` or `/\host`, which a browser reads as another site.
 */
export const MESSAGE_LINK = /^(?:(?:https?|mailto):|\/(?![/\\])|[^:/\\][^:/\\?#]*(?:[/?#]|$))/i;

/** Whether `href` may stay in a message: what a browser would follow, checked against MESSAGE_LINK. */
export const isMessageLink = (href: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser drops these from a URL, so the check does too
  MESSAGE_LINK.test(href.replace(/[\u0000-\u0020\u007f]/g, ''));

/** draft: written, shown to nobody; published: in force; withdrawn: no longer shown, for good. */
export const contentState = z.enum(['draft', 'published', 'withdrawn']);
export type ContentState = z.infer<typeof contentState>;
/** The state of a message or template version from its dates. */
export const contentStateOf = (dates: { publishedAt: unknown; withdrawnAt: unknown }): ContentState => {
  if (dates.withdrawnAt) return 'withdrawn';
  return dates.publishedAt ? 'published' : 'draft';
};
/** The state and dates of a message or template version as the agency's lists show them (ISO 8601). */
export const contentDates = (row: {
  createdAt: Date;
  publishedAt: Date | null;
  withdrawnAt: Date | null;
}) => ({
  state: contentStateOf(row),
  createdAt: row.createdAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

const userCode = z.string().regex(/^\d{8}$/, 'a user ID is 8 digits');
const moment = z.iso.datetime({ offset: true });
/** Enough for every client of a large agency in one message; the 1 MiB body limit comes first. */
export const MAX_MESSAGE_RECIPIENTS = 100_000;

/** A message's filter: the shared client filter with at least one side (none would be 'all'). */
const messageFilter = clientFilter.refine((f) => f.branch !== undefined || f.product !== undefined, {
  message: 'a filter names a branch, a product or both',
});

/** A login message as the agency writes it (the API's body, the command line's JSON file). */
export const newLoginMessage = z.object({
  titolo: z.string().trim().min(1).max(200),
  /** HTML: what MESSAGE_HTML does not allow is taken out before it is stored. */
  testo: z.string().trim().min(1).max(50_000),
  /** Shown at every login (true), or until the client confirms it once (false). */
  mostraSempre: z.boolean().default(false),
  /**
   * 'all', the user IDs of the clients it is for, or `{ filter }`: the clients of a branch and/or holding a
   * product, decided each time the message could be shown (decisions/0116).
   */
  audience: z.union([
    z.literal('all'),
    z.array(userCode).min(1).max(MAX_MESSAGE_RECIPIENTS),
    z.strictObject({ filter: messageFilter }),
  ]),
  /** After this moment it is shown no more (ISO 8601 with its offset); it must be in the future. */
  expiresAt: moment.optional(),
});
export type NewLoginMessage = z.output<typeof newLoginMessage>;

/** A login message as the agency lists it. */
export const adminLoginMessage = z.object({
  id: z.number().int(),
  titolo: z.string(),
  testo: z.string(),
  mostraSempre: z.boolean(),
  audience: z.enum(['all', 'listed', 'filter']),
  /** How many clients a listed message is for; 0 for 'all' and for a filter. */
  recipients: z.number().int(),
  /** A filtered message's filter; null otherwise. */
  filter: clientFilter.nullable(),
  state: contentState,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** How many clients the message was shown to (each counted once), and how many confirmed it. */
  shown: z.number().int(),
  confirmed: z.number().int(),
});
export type AdminLoginMessage = z.infer<typeof adminLoginMessage>;

export const loginMessagesRequest = z.object({ userID: bodyUserId });
/** The messages, and what a filter may choose among (as the bulk invitations' page). */
export const loginMessagesReply = okReply({
  messages: z.array(adminLoginMessage),
  ...clientFilterChoices.shape,
});
export const createLoginMessageRequest = newLoginMessage.extend({ userID: bodyUserId });
/** Publishing or withdrawing one message (or template version): its id. */
export const contentActRequest = z.object({ userID: bodyUserId, id: entityId });
export const loginMessageReply = okReply({ message: adminLoginMessage });

/** The most unknown user IDs a preview names: enough to correct a list, not a reply the size of the list. */
export const MAX_UNKNOWN_LISTED = 100;
/** A message as the console is writing it, to be shown as the client will see it (nothing is stored). */
export const previewLoginMessageRequest = z.object({
  userID: bodyUserId,
  testo: newLoginMessage.shape.testo,
  audience: newLoginMessage.shape.audience.optional(),
});
export const loginMessagePreviewReply = okReply({
  /** The HTML as it would be stored and shown; '' when nothing readable is left of it. */
  html: z.string(),
  /** The tags and attributes the sanitizer took out (names, each once, in the order met). */
  strippedTags: z.array(z.string()),
  strippedAttributes: z.array(z.string()),
  /** Links whose href was taken out (not http, https, mailto or a path of the area). */
  strippedLinks: z.number().int(),
  /** Listed user IDs that name no user (at most MAX_UNKNOWN_LISTED of them). */
  unknownUsers: z.array(z.string()),
  /** For a filter: how many clients with an account it chooses now (it is read again at each login). */
  filterAccounts: z.number().int().nullable(),
});
export type LoginMessagePreview = z.infer<typeof loginMessagePreviewReply>;

/** A consent's text: plain text, shown as such by the web app (markup is refused, not stored). */
const consentText = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^[^<>]*$/, 'plain text: no < or >');
/** privacy01value..privacy19value → the consent's text; at least one asked. */
export const templateItems = z
  .strictObject(
    Object.fromEntries(PRIVACY_KEYS.map((key) => [`${key}value`, consentText.optional()])) as Record<
      `${PrivacyKey}value`,
      z.ZodOptional<typeof consentText>
    >,
  )
  .refine((items) => Object.values(items).some(Boolean), 'a template asks at least one consent');

/** A new version of a privacy template (the API's body, the command line's JSON file). */
export const newPrivacyTemplate = z.object({
  type: privacyType,
  templateID: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[\w.-]+$/, 'letters, digits, and . _ -'),
  items: templateItems,
});
export type NewPrivacyTemplate = z.output<typeof newPrivacyTemplate>;

/** A version of a privacy template as the agency lists it. */
export const adminPrivacyTemplate = z.object({
  id: z.number().int(),
  type: z.string(),
  templateID: z.string(),
  items: z.record(z.string(), z.string()),
  state: contentState,
  /** The version in force of its type: the one clients are asked to consent to. */
  current: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** How many clients answered this version (their latest answer to it), and per consent how they did. */
  answered: z.number().int(),
  answers: z.record(z.string(), z.object({ given: z.number().int(), refused: z.number().int() })),
});
export type AdminPrivacyTemplate = z.infer<typeof adminPrivacyTemplate>;

/** The console's list of templates, of one type when `type` is given (a filter: no control character). */
export const privacyTemplatesRequest = z.object({
  userID: bodyUserId,
  type: textOrWholeNumber(textFilter({ max: 20 })).optional(),
});
export const privacyTemplatesReply = okReply({ templates: z.array(adminPrivacyTemplate) });
export const createPrivacyTemplateRequest = newPrivacyTemplate.extend({ userID: bodyUserId });
export const privacyTemplateReply = okReply({ template: adminPrivacyTemplate });
