import {
  accountStateOf,
  type ClientMatch,
  type ClientSearchResult,
  type SearchClientsRequest,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import { LOGIN_ACCOUNT_ADDRESS_RULE, LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { type ClientSearchKeys, searchClientRecords } from '../profile/index.js';

const DEFAULT_LIMIT = 20;

/**
 * The keys a typed search may be (docs/decisions/0096): letters and digits for the codes (tax code, policy,
 * plate, claim number, user ID), the words for a name, the text for an e-mail, the digits for a mobile.
 */
export function searchKeysOf(query: string, after: string | undefined, limit: number): ClientSearchKeys {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  const compact = trimmed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const digits = trimmed.replace(/\D/g, '');
  const email = trimmed.includes('@');
  // A name has letters; a mobile is digits with at most a +, spaces, dots or dashes between them.
  const hasLetters = /\p{L}/u.test(trimmed);
  const isPhoneLike = /^\+?[\d\s.\-/()]+$/.test(trimmed) && digits.length >= 6;
  const [score, id] = after?.split(':') ?? [];
  return {
    compact: compact.length >= 2 && !email ? compact : null,
    text: email ? trimmed.toLowerCase() : hasLetters && trimmed.length >= 3 ? trimmed.toLowerCase() : null,
    email,
    mobile: isPhoneLike ? digits.slice(-10) : null,
    after: score && id ? { score, clientId: Number(id) } : null,
    limit,
  };
}

/**
 * The console's search for a client (issue 21 item 1): one page of the best matches, each with its
 * account's state, and the cursor of the next page.
 */
export async function searchClients(
  deps: { db: Db; rateLimiter: RateLimiter },
  request: Pick<SearchClientsRequest, 'query' | 'after' | 'limit'>,
): Promise<{ results: ClientSearchResult[]; next: string | null }> {
  const limit = request.limit ?? DEFAULT_LIMIT;
  // One more than asked: whether there is a next page.
  const rows = await searchClientRecords(deps.db, searchKeysOf(request.query, request.after, limit + 1));
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
      codiceFiscale: row.codiceFiscale,
      userId: row.userCode,
      email: row.userEmail ?? row.email,
      mobile: row.userPhone ?? row.cell,
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
