/**
 * Every Italian text the user reads and every message code of the app (SPEC §8).
 * Texts quoted by the specification are copied to the letter; the others are ours.
 */
import { ErrorCode } from '@area-clienti/contract';

/** Route codes of /login/{code}: session and single-sign-on errors (SPEC §8). */
export const sessionMessages: Readonly<Record<string, string>> = {
  '0001': 'Sessione scaduta, effettuare nuovamente il login.',
  '0002': 'Errore di connessione, riprovare più tardi.',
  '0003': "Utente non abilitato, contattare l'assistenza.",
  '0010': 'Username o password non validi!',
  '0011': 'Username o password non validi!',
  '0012': 'Username o password non validi!',
};

/** Confirmation codes: C… on /login and /profilo, M… on the home page. */
export const confirmationMessages: Readonly<Record<string, string>> = {
  C0001: 'La password è stata impostata correttamente. Ora puoi accedere con le nuove credenziali.',
  C0002: 'Il numero di cellulare è stato modificato correttamente.',
  M0001: 'Operazione effettuata con successo. La password è stata cambiata!',
};

export type CodeMessage = { tone: 'success' | 'danger'; text: string };

/** The message of /login/{code}: a code starting with C is a confirmation, any other an error (SPEC §2). */
export function loginCodeMessage(code: string | undefined): CodeMessage | null {
  if (!code) return null;
  const text = code.startsWith('C') ? confirmationMessages[code] : sessionMessages[code];
  if (!text) return null;
  return { tone: code.startsWith('C') ? 'success' : 'danger', text };
}

/** The message of /m/{code} on the home page: only the M… confirmations exist there. */
export function homeCodeMessage(code: string | undefined): CodeMessage | null {
  const text = code?.startsWith('M') ? confirmationMessages[code] : undefined;
  return text ? { tone: 'success', text } : null;
}

export const loginMessages = {
  invalid: 'Username o password non validi!',
  locked: 'Hai effettuato troppi tentativi errati. Riprova più tardi.',
  group: "Impossibile identificare l'utente! Contattare l'assistenza!",
};

/** The login form's error for a failed login call (SPEC §8 "Login"). */
export function loginErrorMessage(code: string): string {
  switch (code) {
    case ErrorCode.LOGIN_LOCKED:
      return loginMessages.locked;
    case ErrorCode.LOGIN_GROUP:
      return loginMessages.group;
    default:
      return loginMessages.invalid;
  }
}

export const emailLoginNotice = (userId: string) =>
  `Hai effettuato l'accesso con il tuo indirizzo e-mail. Per i prossimi accessi ti chiediamo di usare il tuo User ID: ${userId}.`;

export const text = {
  appName: 'Area Clienti',
  agencyName: 'Agenzia Assicurativa',
  skipToContent: 'Vai al contenuto principale',
  loading: 'Caricamento in corso...',
  close: 'Chiudi',
  backHome: 'Torna alle polizze',
  yes: 'Sì',
  loadError: 'Non è stato possibile caricare i dati. Riprova più tardi.',
  dataLocked: 'Dato in aggiornamento',
  newAccessWarning: 'Nuovo accesso registrato',
  unexpectedError: {
    title: 'Si è verificato un errore',
    body: 'Non è stato possibile mostrare la pagina. Ricarica la pagina o torna alla home.',
    reload: 'Ricarica la pagina',
  },
  nav: {
    label: 'Navigazione principale',
    dossiers: 'Polizze',
    claims: 'Sinistri',
    documents: 'Documenti',
    profileMenu: 'Menu del profilo',
    profile: 'Profilo',
    logout: 'Logout',
  },
  footer: {
    label: 'Link utili',
    privacy: 'Informativa privacy',
    cookie: 'Cookie policy',
    accessibility: 'Dichiarazione di accessibilità',
    contacts: 'Contatti',
    note: 'Le richieste inviate tramite il modulo di contatto ricevono risposta entro un giorno lavorativo.',
  },
  login: {
    title: 'Accedi alla tua Area Clienti',
    intro: 'Inserisci le tue credenziali per consultare polizze, sinistri e documenti.',
    loginId: 'User ID o e-mail',
    password: 'Password',
    showPassword: 'Mostra password',
    submit: 'Accedi',
    required: 'Campo obbligatorio',
    registration: 'Non sei ancora registrato? Registrati',
    recovery: 'Hai dimenticato la password?',
    contacts: "Hai bisogno di aiuto? Contatta l'assistenza",
  },
  logout: { inProgress: 'Uscita in corso...' },
  dossiers: {
    title: 'Le tue polizze',
    empty: 'Non sono presenti polizze associate al tuo profilo.',
    policyNumber: 'Numero polizza',
    plate: 'Targa',
    start: 'Data inizio',
    end: 'Data scadenza',
    unavailable: 'Non disponibile',
    unavailableTitle: 'Polizza non disponibile',
    unavailableBody:
      'I dati di questa polizza sono in aggiornamento. Riprova più tardi o torna all’elenco delle polizze.',
    noDate: 'Nessuna scadenza',
    detailTitle: (numeroPolizza: string) => `Polizza n. ${numeroPolizza}`,
    tabsLabel: 'Sezioni della polizza',
  },
  promotion: {
    title: 'Scopri le nostre soluzioni',
    more: 'Scopri di più',
    catalogue: 'Vedi tutti i prodotti',
  },
  products: {
    title: 'I nostri prodotti',
    intro: 'Le soluzioni assicurative e previdenziali della nostra agenzia, divise per area.',
    more: 'Richiedi informazioni',
  },
  claims: {
    title: 'I tuoi sinistri',
    empty: 'Sembra che non siano presenti sinistri',
    detailsSection: 'Dettagli sinistro',
    contactsSection: 'Referenti',
    noContacts: 'Nessun referente indicato.',
    detailLinkLabel: (numero: string) => `Dettaglio del sinistro ${numero}`,
    titleFallback: 'Dettaglio sinistro',
  },
  documents: {
    title: 'I tuoi documenti',
    empty: 'Non sono presenti documenti.',
    download: 'Scarica',
    downloadLabel: (name: string) => `Scarica ${name}`,
    downloadError: 'Non è stato possibile scaricare il documento. Riprova più tardi.',
    policyLinkLabel: (numero: string) => `Vai alla polizza ${numero}`,
  },
  notFound: {
    title: 'Pagina non trovata',
    body: 'La pagina che cerchi non esiste o non è più disponibile.',
    link: 'Torna alla home',
  },
  table: {
    search: 'Cerca nella tabella',
    results: (count: number) => (count === 1 ? '1 risultato' : `${count} risultati`),
    noResults: 'Nessun risultato corrisponde alla ricerca.',
    pagination: 'Paginazione della tabella',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: (page: number) => `Pagina ${page}`,
  },
} as const;

/** Column and field labels (SPEC §3). */
export const labels = {
  dossier: {
    numeroPolizza: 'Numero polizza',
    prodotto: 'Prodotto',
    sicuro: 'Linea di prodotto',
    tipologia: 'Tipologia',
    area: 'Area',
    stato: 'Stato',
    soggetto: 'Contraente',
    dossierMinore: 'Polizza familiare',
    dataInizio: 'Data inizio',
    dataScadenza: 'Data scadenza',
    dataAnnulloDisdetta: 'Data annullamento o disdetta',
    prossimoPagamento: 'Prossimo pagamento',
    premio: 'Premio',
    rata: 'Rata',
    iban: 'IBAN di addebito',
    tariffa: 'Tariffa',
    tariffaRca: 'Tariffa RCA',
    marca: 'Marca',
    modello: 'Modello',
    targa: 'Targa',
    intermediario: 'Intermediario',
    filiale: 'Filiale',
    compagnia: 'Compagnia',
    domandaDiAdesione: 'Domanda di adesione',
    nPersoneNucleo: 'Persone del nucleo',
    forma: 'Forma',
    statoLavorativo: 'Stato lavorativo',
    importoFinanziamento: 'Importo del finanziamento',
    personeAssicurate: 'Persone assicurate',
    nBeni: 'Numero di beni assicurati',
    beni: 'Beni assicurati',
    controvaloreStimato: 'Controvalore stimato',
  },
  tabs: {
    dettagli: 'Dettagli contratto',
    garanzie: 'Garanzie',
    nucleo: 'Nucleo',
    movimenti: 'Movimenti',
    sinistri: 'Sinistri',
    datiTecnici: 'Dati tecnici',
    allegati: 'Allegati',
    riserve: 'Riserve',
  },
  garanzie: {
    intestazione: 'Intestazione',
    destinazioneUso: "Destinazione d'uso",
    tipoDimora: 'Tipo di dimora',
    garanzia: 'Garanzia',
    descrizione: 'Descrizione',
    massimale: 'Massimale',
  },
  nucleo: { nome: 'Nome', cognome: 'Cognome', codiceFiscale: 'Codice fiscale' },
  movimenti: {
    titolo: 'Titolo',
    dataScadenza: 'Data scadenza',
    stato: 'Stato',
    premio: 'Premio',
    dataFoglioCassa: 'Data foglio cassa',
  },
  riserve: {
    fondo: 'Fondo',
    data: 'Data',
    numeroQuote: 'Numero quote',
    prezzoQuote: 'Prezzo quota',
    controvalore: 'Controvalore',
    controvaloreStimato: 'Controvalore stimato',
  },
  sinistro: {
    dataSinistro: 'Data sinistro',
    dataApertura: 'Data apertura',
    numeroPolizza: 'Numero polizza',
    stato: 'Stato',
    evento: 'Evento',
    numeroSinistro: 'Numero sinistro',
    operazioni: 'Operazione',
  },
  referente: { relazione: 'Relazione', cognome: 'Cognome', telefono: 'Telefono' },
  documento: { name: 'Documento', polizza: 'Polizza', data: 'Data', azioni: 'Azioni' },
} as const;
