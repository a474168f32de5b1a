/**
 * The texts of the review's full sections, the reading of the document before the code, the FEA service
 * terms and the start page's safety block (issue 34 items 4 and 5). Loaded by the wizard's chunk only.
 */
export const claimReviewText = {
  sections: {
    when: 'Data, ora e luogo',
    injuries: 'Feriti',
    otherDamage: 'Altri danni',
    witnesses: 'Testimoni',
    vehicle: (side: string) => `Veicolo ${side}`,
    sketch: 'Grafico dell’incidente',
    remarks: 'Osservazioni',
    files: 'Foto e documenti',
    what: 'Cosa è successo',
    payment: 'Danno e pagamento',
    accident: 'Tipo di incidente, feriti, autorità e sopralluogo',
  },
  country: 'Paese',
  gps: 'Posizione del telefono',
  healthConsent: 'Consenso ai dati sulla salute',
  noWitnesses: 'Nessun testimone indicato.',
  noFiles: 'Nessun file allegato.',
  filesLoading: 'Caricamento dei file…',
  drawing: (strokes: number) => `Disegno dell’incidente, ${strokes} tratti`,
  noDrawing: 'Nessun disegno.',
  road: 'Tipo di strada',
  sketchText: 'Descrizione del grafico',
  signerB: 'Firma del conducente B',
  signerBMobile: 'Cellulare per il link di firma',
  yesNo: (value: boolean | undefined) => (value === undefined ? 'Non indicato' : value ? 'Sì' : 'No'),
} as const;

/** The signing step's reading of the document, and the FEA service terms asked at the first signature. */
export const claimSignText = {
  readTitle: 'Leggi il documento che firmi',
  readIntro:
    'Prima di inserire il codice, apri il documento PDF e leggilo: è esattamente quello che firmi, con l’impronta SHA-256 mostrata qui sopra. Il file si salva sul dispositivo e si apre con il lettore PDF.',
  open: 'Apri il documento da firmare (PDF)',
  opening: 'Apertura del documento…',
  openError: 'Non è stato possibile aprire il documento. Riprova.',
  readConfirm: 'Ho letto il documento e confermo che è quello che voglio firmare',
  readFirst: 'Apri e leggi il documento, poi conferma di averlo letto: il codice si inserisce dopo.',
  feaLink: 'Come funziona la firma elettronica avanzata',
  terms: {
    title: 'Condizioni del servizio di firma elettronica avanzata',
    intro:
      'È la tua prima firma con il codice SMS (o le condizioni sono cambiate): per firmare devi accettarle una volta. Te ne inviamo una copia per e-mail.',
    accept: (version: string) =>
      `Ho letto e accetto le condizioni del servizio di firma elettronica avanzata (versione ${version})`,
    read: 'Leggi le condizioni complete',
    required: 'Per firmare devi accettare le condizioni del servizio di firma elettronica avanzata.',
    accepted: (version: string, date: string) =>
      `Hai accettato le condizioni del servizio di firma (versione ${version}) il ${date}.`,
  },
} as const;

/** The start page: safety first, the roadside assistance, a second report on the same policy and day. */
export const claimStartText = {
  safety: {
    title: 'Prima di tutto, la sicurezza',
    emergency: 'Se ci sono feriti o pericolo, chiama subito i soccorsi:',
    call112: 'Chiama il 112 (numero unico di emergenza)',
    call118: 'Chiama il 118 (emergenza sanitaria)',
    steps: [
      'Accendi le luci di emergenza, indossa il giubbotto catarifrangente e metti il triangolo ad almeno 50 metri dal veicolo (100 metri in autostrada).',
      'Se puoi, sposta i veicoli fuori dalla carreggiata, dopo aver fotografato la loro posizione.',
      'Non spostare una persona ferita, salvo pericolo immediato.',
    ],
    photosTitle: 'Le foto da scattare',
    photos: [
      'La posizione dei veicoli sulla strada, da lontano e da più lati.',
      'I danni di ogni veicolo, da vicino.',
      'Le targhe di tutti i veicoli coinvolti.',
      'La segnaletica, il semaforo, le strisce e le tracce di frenata.',
      'I documenti dell’altro conducente (patente e certificato di assicurazione), se acconsente.',
    ],
  },
  event: {
    legend: 'Che cosa è successo?',
    hint: 'Ti proponiamo solo le polizze che possono coprirlo.',
    any: 'Altro, o non so (tutte le polizze)',
  },
  assistance: (policy: string) => `Assistenza stradale della polizza ${policy}:`,
  callAssistance: (phone: string) => `Chiama l’assistenza stradale al ${phone}`,
  duplicate: {
    title: 'Hai già una denuncia per questa polizza e questo giorno',
    text: (date: string, state: string) =>
      `Sulla stessa polizza c’è già una denuncia del ${date} (${state}). Di solito un sinistro si denuncia una volta sola: apri quella, o prosegui se si tratta di un altro evento.`,
    open: 'Apri la denuncia esistente',
    proceed: 'È un altro evento: inizia una nuova denuncia',
  },
} as const;
