/** Affiliated repair centres and the requests clients write to their branch. */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { branches, clients } from './agency.js';
import { createdAt } from './columns.js';
import { dossiers } from './policies.js';

/** The agency's affiliated repair centres ('Centri convenzionati'), offered for motor claims. */
export const repairCentres = pgTable(
  'repair_centres',
  {
    id: serial('id').primaryKey(),
    agencyId: text('agency_id').notNull().unique(),
    nome: text('nome').notNull(),
    indirizzo: text('indirizzo').notNull(),
    comune: text('comune').notNull(),
    /** Two-letter province code (RM, MI, …), upper case. */
    provincia: text('provincia').notNull(),
    telefono: text('telefono'),
    /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
    importHash: text('import_hash'),
  },
  (t) => [index('repair_centres_provincia_idx').on(t.provincia)],
);

/**
 * Requests written to the branch, from the authenticated or the public form: what was asked, by whom, and
 * where it was sent. `sentAt` stays null when the SMTP server did not take the e-mail.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    /** The number the client quotes, `R-<year>-<6 digits>` (docs/decisions/0143), from contact_request_numbers. */
    numero: text('numero').notNull(),
    source: text('source').$type<'authenticated' | 'public'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    telefono: text('telefono'),
    email: text('email'),
    /** The subject's code ('0', '1') and its text, as the form showed it. */
    oggetto: text('oggetto').notNull(),
    oggettoTesto: text('oggetto_testo').notNull(),
    testo: text('testo'),
    polizza: text('polizza'),
    dossierId: integer('dossier_id').references(() => dossiers.id, { onDelete: 'set null' }),
    repairCentreId: integer('repair_centre_id').references(() => repairCentres.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** The address the request was e-mailed to: the branch's, or CONTACT_EMAIL. */
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The action of the area the request comes from (docs/decisions/0105): its amount and call-back slot. */
    motivo: text('motivo').$type<'pagaRata' | 'rinnova' | 'coordinateBancarie'>(),
    importo: numeric('importo', { precision: 12, scale: 2, mode: 'number' }),
    richiamata: text('richiamata').$type<'mattina' | 'pomeriggio' | 'indifferente'>(),
    /** Its handling in the agency's inbox (docs/decisions/0104): by staff user codes, as the audit log. */
    stato: text('stato').$type<'new' | 'taken' | 'answered' | 'closed'>().notNull().default('new'),
    takenBy: text('taken_by'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When the answer is due: one Italian working day after `createdAt` (working-days.ts), written with the
     * request; rows written before the column are filled at start (decisions/0144).
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * The due time the first answer was held to, kept when the client's reply to an answered request sets a
     * new `due_at` (decisions/0143); null while it never did, `due_at` being that time.
     */
    firstDueAt: timestamp('first_due_at', { withTimezone: true }),
    /** The branch's first answer to the client; later replies leave it (the figures' time to answer). */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /** The newest message of the branch the client has read in the area (their unread replies come after). */
    clientReadMessageId: integer('client_read_message_id'),
    /** The time of the thread's last message (the request's own time until one is written). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_requests_numero_idx').on(t.numero),
    index('contact_requests_user_idx').on(t.userId),
    index('contact_requests_created_idx').on(t.createdAt),
    // The inbox's filters, each walked newest first (keyset on the id).
    index('contact_requests_stato_idx').on(t.stato, t.id),
    index('contact_requests_branch_idx').on(t.branchId, t.id),
    index('contact_requests_taken_by_idx').on(t.takenBy, t.id),
    // The open requests by due time: the "in ritardo" filter and the status page's open and late counts.
    index('contact_requests_open_due_idx').on(t.dueAt, t.id).where(sql`${t.stato} in ('new', 'taken')`),
    index('contact_requests_first_answered_idx').on(t.firstAnsweredAt),
    // A policy or repair centre the import removes is unlinked from the requests that name it.
    index('contact_requests_dossier_idx').on(t.dossierId),
    index('contact_requests_repair_centre_idx').on(t.repairCentreId),
  ],
);

/**
 * The staff's internal notes on a request (decisions/0117): each with its author (a staff user code, as
 * the audit log) and time, oldest first; never shown to the client. Gone with the request.
 */
export const contactRequestNotes = pgTable(
  'contact_request_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('contact_request_notes_request_idx').on(t.requestId, t.id)],
);

/**
 * The last number given in each year (docs/decisions/0143): the next request's number is taken with an
 * upsert that holds this row's lock until its transaction ends, so two requests at the same instant get two
 * numbers, one after the other, and a number rolled back is given again.
 */
export const contactRequestNumbers = pgTable('contact_request_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The thread of a request (issue 35): the branch's replies and the client's, oldest first. A branch's
 * message carries the staff user code that wrote it (as the audit log); the client's has none.
 */
export const contactRequestMessages = pgTable(
  'contact_request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    author: text('author').$type<'client' | 'branch'>().notNull(),
    staffCode: text('staff_code'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_request_messages_request_idx').on(t.requestId, t.id)],
);
