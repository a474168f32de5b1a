import { z } from 'zod';
import { DOCUMENT_KINDS, DOSSIER_SECTIONS } from './data.js';
import { isValidCodiceFiscale, isValidPartitaIva } from './domain.js';
import { okReply } from './envelope.js';
import { importMovimenti } from './import-instalments.js';
import {
  AMOUNT_CEILINGS,
  agencyId,
  euro,
  feedDate,
  feedEndDate,
  pastDate,
  quantity,
} from './import-rules.js';

/**
 * The agency's feed (docs/import.md): one record a line (JSON Lines), or a JSON file `{ "records": [...] }`
 * for a small feed. Every record carries the agency's own `id`; records point at others by those ids, in
 * any order and in any file of the feed, or at records imported before. A record `{ type, id, removed: true }`
 * takes that record out of the customer area. `docs/import.schema.json` is generated from these schemas.
 */

const name = z.string().trim().min(1).max(200);
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const codiceFiscaleOrPartitaIva = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isValidCodiceFiscale(v) || isValidPartitaIva(v), 'codice fiscale o partita IVA non valido');

export const importBranch = z.strictObject({
  type: z.literal('branch'),
  id: agencyId,
  name,
  bank: name,
  /** Where the branch's clients' requests go. */
  email: z.email().max(254).optional(),
  /** Shown to the branch's clients beside 'Contatta la filiale'. */
  telefono: optionalText(40),
  /** Opening hours as the branch writes them ('lun–ven 8:30–13:30, 14:30–16:00'). */
  orari: optionalText(200),
});

export const importAddress = z.strictObject({
  indirizzo: name,
  comune: name,
  cap: z.string().regex(/^\d{5}$/),
  provincia: z.string().regex(/^[A-Za-z]{2}$/),
});

export const importClient = z.strictObject({
  type: z.literal('client'),
  id: agencyId,
  codiceFiscale: codiceFiscaleOrPartitaIva,
  nome: name,
  cognome: name,
  cittaNascita: optionalText(),
  email: z.email().max(254).optional(),
  /** A mobile number with its country code, e.g. +393331234567. */
  cell: z
    .string()
    .regex(/^\+\d{8,15}$/)
    .optional(),
  /** The id of the client's branch. */
  branch: agencyId.optional(),
  indirizzi: z.array(importAddress).max(10).optional(),
});

const garanzia = z.strictObject({
  garanzia: name,
  garanziaDescrizione: optionalText(2000),
  massimale: euro(AMOUNT_CEILINGS.massimale).optional(),
});
const bene = z.strictObject({
  descrizione: name,
  intestazione: optionalText(),
  destinazioneUso: optionalText(),
  tipoDimora: optionalText(),
  settori: z.array(z.strictObject({ settore: name, garanzie: z.array(garanzia).max(200) })).max(50),
});
const datoTecnico = z.strictObject({
  datoTecnico: name,
  /** At most ten label/description pairs, shown in order. */
  pairs: z.array(z.strictObject({ label: name, descr: z.string().max(2000).nullable() })).max(10),
});
const riserva = z.strictObject({
  fondo: name,
  data: feedDate.optional(),
  numeroQuote: quantity(1_000_000_000).optional(),
  prezzoQuote: quantity(1_000_000).optional(),
  controvalore: euro(AMOUNT_CEILINGS.controvalore).optional(),
  controvaloreStimato: euro(AMOUNT_CEILINGS.controvalore).optional(),
});

export const importDossier = z
  .strictObject({
    type: z.literal('dossier'),
    id: agencyId,
    /** The id of the client who holds the policy. */
    client: agencyId,
    numeroPolizza: z.string().trim().min(1).max(40),
    prodotto: name,
    stato: name,
    tipoProdotto: z
      .strictObject({ sicuro: optionalText(), tipologia: optionalText(), area: optionalText() })
      .optional(),
    soggetto: optionalText(),
    soggettoLabel: optionalText(),
    dossierMinore: z.boolean().optional(),
    dataInizio: feedDate.optional(),
    dataScadenza: feedEndDate.optional(),
    dataScadenzaDescr: optionalText(),
    dataAnnulloDisdetta: feedDate.optional(),
    dataAnnulloDisdettaLabel: optionalText(),
    prossimoPagamento: feedDate.optional(),
    premio: euro(AMOUNT_CEILINGS.premio).optional(),
    iban: z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)
      .optional(),
    tariffa: optionalText(),
    tariffaRca: optionalText(),
    marca: optionalText(),
    modello: optionalText(),
    targa: optionalText(20),
    rata: optionalText(),
    intermediario: optionalText(),
    filiale: optionalText(),
    compagnia: optionalText(),
    domandaDiAdesione: optionalText(),
    nPersoneNucleo: z.number().int().min(0).max(100).optional(),
    forma: optionalText(),
    statoLavorativo: optionalText(),
    importoFinanziamento: euro(AMOUNT_CEILINGS.importoFinanziamento).optional(),
    personeAssicurate: optionalText(),
    nBeni: z.number().int().min(0).max(10_000).optional(),
    beniDescritti: z.array(name).max(100).optional(),
    controvaloreStimato: euro(AMOUNT_CEILINGS.controvalore).optional(),
    /** The whole policy is being refreshed: the client sees 'Dato in aggiornamento'. */
    locked: z.boolean().optional(),
    /** Sections being refreshed. */
    lockedSections: z.array(z.enum(DOSSIER_SECTIONS)).optional(),
    beni: z.array(bene).max(100).optional(),
    nucleo: z
      .array(
        z.strictObject({ nome: name, cognome: name, codiceFiscale: codiceFiscaleOrPartitaIva.optional() }),
      )
      .max(50)
      .optional(),
    /** '5col' shows the payment date column ('Data di pagamento', the trade's 'data foglio cassa') in the payments table. */
    movimentiLayout: z.enum(['4col', '5col']).optional(),
    movimenti: importMovimenti.optional(),
    datiTecnici: z.array(datoTecnico).max(100).optional(),
    riserve: z.array(riserva).max(200).optional(),
  })
  .refine(
    (record) => !(record.dataInizio && record.dataScadenza && record.dataScadenza < record.dataInizio),
    {
      message: 'la polizza scade prima di iniziare: dataScadenza è prima di dataInizio',
      path: ['dataScadenza'],
    },
  );

export const importClaim = z
  .strictObject({
    type: z.literal('claim'),
    id: agencyId,
    /** The id of the policy the claim is on. */
    dossier: agencyId,
    stato: name,
    statoDescr: optionalText(),
    evento: optionalText(),
    eventoDescr: optionalText(2000),
    numeroSinistroCompagnia: optionalText(40),
    dataSinistro: pastDate.optional(),
    dataApertura: feedDate.optional(),
    operazioni: optionalText(2000),
    /** Further details, label → value, shown in order. */
    dettagli: z.record(z.string().max(200), z.string().max(2000)).optional(),
    referenti: z
      .array(
        z.strictObject({
          relazione: name,
          cognome: name,
          telefono: optionalText(40),
        }),
      )
      .max(20)
      .optional(),
  })
  .refine(
    (record) => !(record.dataSinistro && record.dataApertura && record.dataApertura < record.dataSinistro),
    {
      message: 'il sinistro è aperto prima di essere accaduto: dataApertura è prima di dataSinistro',
      path: ['dataApertura'],
    },
  );

export const importDocument = z
  .strictObject({
    type: z.literal('document'),
    id: agencyId,
    /** The policy the document belongs to. */
    dossier: agencyId,
    /** The claim, when the document is one of a claim's (on the same policy). */
    claim: agencyId.optional(),
    name,
    data: feedDate.optional(),
    /** 'attestato-di-rischio': the motor policy's risk certificate (IVASS: downloadable in the reserved area). */
    tipo: z.enum(DOCUMENT_KINDS).optional(),
    /** The PDF, by a path relative to the file that holds this record (command line only). */
    file: z.string().min(1).max(500).optional(),
    /** The PDF itself, in base64: how the admin API receives it. */
    contentBase64: z.base64().max(14_000_000).optional(),
  })
  .refine((record) => (record.file === undefined) !== (record.contentBase64 === undefined), {
    message: 'dai il PDF o come file o come contentBase64, non entrambi né nessuno',
    path: ['file'],
  });

export const importRepairCentre = z.strictObject({
  type: z.literal('repairCentre'),
  id: agencyId,
  nome: name,
  indirizzo: name,
  comune: name,
  provincia: z.string().regex(/^[A-Za-z]{2}$/),
  telefono: optionalText(40),
});

export const IMPORT_TYPES = ['branch', 'client', 'dossier', 'claim', 'document', 'repairCentre'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/**
 * The first line of a JSON Lines file of the feed: how many records the file holds after it (blank lines
 * not counted). A file cut short — a transfer broken off, a disk full — holds fewer, and is refused whole
 * (docs/decisions/0156). Optional, so that a feed of before it still imports; every feed this project
 * writes (the demo agency, `npm run gen-data`, the tests' files) has it.
 */
export const importFeedHeader = z.strictObject({
  type: z.literal('feed'),
  records: z.number().int().min(0).max(1_000_000_000),
});
export type ImportFeedHeader = z.output<typeof importFeedHeader>;

/** A record the agency takes out: the client no longer sees it (a client's account is disabled). */
export const importRemoval = z.strictObject({
  type: z.enum(IMPORT_TYPES),
  id: agencyId,
  removed: z.literal(true),
});

export const importRecordByType = {
  branch: importBranch,
  client: importClient,
  dossier: importDossier,
  claim: importClaim,
  document: importDocument,
  repairCentre: importRepairCentre,
} as const;

export type ImportBranch = z.output<typeof importBranch>;
export type ImportClient = z.output<typeof importClient>;
export type ImportDossier = z.output<typeof importDossier>;
export type ImportClaim = z.output<typeof importClaim>;
export type ImportDocument = z.output<typeof importDocument>;
export type ImportRepairCentre = z.output<typeof importRepairCentre>;
export type ImportRemoval = z.output<typeof importRemoval>;
export type ImportRecord =
  | ImportBranch
  | ImportClient
  | ImportDossier
  | ImportClaim
  | ImportDocument
  | ImportRepairCentre;
/** A record as it may be written in a feed (before defaults and trimming). */
export type ImportRecordInput =
  | z.input<(typeof importRecordByType)[ImportType]>
  | z.input<typeof importRemoval>;

/** One line of the feed, for the JSON Schema: a file's header, a removal, or what `type` selects. */
export const importRecord = z.union([
  importFeedHeader,
  importRemoval,
  z.discriminatedUnion('type', [
    importBranch,
    importClient,
    importDossier,
    importClaim,
    importDocument,
    importRepairCentre,
  ]),
]);

/** What was found wrong with a feed: nothing of it was written. */
export const importProblem = z.object({
  file: z.string(),
  /** The line of a JSON Lines file, or the record's position (from 1) in a JSON file's `records`. */
  line: z.number().int().nullable(),
  /** The record's type and id, when it could be read. */
  record: z.string().nullable(),
  field: z.string().nullable(),
  problem: z.string(),
});
export type ImportProblem = z.output<typeof importProblem>;

const counts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export const importSummary = z.object({
  /** Counts per type of record. */
  entities: z.record(z.enum(IMPORT_TYPES), counts),
  /** Notices queued for clients (a new document, a claim's new status). */
  notices: z.number().int(),
});
export type ImportSummary = z.output<typeof importSummary>;

/** At most this many problems are listed; `moreProblems` counts the others. */
export const MAX_LISTED_PROBLEMS = 1000;

/** The outcome of an import: written (with its summary), or refused with every problem found. */
export const importOutcome = z.object({
  imported: z.boolean(),
  summary: importSummary.nullable(),
  problems: z.array(importProblem),
  moreProblems: z.number().int(),
});
export type ImportOutcome = z.output<typeof importOutcome>;

/** POST /v1/admin/import: a small feed in the body, documents as `contentBase64` (docs/import.md). */
export const importRequest = z.object({ records: z.array(z.unknown()).min(1).max(20_000) });
export const importReply = okReply(importOutcome.shape);

/**
 * A feed uploaded from the console (docs/decisions/0102): a folder as a .zip, or one .jsonl file, sent as
 * multipart/form-data with a `progressKey` the browser makes (a UUID) before the file: while the upload
 * call works, `getFeedProgress` with that key tells how far it got. The call answers once the import ends.
 */
export const FEED_EXTENSIONS = ['.zip', '.jsonl'] as const;
/** The largest feed the console takes (FEED_UPLOAD_MAX_MB may lower it); larger feeds go by `npm run import`. */
export const FEED_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
export const uploadFeedRequest = z.object({ progressKey: z.uuid() });

/** How far an uploaded feed's import is: unpacking the .zip, then the import's own phases. */
export const feedProgress = z.object({
  phase: z.enum(['unpacking', 'reading', 'checking', 'writing']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type FeedProgress = z.output<typeof feedProgress>;
export const feedProgressRequest = z.object({ progressKey: z.uuid() });
/** `progress` is null before the file has arrived whole, and once the import has ended. */
export const feedProgressReply = okReply({ progress: feedProgress.nullable() });

/** The reasons a history entry shows of a refused import; the report (getImportReport) has them all. */
export const HISTORY_REASONS = 3;

/** One import of the history: who, when, which file, how long, and what it did or why it was refused. */
export const importEntry = z.object({
  importId: z.string(),
  /** The user ID of the Superuser who imported it. */
  by: z.string(),
  startedAt: z.string(),
  durationMs: z.number().int().nonnegative(),
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  imported: z.boolean(),
  summary: importSummary.nullable(),
  /** Every problem found (those listed in the report and those past MAX_LISTED_PROBLEMS). */
  problemCount: z.number().int().nonnegative(),
  /** The first HISTORY_REASONS problems, in feed order. */
  reasons: z.array(importProblem),
});
export type ImportEntry = z.output<typeof importEntry>;

/** The upload's outcome, as the import answers it, and its entry in the history (the report's id). */
export const uploadFeedReply = okReply({ ...importOutcome.shape, importId: z.string() });
export type UploadFeedReply = z.output<typeof uploadFeedReply>;

/** The history, newest first, a page at a time (keyset: `after` is the previous page's `next`). */
export const importHistoryRequest = z.object({
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const importHistoryReply = okReply({ imports: z.array(importEntry), next: z.string().nullable() });

/** A refused import's report as CSV (file, line, field, why); a written import's is its header alone. */
export const importReportRequest = z.object({ importId: z.string().regex(/^\d{1,18}$/) });
