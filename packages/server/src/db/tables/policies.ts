/** Dossiers (policies) and their sections: coverages, household, payments, technical data, reserves. */
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './agency.js';
import { isoDate, money } from './columns.js';
import { compactKey } from './search-keys.js';

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
    /** A digest of the record the agency last sent: a re-import of the same record changes nothing. */
    importHash: text('import_hash'),
  },
  (t) => [
    index('dossiers_client_idx').on(t.clientId),
    index('dossiers_numero_polizza_idx').on(t.numeroPolizza),
    // The console's search (docs/decisions/0096): a policy number or a plate as typed.
    index('dossiers_numero_polizza_key_idx').on(compactKey(t.numeroPolizza)),
    index('dossiers_targa_key_idx').on(compactKey(t.targa)),
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
    /**
     * The agency's id of the instalment when its feed gives one; the import keeps an instalment as this
     * row across feeds by it, else by its titolo (docs/decisions/0152): a payment points at the row.
     */
    agencyId: text('agency_id'),
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
