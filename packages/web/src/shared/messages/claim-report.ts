import { ErrorCode } from '@area-clienti/contract';
import { claimAccidentText } from './claim-report-accident';
import { counterpartErrorMessage } from './counterpart';

/**
 * The texts of "Denuncia un sinistro" (issue 22): the wizard, the CAI's sections, the damage report, the
 * signature. Imported by the wizard's chunk only; the entry links' few words are in `claimReportEntry`
 * (./texts), loaded with the pages that show them.
 */
/**
 * The name of a link to one report: its visible text first ("Riprendi", "Apri"), then which report, so that a
 * voice user who says what is seen reaches it (WCAG 2.5.3 label in name).
 */
const reportActionLabel = (action: string, policy: string, date: string) =>
  `${action} la denuncia del ${date} sulla polizza ${policy}`;

export const claimReportText = {
  title: 'Denuncia un sinistro',
  start: {
    intro:
      'Ti guidiamo passo dopo passo. Quello che scrivi è salvato mentre procedi: puoi riprendere la denuncia anche da un altro dispositivo, entro 30 giorni.',
    date: 'Data del sinistro',
    dateHint: 'La data in cui è avvenuto il fatto. Non può essere nel futuro.',
    dateRequired: 'Indica la data del sinistro.',
    findPolicies: 'Cerca le polizze',
    policies: 'Polizza coinvolta',
    policiesHint: (date: string) => `Le tue polizze in vigore il ${date}.`,
    noPolicies: (date: string) =>
      `Nessuna tua polizza era in vigore il ${date}. Controlla la data, o contatta la tua filiale.`,
    policyRequired: 'Scegli la polizza coinvolta.',
    motor: 'Constatazione amichevole (CAI)',
    damage: 'Denuncia di danno',
    begin: 'Inizia la denuncia',
    privacy:
      'I dati della denuncia sono trattati dall’agenzia e dalla compagnia solo per gestire il sinistro; le foto di targhe di terzi sono usate solo per il sinistro.',
    privacyLink: 'Leggi come trattiamo i dati della denuncia',
    drafts: 'Denunce da completare',
    resume: 'Riprendi',
    resumeLabel: (policy: string, date: string) => reportActionLabel('Riprendi', policy, date),
    deleteDraft: 'Elimina',
    deleteDraftLabel: (policy: string, date: string) =>
      `Elimina la bozza del ${date} sulla polizza ${policy}`,
    purgeOn: (date: string) => `Bozza salvata: sarà eliminata il ${date} se non la invii.`,
  },
  frame: {
    step: (n: number, of: number) => `Passo ${n} di ${of}`,
    back: 'Indietro',
    next: 'Avanti',
    toReview: 'Vai al riepilogo',
    saving: 'Salvataggio in corso…',
    saved: 'Bozza salvata',
    pending: 'Modifiche da salvare',
    failed: 'Non è stato possibile salvare la bozza. Riproveremo al prossimo passo.',
    conflict:
      'Questa denuncia è stata modificata da un altro dispositivo. Abbiamo caricato la versione più recente.',
    policy: (prodotto: string, numero: string) => `${prodotto} n. ${numero}`,
  },
  steps: {
    whenWhere: 'Quando e dove',
    injuries: 'Feriti',
    otherDamage: 'Altri danni e testimoni',
    vehicleA: 'Il tuo veicolo (A)',
    vehicleB: 'L’altro veicolo (B)',
    impact: 'Punto d’urto',
    damage: 'Danni visibili',
    circumstances: 'Circostanze',
    sketch: 'Grafico dell’incidente',
    remarks: 'Osservazioni',
    what: 'Cosa è successo',
    amount: 'Danno e pagamento',
    photos: 'Foto e documenti',
    review: 'Riepilogo',
  },
  photos: {
    intro: (max: number) =>
      `Aggiungi le foto dei danni (JPEG, PNG, WebP o HEIC dell’iPhone) e i documenti PDF utili (fino a ${max} file di 15 MB). Le foto sono ripulite dalla posizione e dagli altri dati nascosti.`,
    camera: 'Scatta una foto',
    keepPosition: 'Conserva nelle foto il luogo e l’ora in cui sono state scattate (utile al perito)',
    files: 'Scegli foto o PDF',
    uploading: (name: string, percent: number) => `Invio di ${name}: ${percent}%`,
    list: 'File allegati',
    none: 'Nessun file allegato.',
    remove: 'Elimina',
    removeLabel: (name: string) => `Elimina ${name}`,
    photo: 'Foto',
    document: 'Documento',
    thumbnail: (name: string) => `Anteprima di ${name}`,
    policeReport: 'Quale file è la denuncia alle autorità?',
    failed: (name: string, why: string) => `${name}: ${why}`,
    genericFailure: 'Non è stato possibile inviare il file. Riprova.',
  },
  fields: {
    date: 'Data',
    time: 'Ora',
    street: 'Via e numero civico, o luogo',
    town: 'Comune',
    country: 'Paese (sigla)',
    locate: 'Usa la mia posizione',
    locating: 'Ricerca della posizione…',
    located: (lat: string, lon: string) => `Posizione registrata: ${lat}, ${lon}.`,
    locateFailed: 'Non è stato possibile leggere la posizione. Scrivi il luogo.',
    locateHint: 'La posizione del telefono è letta solo se premi il pulsante, e solo una volta.',
    forgetPosition: 'Togli la posizione',
    yes: 'Sì',
    no: 'No',
    injuries: 'Ci sono feriti, anche lievi?',
    healthConsent:
      'Acconsento al trattamento dei dati relativi alla salute delle persone ferite, necessari per gestire il sinistro (art. 9 GDPR).',
    healthConsentRequired:
      'Per indicare i dati dei feriti serve il consenso al trattamento dei dati sulla salute.',
    otherVehicles: 'Danni a veicoli diversi da A e B?',
    objects: 'Danni a oggetti diversi dai veicoli?',
    witnesses: 'Testimoni',
    witness: (n: number) => `Testimone ${n}`,
    addWitness: 'Aggiungi un testimone',
    removeWitness: (n: number) => `Togli il testimone ${n}`,
    name: 'Nome',
    surname: 'Cognome',
    fullName: 'Nome e cognome',
    address: 'Indirizzo',
    postcode: 'CAP',
    phone: 'Telefono',
    email: 'E-mail',
    policyholder: 'Contraente / assicurato',
    vehicle: 'Veicolo',
    make: 'Marca',
    model: 'Modello',
    plate: 'Targa',
    registrationCountry: 'Stato di immatricolazione',
    insurer: 'Compagnia di assicurazione',
    insurerName: 'Denominazione',
    policyNumber: 'Numero di polizza',
    greenCard: 'Numero carta verde',
    validFrom: 'Valida dal',
    validTo: 'Valida al',
    agency: 'Agenzia',
    ownDamage: 'I danni al veicolo sono coperti dal contratto?',
    driver: 'Conducente',
    birthDate: 'Data di nascita',
    licence: 'Patente n.',
    licenceCategory: 'Categoria',
    licenceValid: 'Patente valida fino al',
    fromPolicy: 'I dati che vengono dalla tua polizza sono mostrati e non si possono modificare.',
    sameAsHolder: 'Il conducente è il contraente',
    signerB: 'Firma del conducente B',
    signerBHint:
      'Facoltativo: il conducente B riceverà un link per firmare la stessa constatazione, con un codice al suo cellulare. Un cellulare straniero va scritto con il prefisso internazionale (per esempio +44 …).',
    mobileB: 'Cellulare del conducente B',
    impactA: 'Punto d’urto iniziale del veicolo A',
    impactB: 'Punto d’urto iniziale del veicolo B',
    damageA: 'Danni visibili al veicolo A',
    damageB: 'Danni visibili al veicolo B',
    circumstancesA: 'Circostanze del veicolo A',
    circumstancesB: 'Circostanze del veicolo B',
    remarksA: 'Osservazioni del conducente A',
    remarksB: 'Osservazioni del conducente B',
    coverage: 'Garanzia interessata',
    description: 'Cosa è successo',
    amount: 'Importo stimato del danno (€)',
    amountHint: 'Una stima: la valuterà il perito. Ad esempio 1250,50.',
    amountInvalid: 'Scrivi un importo in euro, ad esempio 1250,50.',
    iban: 'IBAN per il pagamento',
    ibanHint: 'Un IBAN italiano, di 27 caratteri.',
    ibanInvalid: 'L’IBAN non è valido: controlla di averlo copiato bene.',
    ibanHolder: 'Intestatario del conto',
    policeReport: 'Per un furto serve la denuncia alle autorità: allegala al passo «Foto e documenti».',
    injuriesDamage: 'Qualcuno si è fatto male?',
  },
  sketch: {
    legend: 'Disegna l’incidente',
    hint: 'Disegna con il dito o il mouse le strade, i veicoli A e B e il loro percorso. In alternativa, descrivilo qui sotto.',
    canvasLabel: (strokes: number) =>
      strokes === 0 ? 'Area di disegno, vuota' : `Area di disegno con ${strokes} tratti`,
    undo: 'Annulla l’ultimo tratto',
    clear: 'Cancella il disegno',
    layout: 'Oppure descrivi l’incidente',
    road: 'Tipo di strada',
    directionA: 'Direzione del veicolo A',
    directionB: 'Direzione del veicolo B',
    choose: 'Scegli…',
    text: 'Descrizione del grafico',
    required: 'Disegna l’incidente o indica almeno il tipo di strada.',
  },
  impact: {
    hint: 'Il veicolo è visto dall’alto, con il davanti in alto. Scegli la zona colpita per prima.',
    chosen: (zone: string) => `Zona scelta: ${zone}.`,
    none: 'Nessuna zona scelta.',
  },
  review: {
    intro: 'Controlla i dati prima di firmare. Per correggere, torna al passo.',
    missing: 'Per inviare la denuncia mancano:',
    edit: (step: string) => `Modifica: ${step}`,
    complete: 'La denuncia è completa.',
    submit: 'Prepara il documento da firmare',
    none: 'Non indicato',
  },
  sign: {
    title: 'Firma con il codice SMS',
    hash: 'Impronta SHA-256 del documento',
    hashHint: 'Identifica il documento che firmi: è riportata anche nella pagina delle evidenze del PDF.',
    sentTo: (to: string) => `Abbiamo inviato un codice di 6 cifre al cellulare ${to}.`,
    code: 'Codice ricevuto via SMS',
    codeInvalid: 'Il codice è di 6 cifre.',
    confirm: 'Firma e invia',
    back: 'Torna alla denuncia',
    resend: 'Invia un nuovo codice',
  },
  done: {
    title: 'Denuncia inviata',
    text: 'La tua denuncia è firmata e inviata alla tua agenzia. Ti abbiamo inviato anche una copia per e-mail.',
    download: 'Scarica il PDF firmato',
    downloadError: 'Non è stato possibile scaricare il PDF. Riprova.',
    toClaims: 'Vai ai tuoi sinistri',
    waitingB: (date: string) => `In attesa della firma del conducente B, fino al ${date}.`,
    signedA:
      'Hai firmato la denuncia. La inviamo alla tua agenzia appena la firma anche il conducente B, o alla scadenza del tempo per la sua firma con la sola tua firma. Ti abbiamo inviato una copia per e-mail.',
    noEvents: 'Ancora nessun aggiornamento.',
  },
  report: {
    timeline: 'Avanzamento',
    state: 'Stato',
    policy: 'Polizza',
    eventDate: 'Data del sinistro',
    sentAt: 'Inviata il',
    claimNumber: 'Numero di sinistro',
    events: {
      sent: 'Denuncia firmata e inviata',
      signedB: 'Firmata anche dal conducente B',
      signedAOnly: 'Il conducente B non ha firmato in tempo: la denuncia prosegue con la sola tua firma',
      received: 'Ricevuta dall’agenzia',
      claimOpened: 'Sinistro aperto',
      status: 'Stato del sinistro aggiornato',
      documentsAdded: 'Documenti aggiunti',
      fileAdded: 'Hai aggiunto un documento',
      branchMessage: 'Nuovo messaggio dall’agenzia',
      documentsRequested: 'L’agenzia ti chiede dei documenti',
      declinedB: 'Il conducente B non concorda e non ha firmato: la denuncia prosegue con la sola tua firma',
      correctedB: 'Il conducente B ha corretto le sue parti: rivedi le correzioni',
      correctionAccepted: 'Hai accettato le correzioni del conducente B',
      correctionRejected:
        'Non hai accettato le correzioni del conducente B: la denuncia prosegue con la sola tua firma',
      takenInCharge: 'Presa in carico dall’agenzia',
      closed: 'Chiusa dall’agenzia',
      claimLinked: 'Collegata al sinistro dall’agenzia',
    },
  },
  states: {
    draft: 'Bozza',
    signing: 'Da firmare',
    awaitingB: 'In attesa della firma di B',
    bCorrected: 'Correzioni di B da rivedere',
    sent: 'Denuncia inviata',
    linked: 'Sinistro aperto',
  },
} as const;

/** Driver B's page, from the link sent by SMS or e-mail (no account). */
export const counterpartText = {
  title: 'Firma la constatazione amichevole',
  intro:
    'Il conducente del veicolo A ti chiede di firmare la constatazione amichevole compilata online. Leggi il documento, poi firmalo con il codice che ti inviamo via SMS.',
  eventDate: 'Data dell’incidente',
  place: 'Luogo',
  plateA: 'Targa del veicolo A',
  plateB: 'Targa del veicolo B',
  deadline: 'Puoi firmare fino al',
  read: 'Leggi il documento (PDF)',
  readError: 'Non è stato possibile scaricare il documento. Riprova.',
  sendCode: 'Inviami il codice via SMS',
  termsIntro:
    'Firmi con la firma elettronica avanzata: prima di ricevere il codice leggi e accetta le condizioni del servizio. Restano nelle evidenze della firma, con la versione e l’ora.',
  sentTo: (to: string) => `Abbiamo inviato un codice di 6 cifre al cellulare ${to}.`,
  signed:
    'Grazie: la constatazione è firmata anche da te. L’agenzia del veicolo A la riceve con entrambe le firme. Invia la tua copia alla tua compagnia di assicurazione per denunciare il sinistro.',
  copy: 'Scarica la constatazione firmata (PDF)',
  copyHint: 'Conserva la tua copia: questo link non la mostrerà più.',
  invalid: 'Il link non è valido o il tempo per firmare è scaduto.',
  used: 'Questa constatazione è già stata firmata con questo link.',
  privacyLink: 'Come trattiamo i tuoi dati in questa constatazione',
} as const;

/** The client's reports on the claims page (a chunk of its own there). */
export const claimReportListText = {
  reports: 'Le tue denunce',
  resume: 'Riprendi',
  open: 'Apri',
  /** The link's name starts with its visible text, "Riprendi" or "Apri" (WCAG 2.5.3 label in name). */
  actionLabel: reportActionLabel,
  states: {
    draft: 'Bozza da completare',
    signing: 'Da firmare',
    awaitingB: 'In attesa della firma di B',
    bCorrected: 'Correzioni di B da rivedere',
    sent: 'Denuncia inviata',
    linked: 'Sinistro aperto',
  },
} as const;

const GENERIC = 'Non è stato possibile completare l’operazione. Riprova più tardi.';

/** The Italian message of a refusal of the claim-report calls (a generic one for the codes it does not name). */
export function claimReportErrorMessage(code: string | null): string {
  switch (code) {
    case ErrorCode.CLAIMREPORT_FUTURE_DATE:
      return 'La data del sinistro non può essere nel futuro.';
    case ErrorCode.CLAIMREPORT_NOT_IN_FORCE:
      return 'La polizza non era in vigore nella data del sinistro.';
    case ErrorCode.CLAIMREPORT_VERSION:
      return claimReportText.frame.conflict;
    case ErrorCode.CLAIMREPORT_STATE:
      return 'Questa denuncia non si può più modificare: è già stata inviata alla firma.';
    case ErrorCode.CLAIMREPORT_INCOMPLETE:
      return 'Mancano dei dati obbligatori: controlla il riepilogo.';
    case ErrorCode.CLAIMREPORT_BAD_IBAN:
      return claimReportText.fields.ibanInvalid;
    case ErrorCode.CLAIMREPORT_HEALTH_CONSENT:
      return claimReportText.fields.healthConsentRequired;
    case ErrorCode.CLAIMREPORT_COVERAGE:
      return 'La denuncia non corrisponde alle garanzie della polizza.';
    case ErrorCode.CLAIMREPORT_NO_MOBILE:
      return 'Per firmare serve un cellulare verificato: aggiungilo nel tuo profilo.';
    case ErrorCode.CLAIMREPORT_CODE_WRONG:
      return 'Il codice non è corretto. Controlla l’SMS e riprova.';
    case ErrorCode.CLAIMREPORT_CODE_EXPIRED:
      return 'Il codice è scaduto o è stato sostituito: chiedine uno nuovo.';
    case ErrorCode.CLAIMREPORT_CODE_LOCKED:
      return 'Troppi codici errati: chiedine uno nuovo.';
    case ErrorCode.CLAIMREPORT_SIGNED:
      return 'La denuncia è già firmata.';
    case ErrorCode.CLAIMREPORT_INSPECTION:
      return claimAccidentText.inspectionInvalid;
    case ErrorCode.CLAIMREPORT_TAX_CODE:
      return claimAccidentText.taxCodeInvalid;
    case ErrorCode.CLAIMREPORT_SEAL_UNAVAILABLE:
      return 'Il servizio che sigilla i documenti firmati non risponde: la firma non è stata registrata. Riprova tra qualche minuto con lo stesso codice, finché è valido.';
    case ErrorCode.CLAIMREPORT_TOO_MANY_DRAFTS:
      return 'Hai già 10 denunce da completare: inviane o eliminane una prima di iniziarne un’altra.';
    case ErrorCode.CLAIMREPORT_NO_MOBILE_B:
      return 'Il cellulare del conducente B non è valido: un cellulare italiano, oppure uno straniero con il prefisso internazionale (per esempio +44 7911 123456).';
    case ErrorCode.FEA_TERMS_NOT_ACCEPTED:
      return 'Per firmare devi accettare le condizioni del servizio di firma elettronica avanzata in vigore.';
    case ErrorCode.RESEND_LIMIT:
      return 'Hai richiesto troppi SMS in poco tempo. Attendi qualche minuto e riprova.';
    case ErrorCode.DELIVERY_FAILED:
      return 'Al momento non è stato possibile inviare l’SMS con il codice. Riprova tra qualche minuto.';
    case ErrorCode.CLAIMREPORT_LINK_INVALID:
      return counterpartText.invalid;
    case ErrorCode.CLAIMREPORT_LINK_USED:
      return counterpartText.used;
    case ErrorCode.NOT_FOUND:
      return 'Questa denuncia non esiste o è stata eliminata.';
    default:
      return counterpartErrorMessage(code) ?? GENERIC;
  }
}
