import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/**
 * Ours (not in the spec): the home's "at a glance" and "in evidenza", and the client's due dates as a
 * calendar (docs/decisions/0060). Days count from the server's today (Rome's date, or CLOCK_TODAY).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.number().nullable();

/** How many days an expiry ahead (or just past), or a claim opened or changed, counts as "now". */
export const GLANCE_WINDOW_DAYS = 30;

export const unpaidInstalment = z.object({
  /** The instalment's id: what "Paga la rata" pays (startPayment's movimentoId; decisions/0152). */
  movimentoId: z.number().int().positive(),
  titolo: z.string(),
  dataScadenza: isoDate,
  premio: amount,
  /** Its due day is before today. */
  overdue: z.boolean(),
});
export type UnpaidInstalment = z.infer<typeof unpaidInstalment>;

export const policyGlance = z.object({
  dossierID: z.number(),
  numeroPolizza: z.string(),
  prodotto: z.string(),
  /** The agency's next payment day; the amount when it can be known (decisions/0060), else null. */
  nextPayment: z.object({ date: isoDate, amount }).nullable(),
  /** The instalments the agency lists as 'Da pagare' and not paid online, oldest first. */
  unpaid: z.array(unpaidInstalment),
  /** The policy's end when it is at most 30 days ahead or at most 30 days past (`daysLeft` < 0). */
  expiry: z.object({ date: isoDate, daysLeft: z.number().int(), expired: z.boolean() }).nullable(),
  /** Its claims opened, or changed by the agency, in the last 30 days, newest first. */
  recentClaims: z.array(
    z.object({
      sinistroID: z.number(),
      eventoDescr: z.string().nullable(),
      /** 'opened': its dataApertura is recent; 'changed': the agency sent it changed recently. */
      news: z.enum(['opened', 'changed']),
      date: isoDate,
    }),
  ),
});
export type PolicyGlance = z.infer<typeof policyGlance>;

export const IN_EVIDENZA_KINDS = ['overdueInstalment', 'expired', 'expiring', 'dueInstalment'] as const;
export type InEvidenzaKind = (typeof IN_EVIDENZA_KINDS)[number];

/** Something that needs the client's action, about one policy: the way forward is the branch. */
export const inEvidenzaItem = z.object({
  kind: z.enum(IN_EVIDENZA_KINDS),
  dossierID: z.number(),
  numeroPolizza: z.string(),
  prodotto: z.string(),
  date: isoDate,
  /** Days from today to `date`: negative when it is past. */
  daysLeft: z.number().int(),
  /** The instalment's id, title and amount; null for an expiry. */
  movimentoId: z.number().int().positive().nullable(),
  titolo: z.string().nullable(),
  amount,
});
export type InEvidenzaItem = z.infer<typeof inEvidenzaItem>;

export const inEvidenzaRequest = z.object({ userID: bodyUserId });
export const inEvidenzaReply = okReply({
  /** The day the reply counts from. */
  today: isoDate,
  /** Every readable policy of the client, in the policy list's order (one being refreshed is left out). */
  policies: z.array(policyGlance),
  /** What needs action, most urgent first: overdue instalments, expired, expiring, instalments due. */
  inEvidenza: z.array(inEvidenzaItem),
});
export type InEvidenzaReply = z.infer<typeof inEvidenzaReply>;

/** Every calendar call's body: the caller is the token's. */
export const calendarRequest = z.object({ userID: bodyUserId });

/**
 * The private subscription address of the due dates. Its secret is kept only as a hash: the address is
 * shown once, when made; making a new one replaces the old, revoking ends it.
 */
export const calendarFeedReply = okReply({
  /** The live address's making and last reading by a calendar (ISO date-times); null: none. */
  feed: z.object({ createdAt: z.string(), lastReadAt: z.string().nullable() }).nullable(),
});
export const createCalendarFeedReply = okReply({
  feed: z.object({ createdAt: z.string(), url: z.string(), webcalUrl: z.string() }),
});
export const revokeCalendarFeedReply = okReply({ revoked: z.boolean() });

/** Where a calendar application reads the subscription: GET, no session, the secret in the path. */
export const CALENDAR_FEED_PATH_PREFIX = '/calendario/';
