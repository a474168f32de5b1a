/** Claims with their contacts, and the documents of dossiers and claims. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isoDate } from './columns.js';
import { storedFiles } from './files.js';
import { dossiers } from './policies.js';
import { compactKey } from './search-keys.js';

export const sinistri = pgTable(
  'sinistri',
  {
    id: serial('id').primaryKey(),
    agencyId: text('agency_id').notNull().unique(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    stato: text('stato').notNull(),
    statoDescr: text('stato_descr'),
    evento: text('evento'),
    eventoDescr: text('evento_descr'),
    numeroSinistroCompagnia: text('numero_sinistro_compagnia'),
    dataSinistro: isoDate('data_sinistro'),
    dataApertura: isoDate('data_apertura'),
    operazioni: text('operazioni'),
    /** Further label → value details the agency supplies. */
    dettagli: jsonb('dettagli').$type<Record<string, string>>().notNull().default({}),
    /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
    importHash: text('import_hash'),
    /**
     * When an import last changed the claim (its status, its details): null until the agency sends it
     * changed. The home shows a claim changed in the last 30 days (docs/decisions/0060).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    index('sinistri_dossier_idx').on(t.dossierId),
    // The console's search (docs/decisions/0096): a claim number as typed.
    index('sinistri_numero_key_idx').on(compactKey(t.numeroSinistroCompagnia)),
  ],
);

export const referenti = pgTable(
  'referenti',
  {
    id: serial('id').primaryKey(),
    sinistroId: integer('sinistro_id')
      .notNull()
      .references(() => sinistri.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    relazione: text('relazione').notNull(),
    cognome: text('cognome').notNull(),
    telefono: text('telefono'),
  },
  (t) => [index('referenti_sinistro_idx').on(t.sinistroId)],
);

/** Documents of a dossier or of a claim; the file itself is kept in the database. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    agencyId: text('agency_id').notNull().unique(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    sinistroId: integer('sinistro_id').references(() => sinistri.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: isoDate('data'),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    /** The file itself, in the file storage (docs/decisions/0070); deleting the document deletes it. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    /** A kind the customer area treats apart ('attestato-di-rischio'), or null. */
    tipo: text('tipo'),
    /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
    importHash: text('import_hash'),
  },
  (t) => [
    index('documents_dossier_idx').on(t.dossierId),
    index('documents_sinistro_idx').on(t.sinistroId),
    // Each stored file deleted (an import's renamed or removed document) checks that no document names
    // it: without this, a scan of every document per file (issue 33; db/foreign-key-indexes.test.ts).
    index('documents_file_idx').on(t.fileId),
  ],
);
