import { z } from 'zod';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';
import { textFilter } from './text-filter.js';

/**
 * The console's search for a client (issue 21 item 1, docs/decisions/0096): one box, any key a person has
 * at hand (tax code, surname and name, e-mail, mobile, policy number, plate, claim number, user ID),
 * tolerant of small typing errors, a page at a time (keyset: `after` is the previous page's `next`).
 */

/** What a result was found by. */
export const clientMatch = z.enum([
  'taxCode',
  'name',
  'email',
  'mobile',
  'policy',
  'plate',
  'claim',
  'userId',
]);
export type ClientMatch = z.infer<typeof clientMatch>;

/**
 * The account at a glance: none (an imported client who never registered and was never invited),
 * invited (an invite sent, no password yet), registered, disabled, locked (the login limits reached).
 */
export const accountState = z.enum(['none', 'invited', 'registered', 'disabled', 'locked']);
export type AccountState = z.infer<typeof accountState>;

/** What an account's state at a glance is read from. */
export interface AccountFacts {
  hasPassword: boolean;
  disabled: boolean;
  invited: boolean;
  /** The login limits reached: the next attempt would be refused. */
  locked: boolean;
}

/** The account at a glance: disabled first, then locked; an account without password is invited or none. */
export function accountStateOf(facts: AccountFacts | null): AccountState {
  if (!facts) return 'none';
  if (facts.disabled) return 'disabled';
  if (facts.locked) return 'locked';
  if (facts.hasPassword) return 'registered';
  return facts.invited ? 'invited' : 'none';
}

/**
 * The searches a Staff or Superuser account may make in a minute (issue 33 item 6): a person at the desk
 * makes a few; a script reading the agency's clients out through a stolen session is stopped. Past it,
 * `TOO_MANY_REQUESTS` (429) with `Retry-After` until the minute's window ends.
 */
export const CLIENT_SEARCHES_PER_MINUTE = 60;

/**
 * The client pages (getClientFile) a Staff or Superuser account may open in a minute (decisions/0132): the
 * page shows tax code, e-mail and mobile whole, and the clients' ids in the feed are sequential
 * (`CLI-000001`, …), so without its own limit a script in a stolen session would walk the ids instead of
 * searching. A person opens a client every few seconds at most: 30 a minute is one every two seconds,
 * kept up for a whole minute. Past it, `TOO_MANY_REQUESTS` (429) with `Retry-After`, as the search.
 */
export const CLIENT_FILES_PER_MINUTE = 30;

/**
 * One client of a search's list. Tax code, e-mail and mobile come masked (masking.ts, decisions/0132):
 * enough to tell clients apart; the whole values are on the client's page, whose opening is audited.
 */
export const clientSearchResult = z.object({
  /** The client's id in the agency's feed. */
  clientId: z.string(),
  cognome: z.string(),
  nome: z.string(),
  /** Masked: its first and last three characters (`maskTaxCode`). */
  codiceFiscale: z.string(),
  /** The account's 8-digit user ID; null when the client has no account. */
  userId: z.string().nullable(),
  /** Masked: the name's ends and the domain (`maskEmail`). */
  email: z.string().nullable(),
  /** Masked: the country code or prefix and the last three digits (`maskMobile`). */
  mobile: z.string().nullable(),
  accountState,
  matchedBy: clientMatch,
});
export type ClientSearchResult = z.infer<typeof clientSearchResult>;

/** The cursor of the next page: opaque to the caller; an id past any row's is refused, not sent to the database. */
const cursor = z
  .string()
  .regex(/^[01]\.\d{4}:\d{1,10}$/)
  .refine((value) => Number(value.slice(value.indexOf(':') + 1)) <= MAX_SERIAL_ID);

export const searchClientsRequest = z.object({
  userID: bodyUserId,
  /** What was typed: 2 to 100 characters once trimmed. */
  query: textFilter({ min: 2, max: 100 }),
  after: cursor.optional(),
  limit: z.number().int().min(1).max(50).optional(),
});
export type SearchClientsRequest = z.infer<typeof searchClientsRequest>;

export const searchClientsReply = okReply({
  results: z.array(clientSearchResult),
  /** The cursor of the next page, or null on the last. */
  next: cursor.nullable(),
});
export type SearchClientsReply = z.infer<typeof searchClientsReply>;
