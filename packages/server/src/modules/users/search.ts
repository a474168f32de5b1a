import {
  accountStateOf,
  CLIENT_SEARCHES_PER_MINUTE,
  type ClientMatch,
  type ClientSearchResult,
  maskEmail,
  maskMobile,
  maskTaxCode,
  type SearchClientsRequest,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { LOGIN_ACCOUNT_ADDRESS_RULE, LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { type ClientSearchKeys, searchClientRecords } from '../profile/index.js';

const DEFAULT_LIMIT = 20;

/**
 * The searches of one staff account in a minute (issue 33 item 6, decisions/0132): every page counts, a
 * refused one too. Per account, so that a colleague at the next desk is not stopped. The window is a
 * minute but in the browser tests (CLIENT_LOOKUP_WINDOW_SECONDS).
 */
export const clientSearchRule = (config: Pick<Config, 'CLIENT_LOOKUP_WINDOW_SECONDS'>): RateRule => ({
  bucket: 'client-search',
  limit: CLIENT_SEARCHES_PER_MINUTE,
  windowSeconds: config.CLIENT_LOOKUP_WINDOW_SECONDS,
});

/**
 * The keys a typed search may be (docs/decisions/0096): letters and digits for the codes (tax code, policy,
 * plate, claim number, user ID), the words for a name, the text for an e-mail, the digits for a mobile.
 */
export function searchKeysOf(query: string, after: string | undefined, limit: number): ClientSearchKeys {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  const compact = trimmed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const digits = trimmed.replace(/\D/g, '');
  const email = trimmed.includes('@');
  // A name has letters and no digit (a text with digits is a code: a tax code, a plate, a claim); a
  // mobile is digits with at most a +, spaces, dots or dashes between them.
  const isNameLike = /\p{L}/u.test(trimmed) && !/\d/.test(trimmed);
  const isPhoneLike = /^\+?[\d\s.\-/()]+$/.test(trimmed) && digits.length >= 6;
  const [score, id] = after?.split(':') ?? [];
  return {
    compact: compact.length >= 2 && !email ? compact : null,
    text: email ? trimmed.toLowerCase() : isNameLike && trimmed.length >= 3 ? trimmed.toLowerCase() : null,
    email,
    mobile: isPhoneLike ? digits.slice(-10) : null,
    after: score && id ? { score, clientId: Number(id) } : null,
    limit,
  };
}

const masked = (value: string | null, mask: (value: string) => string) => (value ? mask(value) : null);

/**
 * The console's search for a client (issue 21 item 1): one page of the best matches, each with its
 * account's state, tax code, e-mail and mobile masked (the whole ones are on the client's page, whose
 * opening is audited), and the cursor of the next page.
 */
export async function searchClients(
  deps: { db: Db; rateLimiter: RateLimiter },
  request: Pick<SearchClientsRequest, 'query' | 'after' | 'limit'>,
  scope: StaffScope = AGENCY_WIDE,
): Promise<{ results: ClientSearchResult[]; next: string | null }> {
  const limit = request.limit ?? DEFAULT_LIMIT;
  // One more than asked: whether there is a next page.
  const keys = searchKeysOf(request.query, request.after, limit + 1);
  const rows = await searchClientRecords(deps.db, keys, scope);
  const page = rows.slice(0, limit);
  const subjects = page.flatMap((row) => (row.userId === null ? [] : [`user:${row.userId}`]));
  const [lockedEverywhere, lockedSomewhere] = await Promise.all([
    deps.rateLimiter.atLimit(LOGIN_ACCOUNT_RULE, subjects),
    deps.rateLimiter.atLimit(LOGIN_ACCOUNT_ADDRESS_RULE, subjects),
  ]);
  const results = page.map((row) => {
    const subject = `user:${row.userId}`;
    return {
      clientId: row.agencyId,
      cognome: row.cognome,
      nome: row.nome,
      codiceFiscale: maskTaxCode(row.codiceFiscale),
      userId: row.userCode,
      email: masked(row.userEmail ?? row.email, maskEmail),
      mobile: masked(row.userPhone ?? row.cell, maskMobile),
      accountState: accountStateOf(
        row.userId === null
          ? null
          : { ...row, locked: lockedEverywhere.has(subject) || lockedSomewhere.has(subject) },
      ),
      matchedBy: row.matched as ClientMatch,
    };
  });
  const last = page.at(-1);
  return {
    results,
    next: rows.length > limit && last ? `${Number(last.score).toFixed(4)}:${last.clientId}` : null,
  };
}
