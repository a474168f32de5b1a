import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientNames, clients, dossiers, invites, sinistri, users } from '../../db/schema.js';
import { compactKey, emailKey, emailLocalKey, mobileKey, nameKey } from '../../db/tables/search-keys.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { clientInScope } from './scope-queries.js';

/** The keys the console's search tries, each already normalised as its index is (db/tables/search-keys.ts). */
export interface ClientSearchKeys {
  /** Letters and digits, upper case: tax code (by trigrams), policy, plate, claim number, user ID. */
  compact: string | null;
  /** Lower case, for a name (trigram word similarity) or an e-mail. */
  text: string | null;
  /** Whether `text` is an e-mail (has an @): matched against the clients' and accounts' e-mails. */
  email: boolean;
  /** The last 10 digits of a mobile number. */
  mobile: string | null;
  /** The first of the results: (score, client id) of the previous page's last. */
  after: { score: string; clientId: number } | null;
  limit: number;
}

export interface ClientSearchRow {
  clientId: number;
  agencyId: string;
  cognome: string;
  nome: string;
  codiceFiscale: string;
  email: string | null;
  cell: string | null;
  matched: string;
  score: string;
  userId: number | null;
  userCode: string | null;
  userEmail: string | null;
  userPhone: string | null;
  hasPassword: boolean;
  disabled: boolean;
  invited: boolean;
}

interface SearchRow {
  client_id: number;
  agency_id: string;
  cognome: string;
  nome: string;
  codice_fiscale: string;
  email: string | null;
  cell: string | null;
  matched: string;
  score: string;
  user_id: number | null;
  user_code: string | null;
  user_email: string | null;
  user_phone: string | null;
  has_password: boolean | null;
  disabled: boolean | null;
  invited: boolean | null;
}

/** A tax code found by trigrams needs this similarity (a typo or two in 16 characters). */
const TAX_CODE_SIMILARITY = 0.45;
/**
 * Whether a typed code may reach TAX_CODE_SIMILARITY with a tax code: seven characters at least (a part
 * of 16 shares at most its own trigrams, (n + 1) / 17 of them), and a digit (a surname typed alone is
 * letters; a tax code has seven digits, all of them letters only when omocodia replaced each, and then it
 * is whole). Otherwise its trigrams, common to tens of thousands of codes at a million clients, were read
 * for nothing (decisions/0160).
 */
const mayBeTaxCode = (compact: string) =>
  compact.length >= 7 && (/\d/.test(compact) || compact.length === 16);
/**
 * An e-mail's part before the @ found by trigrams needs this similarity: two letters swapped or one dropped
 * in 'mario.rossi' pass (0.5–0.77), in a short one like 'a.costa' not (0.33). At pg_trgm's default of 0.3 a
 * common name's addresses pass by the tens of thousands at a million clients, each read to be scored; at
 * 0.45 the generated million's typos are found 188 times in 200, p50 19 ms (decisions/0160).
 */
const EMAIL_SIMILARITY = '0.45';

/**
 * The console's search (docs/decisions/0096): every key the input may be, in one statement; each client
 * once, by its best match (score 1 for an exact key, the trigram similarity otherwise), best first, then by
 * id, a page at a time after (score, id). Clients taken out by the agency are left out.
 */
export async function searchClientRecords(
  db: Db,
  keys: ClientSearchKeys,
  scope: StaffScope = AGENCY_WIDE,
): Promise<ClientSearchRow[]> {
  const hits = [];
  const { compact, text, mobile } = keys;
  let fuzzyEmail = false;
  if (compact) {
    const cf = compactKey(clients.codiceFiscale);
    if (mayBeTaxCode(compact)) {
      hits.push(sql`select ${clients.id}, 'taxCode', similarity(${cf}, ${compact})
        from ${clients} where ${cf} % ${compact} and similarity(${cf}, ${compact}) >= ${TAX_CODE_SIMILARITY}`);
    }
    hits.push(sql`select ${dossiers.clientId}, 'policy', 1 from ${dossiers}
      where ${compactKey(dossiers.numeroPolizza)} = ${compact}`);
    hits.push(sql`select ${dossiers.clientId}, 'plate', 1 from ${dossiers}
      where ${compactKey(dossiers.targa)} = ${compact}`);
    hits.push(sql`select ${dossiers.clientId}, 'claim', 1 from ${sinistri}
      join ${dossiers} on ${dossiers.id} = ${sinistri.dossierId}
      where ${compactKey(sinistri.numeroSinistroCompagnia)} = ${compact}`);
    if (/^\d{8}$/.test(compact)) {
      hits.push(sql`select ${users.clientId}, 'userId', 1 from ${users}
        where ${users.userCode} = ${compact} and ${users.clientId} is not null`);
    }
  }
  // A hit within the page asked for: below the previous page's last (score, id), as `best` is cut below.
  const beyond = (score: SQL, clientId: SQL) =>
    keys.after
      ? sql`and (round(${score}::numeric, 4) < ${keys.after.score}::numeric
          or (round(${score}::numeric, 4) = ${keys.after.score}::numeric and ${clientId} > ${keys.after.clientId}))`
      : sql``;
  if (text && keys.email) {
    // The address exactly (an account's or the agency's); else, and only then, by trigrams of its part
    // before the @, scored on the whole address.
    const exact = sql`(select 1 from ${clients} where ${emailKey(clients.email)} = ${text}
      union all select 1 from ${users} where lower(${users.email}) = ${text} and ${users.clientId} is not null)`;
    hits.push(
      sql`select ${clients.id}, 'email', 1 from ${clients} where ${emailKey(clients.email)} = ${text}`,
    );
    hits.push(sql`select ${users.clientId}, 'email', 1 from ${users}
      where lower(${users.email}) = ${text} and ${users.clientId} is not null`);
    const local = text.split('@')[0] ?? '';
    if (local.length >= 3) {
      hits.push(sql`select ${clients.id}, 'email', similarity(${emailKey(clients.email)}, ${text}) from ${clients}
        where ${emailLocalKey(clients.email)} % ${local} and not exists ${exact}`);
      fuzzyEmail = true;
    }
  } else if (text) {
    // The names like the text (a few thousand distinct ones at a million clients), then for each at most a
    // page of its clients in id order from the page's start: the page needs no more of any one name.
    const inScope = clientInScope(scope, clients.id);
    hits.push(sql`select c.id, 'name', n.score from (
        select ${clientNames.nameKey} as name_key, word_similarity(${text}, ${clientNames.nameKey}) as score
        from ${clientNames} where ${text} <% ${clientNames.nameKey}) n
      cross join lateral (
        select ${clients.id} as id from ${clients}
        where ${nameKey(clients.cognome, clients.nome)} = n.name_key and ${clients.removedAt} is null
          ${beyond(sql`n.score`, sql`${clients.id}`)} ${inScope ? sql`and ${inScope}` : sql``}
        order by ${clients.id} limit ${keys.limit}) c`);
  }
  if (mobile) {
    hits.push(
      sql`select ${clients.id}, 'mobile', 1 from ${clients} where ${mobileKey(clients.cell)} = ${mobile}`,
    );
    hits.push(sql`select ${users.clientId}, 'mobile', 1 from ${users}
      where ${mobileKey(users.phone)} = ${mobile} and ${users.clientId} is not null`);
  }
  if (hits.length === 0) return [];

  const after = keys.after
    ? sql`and (best.score < ${keys.after.score}::numeric
        or (best.score = ${keys.after.score}::numeric and best.client_id > ${keys.after.clientId}))`
    : sql``;
  // A branch's staff find their branch's clients only (decisions/0158).
  const scoped = clientInScope(scope, sql`best.client_id`);
  const inScope = scoped ? sql`and ${scoped}` : sql``;
  // The clients are read for the page only: `ranked` is walked in its order, each client joined as it
  // comes, until the page is full (at a million clients a common name has thousands of hits, decisions/0160).
  const statement = sql`
    with hits (client_id, matched, score) as (${sql.join(hits, sql` union all `)}),
    best as (
      select distinct on (client_id) client_id, matched, round(score::numeric, 4) as score
      from hits order by client_id, score desc, matched
    ),
    ranked as (select * from best where true ${after} ${inScope} order by best.score desc, best.client_id)
    select ranked.client_id, c.agency_id, c.cognome, c.nome, c.codice_fiscale, c.email, c.cell, ranked.matched,
      ranked.score::text as score, u.id as user_id, u.user_code, u.email as user_email, u.phone as user_phone,
      u.password_hash is not null as has_password, u.disabled_at is not null as disabled,
      exists (select 1 from ${invites} i where i.user_id = u.id) as invited
    from ranked
    join lateral (
      select * from ${clients} where ${clients.id} = ranked.client_id and ${clients.removedAt} is null
    ) c on true
    left join lateral (
      select * from ${users} where ${users.clientId} = ranked.client_id order by ${users.id} limit 1
    ) u on true
    order by ranked.score desc, ranked.client_id
    limit ${keys.limit}`;
  // pg_trgm's `%` takes its threshold from the session: set for this statement's transaction only.
  const result = fuzzyEmail
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${EMAIL_SIMILARITY}, true)`);
        return tx.execute(statement);
      })
    : await db.execute(statement);
  // Rows as node-postgres returns them.
  return (result as { rows: SearchRow[] }).rows.map((row) => ({
    clientId: row.client_id,
    agencyId: row.agency_id,
    cognome: row.cognome,
    nome: row.nome,
    codiceFiscale: row.codice_fiscale,
    email: row.email,
    cell: row.cell,
    matched: row.matched,
    score: row.score,
    userId: row.user_id,
    userCode: row.user_code,
    userEmail: row.user_email,
    userPhone: row.user_phone,
    hasPassword: row.has_password === true,
    disabled: row.disabled === true,
    invited: row.invited === true,
  }));
}
