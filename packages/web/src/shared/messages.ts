/**
 * Every Italian text the user reads and every message code of the app (SPEC §8).
 * Texts quoted by the specification are copied to the letter; the others are ours.
 */
import { ErrorCode } from '@area-clienti/contract';
import { paths } from './routes';

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
  switchOn: 'Attivo',
  switchOff: 'Non attivo',
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
    admin: 'Amministrazione',
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
  registration: {
    title: 'Registrazione',
    intro:
      "Crea il tuo accesso all'Area Clienti: ti servono un indirizzo e-mail, un numero di cellulare e i dati di una tua polizza.",
    progress: 'Avanzamento della registrazione',
    steps: ['Dati utente', 'Verifica e-mail', 'Cellulare', 'Verifica cellulare'],
    stepDone: '(completato)',
    stepCurrent: '(passaggio attuale)',
    allRequired: 'Tutti i campi sono obbligatori.',
    email: 'E-mail',
    taxCode: 'Codice fiscale o partita IVA',
    policyNumber: 'Numero di polizza',
    policyNumberHint: 'Il numero di una delle tue polizze, come riportato nel contratto.',
    password: 'Password',
    confirmPassword: 'Conferma password',
    privacyBefore: 'Prima di proseguire leggi l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: '.',
    privacyNotice: "Dichiaro di aver letto l'informativa sulla privacy",
    consents: 'Consensi',
    submit: 'Registrati',
    templateError:
      'Non è stato possibile caricare i consensi privacy. Ricarica la pagina o riprova più tardi.',
    emailTitle: 'Verifica e-mail',
    emailIntro:
      "Ti abbiamo inviato un'e-mail con un codice di 6 cifre. Inseriscilo qui sotto per verificare il tuo indirizzo.",
    userCode: 'Codice utente',
    userCodeNote: 'Conserva il tuo codice utente: ti servirà per accedere.',
    emailAddress: 'Indirizzo e-mail',
    emailCode: 'Codice ricevuto via e-mail',
    confirm: 'Conferma',
    resendEmailQuestion: "Non hai ricevuto l'e-mail? Controlla la posta indesiderata oppure",
    resendEmail: "Invia di nuovo l'e-mail",
    resendEmailDone: 'Ti abbiamo inviato una nuova e-mail con un nuovo codice.',
    phoneTitle: 'Cellulare',
    phoneIntro: 'Inserisci il tuo numero di cellulare: ti invieremo un SMS con un codice di verifica.',
    phone: 'Numero di cellulare',
    phoneHint: 'Un numero di cellulare italiano, ad esempio 333 1234567.',
    next: 'Avanti',
    smsTitle: 'Verifica cellulare',
    smsIntro: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
    smsCode: 'Codice ricevuto via SMS',
    resendSms: "Invia di nuovo l'SMS",
    resendSmsWait: (seconds: number) =>
      seconds === 1
        ? 'Potrai richiedere un nuovo SMS tra 1 secondo.'
        : `Potrai richiedere un nuovo SMS tra ${seconds} secondi.`,
    resendSmsReady: 'Ora puoi richiedere un nuovo SMS.',
    resendSmsDone: 'Ti abbiamo inviato un nuovo SMS con un nuovo codice.',
    wrongNumber: 'Il numero non è corretto?',
    changePhone: 'Inserisci di nuovo il numero',
    doneTitle: 'Registrazione completata',
    doneBody:
      'Il tuo account è stato creato. Ora puoi accedere con il tuo codice utente o la tua e-mail e la password che hai scelto.',
    doneUserCode: (code: string) => `Il tuo codice utente è ${code}.`,
    goToLogin: 'Vai alla pagina di accesso',
    statusError: 'Non è stato possibile leggere lo stato della registrazione. Riprova più tardi.',
    retry: 'Riprova',
  },
  recovery: {
    title: 'Recupero password',
    intro:
      "Inserisci il tuo User ID o l'indirizzo e-mail con cui ti sei registrato: ti invieremo un link per scegliere una nuova password.",
    loginId: 'User ID o e-mail',
    send: 'Invia',
    sent: "Richiesta inviata. Se i dati corrispondono a un utente registrato, riceverai un'e-mail con il link per scegliere una nuova password.",
    sendError: 'Non è stato possibile inviare il codice di recupero. Riprova più tardi.',
    newTitle: 'Scegli una nuova password',
    newIntro: 'Inserisci la nuova password e confermala.',
    submitNew: 'Salva la password',
    backToLogin: 'Torna alla pagina di accesso',
  },
  firstAccess: {
    title: 'Primo accesso',
    intro: "Benvenuto nell'Area Clienti. Scegli la password con cui accederai.",
    submit: 'Salva la password e accedi',
  },
  loginPrivacy: {
    title: 'Aggiornamento dei consensi privacy',
    intro: "L'informativa sulla privacy è stata aggiornata. Per proseguire conferma i consensi richiesti.",
    consents: 'Consensi richiesti',
    submit: 'Conferma',
    unavailable: 'Non è stato possibile caricare i consensi privacy. Riprova più tardi.',
  },
  loginMessage: {
    fallbackTitle: "Comunicazione dall'agenzia",
    continue: 'Prosegui',
    acknowledge: 'Ok, ho capito',
  },
  passwordChange: {
    title: 'Cambio password',
    intro: 'Per motivi di sicurezza devi scegliere una nuova password prima di proseguire.',
    current: 'Password attuale',
    submit: 'Cambia password',
  },
  password: {
    newPassword: 'Nuova password',
    confirmNew: 'Conferma nuova password',
    hint: 'Almeno 8 caratteri, con almeno un numero e una lettera maiuscola (e almeno una minuscola).',
    show: (label: string) => `Mostra ${label.toLowerCase()}`,
  },
  newWindow: '(si apre in una nuova finestra)',
  profile: {
    title: 'Il tuo profilo',
    intro: 'I tuoi dati, le credenziali di accesso e le tue preferenze.',
    personalData: 'Dati personali',
    nome: 'Nome',
    cognome: 'Cognome',
    codiceFiscale: 'Codice fiscale',
    cittaNascita: 'Luogo di nascita',
    addresses: 'Indirizzi',
    noAddresses: 'Nessun indirizzo registrato.',
    recordsNote:
      "I dati anagrafici sono quelli registrati dall'agenzia: se non sono corretti, scrivi alla tua filiale dalla pagina",
    access: 'Recapiti e accesso',
    userId: 'User ID',
    email: 'E-mail',
    mobile: 'Cellulare',
    noMobile: 'Nessun numero registrato',
    changeMobile: 'Modifica il numero di cellulare',
    autologin: 'Accesso automatico dal sito della banca (autologin)',
    autologinHint:
      "Se è attivo, puoi entrare nell'Area Clienti direttamente dall'home banking della tua banca, senza inserire la password. Se lo disattivi, dovrai sempre accedere con User ID e password.",
    passwordTitle: 'Cambio password',
    passwordIntro:
      'Scegli una nuova password. Dopo il cambio, le altre sessioni aperte con il tuo account verranno chiuse.',
    currentPassword: 'Password attuale',
    changePassword: 'Cambia password',
    privacyTitle: 'Consensi privacy',
    privacyIntro:
      'Per ciascun trattamento indica se acconsenti. Puoi cambiare idea in qualsiasi momento: la scelta vale da quando la salvi.',
    privacyUpdatedAt: (date: string) => `Ultimo aggiornamento dei consensi: ${date}.`,
    privacyNever: 'Non hai ancora espresso i consensi richiesti.',
    consentGiven: 'Acconsento',
    consentRefused: 'Non acconsento',
    consentRequired: 'Scegli se acconsenti o no a questo trattamento.',
    editConsents: 'Modifica i consensi',
    saveConsents: 'Salva i consensi',
    cancel: 'Annulla',
    consentsUnavailable: 'Non è stato possibile caricare i consensi privacy. Riprova più tardi.',
  },
  phoneChange: {
    title: 'Modifica il numero di cellulare',
    intro:
      'Inserisci il nuovo numero: ti invieremo un SMS con un codice di verifica. Fino alla conferma resta valido il numero attuale.',
    current: 'Numero attuale',
    newPhone: 'Nuovo numero di cellulare',
    samePhone: 'Questo è già il numero del tuo account: inseriscine uno diverso.',
    send: 'Invia SMS',
    backToProfile: 'Torna al profilo',
    confirmTitle: 'Conferma il nuovo numero',
    confirmIntro: (phone: string | null) =>
      phone
        ? `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`
        : 'Ti abbiamo inviato un SMS con un codice di 6 cifre al nuovo numero.',
    otherNumber: 'Usa un altro numero',
  },
  contact: {
    title: 'Contatti',
    clientIntro: 'Scrivi alla tua filiale: riceverai una risposta entro un giorno lavorativo.',
    publicIntro:
      "Hai bisogno di aiuto per registrarti o accedere, o vuoi informazioni sui nostri prodotti? Lasciaci i tuoi dati: ti risponderemo entro un giorno lavorativo. Se sei già cliente, accedi all'Area Clienti per scrivere direttamente alla tua filiale.",
    allRequired: 'Tutti i campi sono obbligatori, salvo dove indicato.',
    subject: 'Argomento',
    chooseSubject: "Scegli l'argomento",
    subjectRequired: "Scegli l'argomento della richiesta.",
    message: 'Messaggio',
    messageHint: (max: number) => `Descrivi la tua richiesta (al massimo ${max} caratteri).`,
    policy: 'Polizza (facoltativa)',
    noPolicy: 'Nessuna polizza in particolare',
    policyHint: 'La polizza a cui si riferisce la richiesta.',
    policyUnknown: (numero: string) =>
      `La polizza n. ${numero} non risulta tra le tue polizze: se la richiesta riguarda una polizza, sceglila dall'elenco.`,
    repairCentres: 'Centri convenzionati',
    repairCentresIntro: (provincia: string | null) =>
      provincia
        ? `Scegli il centro convenzionato a cui vuoi rivolgerti: la filiale ti ricontatterà per organizzare l'intervento. Per primi trovi i centri in provincia di ${provincia}.`
        : "Scegli il centro convenzionato a cui vuoi rivolgerti: la filiale ti ricontatterà per organizzare l'intervento.",
    repairCentre: 'Centro convenzionato',
    repairCentreRequired: 'Scegli un centro convenzionato.',
    otherCentres: (count: number) =>
      count === 1
        ? 'Mostra il centro delle altre province (1)'
        : `Mostra i centri delle altre province (${count})`,
    centresUnavailable:
      'Non è stato possibile caricare i centri convenzionati. Puoi inviare comunque la richiesta: la filiale ti indicherà il centro più adatto.',
    noCentres: 'Al momento non ci sono centri convenzionati: la filiale ti indicherà a chi rivolgerti.',
    centrePhone: (telefono: string) => `Tel. ${telefono}`,
    submit: 'Invia la richiesta',
    doneTitle: 'Richiesta inviata',
    doneClient:
      'Grazie, la tua richiesta è stata inviata alla tua filiale. Riceverai una risposta entro un giorno lavorativo.',
    donePublic: (email: string) =>
      `Grazie, abbiamo ricevuto la tua richiesta. Ti risponderemo all'indirizzo ${email} entro un giorno lavorativo.`,
    another: "Invia un'altra richiesta",
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail',
    emailHint: 'Ti risponderemo a questo indirizzo (al massimo 128 caratteri).',
    privacyBefore: 'Dichiaro di aver letto l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: '.',
  },
  help: {
    label: 'Assistenza',
    toggle: 'Hai bisogno di aiuto?',
    intro:
      'Scegli la polizza per cui ti serve aiuto: potrai scrivere alla tua filiale e, per le polizze auto, trovare un centro convenzionato.',
    policy: 'Polizza',
    choosePolicy: 'Scegli una polizza',
    choosePrompt: 'Scegli una polizza per vedere come possiamo aiutarti.',
    contactBranch: 'Contatta la filiale',
    findRepairCentre: 'Trova un centro convenzionato',
    noPolicies: 'Non risultano polizze associate al tuo profilo. Puoi comunque scriverci dalla pagina',
    contactsLink: 'Contatti',
  },
  cookieBar: {
    label: 'Informativa sui cookie',
    body: 'Questo sito usa solo cookie tecnici, necessari al suo funzionamento: nessun cookie di profilazione o di terze parti. Puoi accettare o rifiutare; la scelta resta valida per sei mesi.',
    policy: 'Leggi la cookie policy',
    accept: 'Accetta',
    refuse: 'Rifiuta',
    close: 'Continua senza accettare',
  },
  cookieChoice: {
    title: 'La tua scelta',
    accepted: 'Hai accettato i cookie.',
    refused: 'Hai rifiutato i cookie non necessari.',
    none: 'Non hai ancora espresso una scelta.',
    change: 'Cambia la tua scelta',
    changed: 'La scelta è stata cancellata: il banner dei cookie è di nuovo in cima alla pagina.',
  },
  legal: {
    privacy: 'Informativa sul trattamento dei dati personali',
    cookie: 'Cookie policy',
    accessibility: 'Dichiarazione di accessibilità',
  },
  admin: {
    title: 'Amministrazione',
    intro:
      "Lo stato dell'installazione dell'Area Clienti. Sono mostrati solo conteggi, nessun dato dei clienti.",
    build: 'Versione del server',
    apiBuildVersion: 'Versione API',
    version: 'Versione',
    commit: 'Commit',
    builtAt: 'Data di compilazione',
    fromSource: 'non compilato (in esecuzione dai sorgenti)',
    usage: 'Utilizzo',
    clients: 'Clienti in archivio',
    users: 'Account di accesso',
    activeSessions: 'Sessioni attive in questo momento',
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

/** Local validation messages (SPEC §5: the quoted ones to the letter). */
export const formMessages = {
  required: 'Campo obbligatorio',
  passwordTooShort: 'La password è troppo corta! Inserisci almeno 8 caratteri.',
  passwordMismatch: 'Le password non corrispondono!',
  taxCodeLength: 'Verifica il codice fiscale o la partita iva inserita.',
  email: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
  code: 'Inserisci il codice di 6 cifre che hai ricevuto.',
  mobile: 'Inserisci un numero di cellulare italiano valido, ad esempio 333 1234567.',
  consent: 'Per proseguire devi selezionare questa casella.',
  contactEmailTooLong: "L'indirizzo e-mail può avere al massimo 128 caratteri.",
  /** The server's rule (SPEC §5, DESIGN.md), shown for CHANGEPASSWORD_002, ONBOARDING_013 and FORGOTPWD_VC_003. */
  passwordRules:
    'La password non rispetta i requisiti: deve avere almeno 8 caratteri e contenere almeno un numero, una lettera maiuscola e una lettera minuscola.',
} as const;

/** A message for a failed (or done) action, with where to go next when there is somewhere to go. */
export interface ActionMessage {
  text: string;
  link?: { to: string; label: string };
}

/** Fields a server answer is about, to tie the message to the field (WCAG 3.3.1). */
export type ErrorTarget = 'form' | 'password' | 'code' | 'phone' | 'email';
export interface TargetedMessage extends ActionMessage {
  target: ErrorTarget;
}

/** SPEC §8 "Registration create": the wording is ours (docs/decisions/0019). */
export function createUserErrorMessage(code: string | null): TargetedMessage {
  switch (code) {
    case ErrorCode.ONBOARDING_EMAIL_TAKEN:
    case ErrorCode.ONBOARDING_AWAITING_INVITE:
    case ErrorCode.ONBOARDING_ALREADY_REGISTERED:
      return {
        target: 'form',
        text: "Risulti già registrato all'Area Clienti. Se non ricordi la password puoi sceglierne una nuova.",
        link: { to: paths.passwordRecovery(), label: 'Recupera la password' },
      };
    case ErrorCode.ONBOARDING_TOO_MANY:
      return {
        target: 'form',
        text: 'Hai raggiunto il numero massimo di tentativi di registrazione. Riprova tra 24 ore.',
      };
    case ErrorCode.ONBOARDING_PENDING:
      return {
        target: 'form',
        text: "La tua registrazione è già stata avviata. Accedi con l'e-mail e la password che hai scelto per completarla.",
        link: { to: paths.login(), label: 'Vai alla pagina di accesso' },
      };
    case ErrorCode.ONBOARDING_PASSWORD:
      return { target: 'password', text: formMessages.passwordRules };
    case ErrorCode.VALIDATION:
      return { target: 'form', text: 'Alcuni dati inseriti non sono validi. Controlla i campi e riprova.' };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile completare la registrazione. Verifica che codice fiscale o partita IVA e numero di polizza siano quelli del tuo contratto e riprova.',
      };
  }
}

/** SPEC §8 "E-mail validation". */
export function emailCodeErrorMessage(code: string | null): TargetedMessage {
  switch (code) {
    case ErrorCode.EMAIL_CODE_WRONG:
      return { target: 'code', text: "Il codice inserito non è corretto. Controlla l'e-mail e riprova." };
    case ErrorCode.EMAIL_CODE_LOCKED:
      return {
        target: 'code',
        text: "Hai inserito troppi codici errati. Richiedi un nuovo codice con «Invia di nuovo l'e-mail».",
      };
    default:
      return { target: 'form', text: 'Non è stato possibile verificare il codice. Riprova più tardi.' };
  }
}

/** SPEC §8 "Phone validation". */
export function smsCodeErrorMessage(code: string | null): TargetedMessage {
  switch (code) {
    case ErrorCode.PHONE_CODE_WRONG:
      return { target: 'code', text: "Il codice inserito non è corretto. Controlla l'SMS e riprova." };
    case ErrorCode.PHONE_CODE_LOCKED:
      return {
        target: 'code',
        text: "Hai inserito troppi codici errati. Richiedi un nuovo codice con «Invia di nuovo l'SMS».",
      };
    default:
      return { target: 'form', text: 'Non è stato possibile verificare il codice. Riprova più tardi.' };
  }
}

/** The e-mail or SMS could not be handed over (DELIVERY_001): nothing was sent, trying again may work. */
const deliveryFailed =
  'Al momento non è stato possibile inviare il messaggio con il codice. Riprova tra qualche minuto.';

/** The phone step: SendSMS. */
export function sendSmsErrorMessage(code: string | null): TargetedMessage {
  switch (code) {
    case ErrorCode.PHONE_INVALID:
      return { target: 'phone', text: formMessages.mobile };
    case ErrorCode.DELIVERY_FAILED:
      return { target: 'form', text: deliveryFailed };
    case ErrorCode.RESEND_LIMIT:
      return {
        target: 'form',
        text: 'Hai richiesto troppi SMS in poco tempo (al massimo uno al minuto e cinque all’ora). Attendi e riprova.',
      };
    default:
      return { target: 'form', text: "Non è stato possibile inviare l'SMS. Riprova più tardi." };
  }
}

/** SPEC §8 "Resend": ResendEmail and ResendSMS. */
export function resendErrorMessage(code: string | null, channel: 'email' | 'sms'): string {
  if (code === ErrorCode.RESEND_LIMIT) {
    return 'Hai richiesto troppi invii in poco tempo (al massimo uno al minuto e cinque all’ora). Attendi e riprova.';
  }
  if (code === ErrorCode.DELIVERY_FAILED) return deliveryFailed;
  return channel === 'email'
    ? "Non è stato possibile inviare di nuovo l'e-mail. Riprova più tardi."
    : "Non è stato possibile inviare di nuovo l'SMS. Riprova più tardi.";
}

/** SPEC §8 "Recovery verify". */
export function recoveryErrorMessage(code: string | null): TargetedMessage {
  if (code === ErrorCode.RECOVERY_RULES) return { target: 'password', text: formMessages.passwordRules };
  return {
    target: 'form',
    text: 'Non è stato possibile impostare la nuova password: il link potrebbe essere scaduto o già usato.',
    link: { to: paths.passwordRecovery(), label: 'Richiedi un nuovo link' },
  };
}

/** The first-access invite is unknown, used or expired (checkInviteCode, ONBOARDING_AU_014/015). */
export const inviteInvalidMessage: ActionMessage = {
  text: "Il link di primo accesso non è valido o è scaduto. Contatta l'assistenza per riceverne uno nuovo.",
  link: { to: paths.contacts(), label: "Contatta l'assistenza" },
};

/** SPEC §8 "Invite". */
export function inviteErrorMessage(code: string | null): TargetedMessage {
  switch (code) {
    case ErrorCode.CHANGEPASSWORD_RULES:
      return { target: 'password', text: formMessages.passwordRules };
    case ErrorCode.PHONE_CODE_LOCKED:
      return {
        target: 'form',
        text: "Hai effettuato troppi tentativi. Contatta l'assistenza per ricevere un nuovo link di primo accesso.",
        link: { to: paths.contacts(), label: "Contatta l'assistenza" },
      };
    case ErrorCode.INVITE_INVALID:
    case ErrorCode.INVITE_EXPIRED:
      return { target: 'form', ...inviteInvalidMessage };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile completare il primo accesso. Riprova più tardi.',
      };
  }
}

/** SPEC §8 "Privacy update". */
export const privacyMessages = {
  updated: 'Preferenza privacy aggiornata correttamente!',
  failed: "Non è stato possibile aggiornare la privacy! Contattare l'assistenza!",
} as const;

/** SPEC §8 "Login message" update failure (wording ours). */
export const loginMessageUpdateError =
  'Non è stato possibile registrare la lettura del messaggio. Riprova più tardi.';

/** SPEC §8 "Change password". */
export const passwordChangeMessages = {
  failed: 'Non è stato possibile cambiare la password! Controllare le informazioni inserite!',
  done: 'Operazione effettuata con successo. La password è stata cambiata!',
} as const;

export function passwordChangeErrorMessage(code: string | null): TargetedMessage {
  if (code === ErrorCode.CHANGEPASSWORD_RULES)
    return { target: 'password', text: formMessages.passwordRules };
  // Too many wrong current passwords (docs/decisions/0017): the login's own lockout text.
  if (code === ErrorCode.LOGIN_LOCKED) return { target: 'form', text: loginMessages.locked };
  return { target: 'form', text: passwordChangeMessages.failed };
}

/** The confirmations of /profilo/{code} (SPEC §2, §8): the password was changed, the mobile was changed. */
export function profileCodeMessage(code: string | undefined): CodeMessage | null {
  if (code === 'C0001') return { tone: 'success', text: passwordChangeMessages.done };
  if (code === 'C0002') return { tone: 'success', text: confirmationMessages.C0002 as string };
  return null;
}

/** SPEC §8 "Autologin flag". */
export const autologinMessages = {
  updated: 'Preferenza autologin aggiornata correttamente!',
  failed: "Non è stato possibile aggiornare le impostazioni! Contattare l'assistenza!",
} as const;

/** SPEC §8 "Contact": the wording is ours (docs/decisions/0024). */
export function contactErrorMessage(code: string | null, form: 'client' | 'public'): TargetedMessage {
  switch (code) {
    case ErrorCode.CONTACT_TOO_MANY:
      return {
        target: 'form',
        text:
          form === 'client'
            ? "Hai inviato troppe richieste in poco tempo. Riprova tra un'ora; se è urgente, rivolgiti direttamente alla tua filiale."
            : "Sono state inviate troppe richieste in poco tempo. Riprova tra un'ora.",
      };
    case ErrorCode.CONTACT_MISSING_DATA:
      return {
        target: 'form',
        text: 'Mancano alcuni dati obbligatori della richiesta. Controlla i campi del modulo e riprova.',
      };
    case ErrorCode.CONTACT_BAD_CONTACT:
      return form === 'public'
        ? {
            target: 'email',
            text: "Non possiamo risponderti a questo indirizzo. Controlla l'e-mail (al massimo 128 caratteri) e riprova.",
          }
        : {
            target: 'form',
            text: 'Nel tuo profilo non risulta un recapito valido (e-mail o telefono) a cui risponderti. Contatta la tua filiale per aggiornarlo.',
          };
    case ErrorCode.NOT_FOUND:
      return {
        target: 'form',
        text: 'La polizza o il centro convenzionato scelto non risulta disponibile. Controlla la scelta e riprova.',
      };
    case ErrorCode.VALIDATION:
      return { target: 'form', text: 'Alcuni dati inseriti non sono validi. Controlla i campi e riprova.' };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile inviare la richiesta. Riprova tra qualche minuto.',
      };
  }
}
