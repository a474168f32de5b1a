import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, dossiers, invites, sinistri, users } from '../../db/schema.js';
import { compactKey, mobileKey, nameKey } from '../../db/tables/search-keys.js';
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
  if (compact) {
    const cf = compactKey(clients.codiceFiscale);
    if (compact.length >= 4) {
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
  if (text && keys.email) {
    hits.push(sql`select ${clients.id}, 'email', similarity(lower(${clients.email}), ${text}) from ${clients}
      where lower(${clients.email}) % ${text}`);
    hits.push(sql`select ${users.clientId}, 'email', 1 from ${users}
      where lower(${users.email}) = ${text} and ${users.clientId} is not null`);
  } else if (text) {
    const name = nameKey(clients.cognome, clients.nome);
    hits.push(sql`select ${clients.id}, 'name', word_similarity(${text}, ${name}) from ${clients}
      where ${text} <% ${name}`);
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
  const result = await db.execute(sql`
    with hits (client_id, matched, score) as (${sql.join(hits, sql` union all `)}),
    best as (
      select distinct on (client_id) client_id, matched, round(score::numeric, 4) as score
      from hits order by client_id, score desc, matched
    )
    select best.client_id, c.agency_id, c.cognome, c.nome, c.codice_fiscale, c.email, c.cell, best.matched,
      best.score::text as score, u.id as user_id, u.user_code, u.email as user_email, u.phone as user_phone,
      u.password_hash is not null as has_password, u.disabled_at is not null as disabled,
      exists (select 1 from ${invites} i where i.user_id = u.id) as invited
    from best
    join ${clients} c on c.id = best.client_id and c.removed_at is null
    left join lateral (
      select * from ${users} where ${users.clientId} = best.client_id order by ${users.id} limit 1
    ) u on true
    where true ${after} ${inScope}
    order by best.score desc, best.client_id
    limit ${keys.limit}`);
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
