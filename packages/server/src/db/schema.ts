import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary content (documents) as PostgreSQL bytea, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money: numeric(14,2), exchanged with the app as a JS number. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const isoDate = (name: string) => date(name, { mode: 'string' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A bank branch: where the client's policies were sold and where their requests go. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  agencyId: text('agency_id').notNull().unique(),
  name: text('name').notNull(),
  bank: text('bank').notNull(),
  email: text('email'),
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
  },
  (t) => [index('clients_codice_fiscale_idx').on(t.codiceFiscale)],
);

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

/** User codes of accounts made by registration; codes taken by the agency's own accounts are skipped. */
export const userCodeSequence = pgSequence('user_code_seq', {
  startWith: 10_000_100,
  minValue: 10_000_100,
  maxValue: 99_999_999,
});

/** A login account. `userCode` is the 8-digit user ID the client logs in with. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userCode: text('user_code').notNull().unique(),
    clientId: integer('client_id').references(() => clients.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Activated: the account may use the customer area (set when onboarding completes). */
    enabled: boolean('enabled').notNull().default(false),
    /** Disabled by the agency: no login, every session revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    onboardCompleted: boolean('onboard_completed').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    autologinFlag: boolean('autologin_flag').notNull().default(false),
    /** The agency asks for a new password at the next login. */
    passwordUpdateRequired: boolean('password_update_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Registrations: which roles a user holds in which application (SPEC §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').notNull(),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.applicationId, t.role] })],
);

/** Sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** Opened from a browser and network not seen before for this user ('Nuovo accesso registrato'). */
    newAccess: boolean('new_access').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes (e-mail and SMS verification, password recovery): stored as a hash, short-lived, single
 * use, with a count of wrong attempts. A new code of the same purpose replaces the user's previous one.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'email' | 'sms' | 'recovery'>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the code was sent when that is what it proves (the mobile number an SMS code confirms). */
    target: text('target'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);

/** First-access invites the agency sends: the 128-character secret is stored as a hash. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('invites_user_idx').on(t.userId)],
);

/** Single sign-on token ids already accepted: each `jti` logs in once, across every instance. */
export const ssoTokensUsed = pgTable('sso_tokens_used', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages kept instead of sent when no SMTP server or SMS gateway is configured (development). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters shared by every server instance: failed logins per account and per address,
 * and the later limits (registrations, SMS, contact requests).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject] })],
);

export const dossiers = pgTable(
  'dossiers',
  {
    id: serial('id').primaryKey(),
    agencyId: text('agency_id').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    numeroPolizza: text('numero_polizza').notNull(),
    prodotto: text('prodotto').notNull(),
    tipoSicuro: text('tipo_sicuro'),
    tipologia: text('tipologia'),
    area: text('area'),
    stato: text('stato').notNull(),
    soggetto: text('soggetto'),
    soggettoLabel: text('soggetto_label'),
    dossierMinore: boolean('dossier_minore').notNull().default(false),
    dataInizio: isoDate('data_inizio'),
    dataScadenza: isoDate('data_scadenza'),
    dataScadenzaDescr: text('data_scadenza_descr'),
    dataAnnulloDisdetta: isoDate('data_annullo_disdetta'),
    dataAnnulloDisdettaLabel: text('data_annullo_disdetta_label'),
    prossimoPagamento: isoDate('prossimo_pagamento'),
    premio: money('premio'),
    iban: text('iban'),
    tariffa: text('tariffa'),
    tariffaRca: text('tariffa_rca'),
    marca: text('marca'),
    modello: text('modello'),
    targa: text('targa'),
    rata: text('rata'),
    intermediario: text('intermediario'),
    filiale: text('filiale'),
    compagnia: text('compagnia'),
    domandaDiAdesione: text('domanda_di_adesione'),
    nPersoneNucleo: integer('n_persone_nucleo'),
    forma: text('forma'),
    statoLavorativo: text('stato_lavorativo'),
    importoFinanziamento: money('importo_finanziamento'),
    personeAssicurate: text('persone_assicurate'),
    nBeni: integer('n_beni'),
    beniDescritti: jsonb('beni_descritti').$type<string[]>().notNull().default([]),
    controvaloreStimato: money('controvalore_stimato'),
    movimentiLayout: text('movimenti_layout').$type<'4col' | '5col'>().notNull().default('4col'),
    /** The whole dossier is being refreshed by the agency. */
    locked: boolean('locked').notNull().default(false),
    /** Sections being refreshed (garanzie, movimenti, datiTecnici, riserve, sinistri, documenti). */
    lockedSections: jsonb('locked_sections').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('dossiers_client_idx').on(t.clientId),
    index('dossiers_numero_polizza_idx').on(t.numeroPolizza),
  ],
);

export const beni = pgTable(
  'beni',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    descrizione: text('descrizione').notNull(),
    intestazione: text('intestazione'),
    destinazioneUso: text('destinazione_uso'),
    tipoDimora: text('tipo_dimora'),
  },
  (t) => [index('beni_dossier_idx').on(t.dossierId)],
);

export const settori = pgTable(
  'settori',
  {
    id: serial('id').primaryKey(),
    beneId: integer('bene_id')
      .notNull()
      .references(() => beni.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    settore: text('settore').notNull(),
  },
  (t) => [index('settori_bene_idx').on(t.beneId)],
);

export const garanzie = pgTable(
  'garanzie',
  {
    id: serial('id').primaryKey(),
    settoreId: integer('settore_id')
      .notNull()
      .references(() => settori.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    garanzia: text('garanzia').notNull(),
    garanziaDescrizione: text('garanzia_descrizione'),
    massimale: money('massimale'),
  },
  (t) => [index('garanzie_settore_idx').on(t.settoreId)],
);

export const nucleoMembers = pgTable(
  'nucleo_members',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    codiceFiscale: text('codice_fiscale'),
  },
  (t) => [index('nucleo_dossier_idx').on(t.dossierId)],
);

export const movimenti = pgTable(
  'movimenti',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    titolo: text('titolo').notNull(),
    dataScadenza: isoDate('data_scadenza'),
    stato: text('stato').notNull(),
    premio: money('premio'),
    dataFoglioCassa: isoDate('data_foglio_cassa'),
  },
  (t) => [index('movimenti_dossier_idx').on(t.dossierId)],
);

export const datiTecnici = pgTable(
  'dati_tecnici',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    datoTecnico: text('dato_tecnico').notNull(),
    /** At most ten label/description pairs, in order. */
    pairs: jsonb('pairs').$type<{ label: string; descr: string | null }[]>().notNull().default([]),
  },
  (t) => [index('dati_tecnici_dossier_idx').on(t.dossierId)],
);

export const riserve = pgTable(
  'riserve',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    fondo: text('fondo').notNull(),
    data: isoDate('data'),
    numeroQuote: numeric('numero_quote', { precision: 18, scale: 6, mode: 'number' }),
    prezzoQuote: numeric('prezzo_quote', { precision: 18, scale: 6, mode: 'number' }),
    controvalore: money('controvalore'),
    controvaloreStimato: money('controvalore_stimato'),
  },
  (t) => [index('riserve_dossier_idx').on(t.dossierId)],
);

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
  },
  (t) => [index('sinistri_dossier_idx').on(t.dossierId)],
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
    content: bytea('content').notNull(),
  },
  (t) => [index('documents_dossier_idx').on(t.dossierId), index('documents_sinistro_idx').on(t.sinistroId)],
);

/** A privacy template: the consents (privacy01..privacy19) a notice of a given type asks for. */
export const privacyTemplates = pgTable(
  'privacy_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    templateId: text('template_id').notNull(),
    /** Keys privacy01value..privacy19value → the consent's text; absent or empty means not asked. */
    items: jsonb('items').$type<Record<string, string>>().notNull(),
    current: boolean('current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('privacy_templates_type_template_idx').on(t.type, t.templateId)],
);

/** Every consent the user gave, kept with its time for audit; the latest per type is in force. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    templateId: text('template_id').notNull(),
    /** privacy01..privacy19 → 'S' or 'N'. */
    values: jsonb('values').$type<Record<string, 'S' | 'N'>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_consents_user_type_idx').on(t.userId, t.type)],
);

/** Messages the agency publishes to be shown after login. */
export const loginMessages = pgTable('login_messages', {
  id: serial('id').primaryKey(),
  agencyId: text('agency_id').notNull().unique(),
  titolo: text('titolo').notNull(),
  testo: text('testo').notNull(),
  mostraSempre: boolean('mostra_sempre').notNull().default(false),
  /** null: every user; otherwise only this user. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const loginMessageReads = pgTable(
  'login_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => loginMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

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
  },
  (t) => [
    index('contact_requests_user_idx').on(t.userId),
    index('contact_requests_created_idx').on(t.createdAt),
  ],
);
