import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/** Dates travel as ISO `YYYY-MM-DD`; a year of 9999 means "no date" (SPEC §9). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.number().nullable();
const text = z.string().nullable();

/** Ids in bodies are positive integers, sent as numbers or numeric strings (the web sends route params). */
export const entityId = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

export const DOSSIER_SECTIONS = [
  'garanzie',
  'movimenti',
  'datiTecnici',
  'riserve',
  'sinistri',
  'documenti',
] as const;
export type DossierSection = (typeof DOSSIER_SECTIONS)[number];

export const tipoProdotto = z.object({ sicuro: text, tipologia: text, area: text });

export const dossier = z.object({
  dossierID: z.number(),
  numeroPolizza: z.string(),
  prodotto: z.string(),
  tipoProdotto,
  stato: z.string(),
  soggetto: text,
  soggettoLabel: text,
  dossierMinore: z.boolean(),
  dataInizio: isoDate.nullable(),
  dataScadenza: isoDate.nullable(),
  dataScadenzaDescr: text,
  dataAnnulloDisdetta: isoDate.nullable(),
  dataAnnulloDisdettaLabel: text,
  prossimoPagamento: isoDate.nullable(),
  premio: amount,
  iban: text,
  tariffa: text,
  tariffaRca: text,
  marca: text,
  modello: text,
  targa: text,
  rata: text,
  intermediario: text,
  filiale: text,
  compagnia: text,
  domandaDiAdesione: text,
  nPersoneNucleo: z.number().nullable(),
  forma: text,
  statoLavorativo: text,
  importoFinanziamento: amount,
  personeAssicurate: text,
  nBeni: z.number().nullable(),
  beni: z.array(z.string()),
  controvaloreStimato: amount,
});
export type Dossier = z.infer<typeof dossier>;

/** One row of the policy list: the dossier plus whether the agency is refreshing it right now. */
export const dossierListItem = dossier.extend({ locked: z.boolean() });
export type DossierListItem = z.infer<typeof dossierListItem>;

export const dossierListRequest = z.object({ userID: bodyUserId });
export const dossierListReply = okReply({ dossiers: z.array(dossierListItem) });

export const dossierRequest = z.object({ userID: bodyUserId, dossierId: entityId });
export const dossierReply = okReply({ dossier });

export const garanzia = z.object({ garanzia: z.string(), garanziaDescrizione: text, massimale: amount });
export const settore = z.object({ settore: z.string(), garanzie: z.array(garanzia) });
export const bene = z.object({
  descrizione: z.string(),
  intestazione: text,
  destinazioneUso: text,
  tipoDimora: text,
  settori: z.array(settore),
});
export const nucleoMember = z.object({ nome: z.string(), cognome: z.string(), codiceFiscale: text });
export const garanzieReply = okReply({ beni: z.array(bene), nucleo: z.array(nucleoMember) });
export type GaranzieReply = z.infer<typeof garanzieReply>;

export const MAX_DATO_TECNICO_PAIRS = 10;
/**
 * A technical-data block: a title and up to ten label/description pairs, flattened as the spec names
 * them (label1..label10, descr1..descr10).
 */
export const datoTecnico = z.object({ datoTecnico: z.string() }).catchall(z.string().nullable());
export type DatoTecnico = z.infer<typeof datoTecnico>;
export const datiTecniciReply = okReply({ datiTecnici: z.array(datoTecnico) });
/** A technical-data pair is shown when both its label and its description say something. */
export const isShownPair = (label: string | null | undefined, descr: string | null | undefined) =>
  Boolean(label?.trim() && descr?.trim());

export const MOVIMENTI_LAYOUTS = ['4col', '5col'] as const;
export const movimento = z.object({
  /** Ours (not in the spec): the instalment's id, the same across the agency's feeds (decisions/0152). */
  id: z.number().int().positive(),
  titolo: z.string(),
  dataScadenza: isoDate.nullable(),
  stato: z.string(),
  premio: amount,
  dataFoglioCassa: isoDate.nullable(),
  /**
   * Ours: the instalment was paid online (its payment confirmed by the provider; ISO date-time), whatever
   * `stato` the agency's feed still gives; null otherwise.
   */
  pagamentoOnline: z.object({ paidAt: z.string() }).nullable(),
});
export type Movimento = z.infer<typeof movimento>;
export const movimentiReply = okReply({
  layoutType: z.enum(MOVIMENTI_LAYOUTS),
  movimenti: z.array(movimento),
});

export const riserva = z.object({
  fondo: z.string(),
  data: isoDate.nullable(),
  numeroQuote: amount,
  prezzoQuote: amount,
  controvalore: amount,
  controvaloreStimato: amount,
});
export type Riserva = z.infer<typeof riserva>;
export const riserveReply = okReply({ riserve: z.array(riserva) });

export const referente = z.object({ relazione: z.string(), cognome: z.string(), telefono: text });
export const sinistro = z.object({
  sinistroID: z.number(),
  dossierID: z.number(),
  stato: z.string(),
  statoDescr: text,
  evento: text,
  eventoDescr: text,
  numeroSinistroNumCompagnia: text,
  numeroPolizza: z.string(),
  dataSinistro: isoDate.nullable(),
  dataApertura: isoDate.nullable(),
  operazioni: text,
  referenti: z.array(referente),
  /** Further details the agency supplies; shown as additional label/value rows. */
  dettagli: z.record(z.string(), z.string()),
});
export type Sinistro = z.infer<typeof sinistro>;
export const sinistriRequest = z.object({ userID: bodyUserId, dossierId: entityId.optional() });
export const sinistriReply = okReply({ sinistri: z.array(sinistro) });
export const sinistroRequest = z.object({ userID: bodyUserId, sinistroID: entityId });
export const sinistroReply = okReply({ sinistro });

export const DOCUMENT_TYPES = ['dossier', 'sinistro'] as const;
/** Kinds of document the customer area treats apart; any other document has no `tipo`. */
export const DOCUMENT_KINDS = ['attestato-di-rischio'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const documento = z.object({
  documentID: z.number(),
  name: z.string(),
  nPolizza: z.string(),
  dossierID: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  data: isoDate.nullable(),
  /** 'attestato-di-rischio': the motor policy's risk certificate, shown apart on the policy; else null. */
  tipo: z.enum(DOCUMENT_KINDS).nullable(),
});
export type Documento = z.infer<typeof documento>;
/** Without type and id: every document of the client. With both: the documents of one dossier or claim. */
export const documentiRequest = z
  .object({ userID: bodyUserId, type: z.enum(DOCUMENT_TYPES).optional(), id: entityId.optional() })
  .refine((b) => (b.type === undefined) === (b.id === undefined), { message: 'type and id go together' });
export const documentiReply = okReply({ documenti: z.array(documento) });

/**
 * Ours: the tabs a policy page shows besides its details (SPEC §2: a tab shows only if it has data or is
 * locked), in the page's order, so that the page asks one call instead of every section's, and a tab's
 * data when it opens; with the risk certificate shown above the tabs (decisions/0054).
 */
export const DOSSIER_TABS = [
  'garanzie',
  'nucleo',
  'movimenti',
  'sinistri',
  'datiTecnici',
  'allegati',
  'riserve',
] as const;
export type DossierTab = (typeof DOSSIER_TABS)[number];
export const dossierTabsReply = okReply({
  tabs: z.array(z.object({ tab: z.enum(DOSSIER_TABS), locked: z.boolean() })),
  riskCertificate: documento.nullable(),
});
export type DossierTabsReply = z.infer<typeof dossierTabsReply>;
export const documentoRequest = z.object({ userID: bodyUserId, documentID: entityId });
export const documentoReply = okReply({
  documento: z.object({ type: z.string(), content: z.string(), name: z.string() }),
});

/** The most documents one ZIP holds: a client's whole list fits many times over, a ZIP stays small. */
export const DOCUMENTS_ZIP_MAX = 50;
/**
 * Ours (docs/decisions/0062): several of the client's documents in one ZIP file. Each id must be the
 * caller's; the same id twice is the same document once.
 */
export const documentiZipRequest = z.object({
  userID: bodyUserId,
  documentIDs: z.array(entityId).min(1).max(DOCUMENTS_ZIP_MAX),
});
export type DocumentiZipRequest = z.input<typeof documentiZipRequest>;

export const anagraficaRequest = z.object({ userID: bodyUserId });
export const anagraficaReply = okReply({
  anagrafica: z.object({
    nome: z.string(),
    cognome: z.string(),
    cittaNascita: text,
    codiceFiscale: z.string(),
    email: text,
    cell: text,
  }),
  indirizzi: z.array(
    z.object({ indirizzo: z.string(), comune: z.string(), cap: z.string(), provincia: z.string() }),
  ),
});
export type AnagraficaReply = z.infer<typeof anagraficaReply>;
