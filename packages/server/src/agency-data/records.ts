import type { DossierSection } from '@area-clienti/contract';

/**
 * What the agency supplies about one client, nested the way the agency thinks of it. Every entity carries
 * the agency's own id (`agencyId`) so that a later feed can find and refresh it.
 */
export interface ClientRecord {
  agencyId: string;
  codiceFiscale: string;
  nome: string;
  cognome: string;
  cittaNascita?: string;
  email?: string;
  cell?: string;
  branch?: BranchRecord;
  indirizzi?: { indirizzo: string; comune: string; cap: string; provincia: string }[];
  dossiers?: DossierRecord[];
}

export interface BranchRecord {
  agencyId: string;
  name: string;
  bank: string;
  email?: string;
}

export interface DossierRecord {
  agencyId: string;
  numeroPolizza: string;
  prodotto: string;
  stato: string;
  tipoProdotto?: { sicuro?: string; tipologia?: string; area?: string };
  soggetto?: string;
  soggettoLabel?: string;
  dossierMinore?: boolean;
  dataInizio?: string;
  dataScadenza?: string;
  dataScadenzaDescr?: string;
  dataAnnulloDisdetta?: string;
  dataAnnulloDisdettaLabel?: string;
  prossimoPagamento?: string;
  premio?: number;
  iban?: string;
  tariffa?: string;
  tariffaRca?: string;
  marca?: string;
  modello?: string;
  targa?: string;
  rata?: string;
  intermediario?: string;
  filiale?: string;
  compagnia?: string;
  domandaDiAdesione?: string;
  nPersoneNucleo?: number;
  forma?: string;
  statoLavorativo?: string;
  importoFinanziamento?: number;
  personeAssicurate?: string;
  nBeni?: number;
  beniDescritti?: string[];
  controvaloreStimato?: number;
  locked?: boolean;
  lockedSections?: DossierSection[];
  beni?: {
    descrizione: string;
    intestazione?: string;
    destinazioneUso?: string;
    tipoDimora?: string;
    settori: {
      settore: string;
      garanzie: { garanzia: string; garanziaDescrizione?: string; massimale?: number }[];
    }[];
  }[];
  nucleo?: { nome: string; cognome: string; codiceFiscale?: string }[];
  movimentiLayout?: '4col' | '5col';
  movimenti?: {
    titolo: string;
    dataScadenza?: string;
    stato: string;
    premio?: number;
    dataFoglioCassa?: string;
  }[];
  datiTecnici?: { datoTecnico: string; pairs: { label: string; descr: string | null }[] }[];
  riserve?: {
    fondo: string;
    data?: string;
    numeroQuote?: number;
    prezzoQuote?: number;
    controvalore?: number;
    controvaloreStimato?: number;
  }[];
  sinistri?: SinistroRecord[];
  documents?: DocumentRecord[];
}

export interface SinistroRecord {
  agencyId: string;
  stato: string;
  statoDescr?: string;
  evento?: string;
  eventoDescr?: string;
  numeroSinistroCompagnia?: string;
  dataSinistro?: string;
  dataApertura?: string;
  operazioni?: string;
  dettagli?: Record<string, string>;
  referenti?: { relazione: string; cognome: string; telefono?: string }[];
  documents?: DocumentRecord[];
}

export interface DocumentRecord {
  agencyId: string;
  name: string;
  data?: string;
  mimeType?: string;
  content: Buffer;
}

/** An affiliated repair centre ('Centro convenzionato') the agency sends its motor clients to. */
export interface RepairCentreRecord {
  agencyId: string;
  nome: string;
  indirizzo: string;
  comune: string;
  /** Two-letter province code (RM, MI, …). */
  provincia: string;
  telefono?: string;
}
