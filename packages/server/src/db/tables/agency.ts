/** The agency's bank branches and its clients with their addresses. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { compactKey, emailKey, emailLocalKey, mobileKey, nameKey } from './search-keys.js';

/** A bank branch: where the client's policies were sold and where their requests go. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  agencyId: text('agency_id').notNull().unique(),
  name: text('name').notNull(),
  bank: text('bank').notNull(),
  email: text('email'),
  /** The branch's phone and opening hours, shown to its clients beside 'Contatta la filiale'. */
  phone: text('phone'),
  openingHours: text('opening_hours'),
  /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
  importHash: text('import_hash'),
});

/** A client of the agency (anagrafica), identified by the agency's own id. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    agencyId: text('agency_id').notNull().unique(),
    codiceFiscale: text('codice_fiscale').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    cittaNascita: text('citta_nascita'),
    email: text('email'),
    cell: text('cell'),
    branchId: integer('branch_id').references(() => branches.id),
    /** Taken out by the agency: the client's policies are gone and their account is disabled. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
    importHash: text('import_hash'),
  },
  (t) => [
    index('clients_codice_fiscale_idx').on(t.codiceFiscale),
    // The console's search (docs/decisions/0096): trigrams (pg_trgm) for the typo-tolerant keys, plain
    // indexes on the normalised exact ones.
    index('clients_codice_fiscale_trgm_idx').using('gin', sql`${compactKey(t.codiceFiscale)} gin_trgm_ops`),
    // A name is looked for among the distinct names (client_names) by trigrams, then its clients here in
    // id order (decisions/0160).
    index('clients_name_key_idx').on(nameKey(t.cognome, t.nome), t.id).where(sql`${t.removedAt} is null`),
    index('clients_email_key_idx').on(emailKey(t.email)),
    index('clients_email_local_trgm_idx').using('gin', sql`${emailLocalKey(t.email)} gin_trgm_ops`),
    index('clients_mobile_key_idx').on(mobileKey(t.cell)),
    // A branch the import removes unlinks its clients; the invitations' and messages' filter by branch.
    index('clients_branch_idx').on(t.branchId),
  ],
);

/**
 * Every name a client has had, once (surname and name as `nameKey` writes them): the console's search looks
 * for a typed name by trigrams among these, a hundred times fewer rows than the clients at a million, then
 * takes each name's clients by `clients_name_key_idx` (decisions/0160). Kept by triggers on `clients`
 * (migration 0034): whatever writes a client, its name is here. A name nobody has any more stays: it finds
 * nobody.
 */
export const clientNames = pgTable('client_names', { nameKey: text('name_key').primaryKey() }, (t) => [
  index('client_names_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
]);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    indirizzo: text('indirizzo').notNull(),
    comune: text('comune').notNull(),
    cap: text('cap').notNull(),
    provincia: text('provincia').notNull(),
  },
  (t) => [index('addresses_client_idx').on(t.clientId)],
);
