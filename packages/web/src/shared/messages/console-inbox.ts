/** The console's texts (shared/messages/console.ts gathers them): the inbox of contact requests (decisions/0104, 0105). */
export const inboxTexts = {
  inbox: {
    title: 'Richieste di contatto',
    intro:
      'Le richieste dei clienti alle filiali. A ciascuna è promessa una risposta entro un giorno lavorativo (lunedì-venerdì, festività nazionali escluse).',
    filters: 'Filtra le richieste',
    state: 'Stato',
    branch: 'Filiale',
    all: 'Tutte',
    apply: 'Filtra',
    count: (count: number, more: boolean) =>
      count === 0
        ? 'Nessuna richiesta.'
        : `${count === 1 ? '1 richiesta' : `${count} richieste`}${more ? ' (ce ne sono altre)' : ''}.`,
    more: 'Mostra altre richieste',
    number: (id: number) => `Richiesta n. ${id}`,
    from: 'Da',
    receivedAt: 'Arrivata il',
    dueAt: 'Risposta promessa entro il',
    late: 'In ritardo',
    reason: 'Motivo',
    subject: 'Oggetto',
    policy: 'Polizza',
    amount: 'Importo',
    callback: 'Richiamare',
    takenBy: 'Presa in carico da',
    nobody: 'nessuno',
    public: 'modulo pubblico, dati non verificati',
    back: 'Torna alle richieste',
    notFound: 'Richiesta non trovata.',
    message: 'Messaggio',
    noMessage: 'Nessun messaggio: il motivo dice già cosa serve.',
    contact: 'Contatti del cliente',
    email: 'E-mail',
    phone: 'Telefono',
    userId: 'User ID',
    sentTo: 'Inviata a',
    handling: 'Gestione',
    take: 'Prendi in carico',
    close: 'Chiudi la richiesta',
    note: 'Nota interna',
    noteHint: 'Solo per il personale: il cliente non la vede.',
    saveNote: 'Salva la nota',
    answer: 'Risposta al cliente',
    answerHint: (email: string) =>
      `Sarà inviata per e-mail a ${email}; le risposte del cliente arriveranno alla filiale.`,
    noEmail: 'Il cliente non ha lasciato un indirizzo e-mail: richiamalo al telefono indicato.',
    send: 'Invia la risposta',
    answered: (at: string, by: string) => `Risposta inviata il ${at} da ${by}:`,
    closed: (at: string, by: string) => `Chiusa il ${at} da ${by}.`,
    done: {
      take: 'Richiesta presa in carico.',
      note: 'Nota salvata.',
      answer: 'Risposta inviata al cliente.',
      close: 'Richiesta chiusa.',
    },
    answerRequired: 'Scrivi la risposta.',
    /** The server's refusals (docs/decisions/0104), in the staff's words. */
    refused: {
      INBOX_001:
        'Lo stato della richiesta non lo consente: prendila in carico prima di rispondere; una richiesta chiusa non si modifica.',
      INBOX_002:
        "La richiesta è stata presa in carico da un'altra persona: solo lei può rispondere o chiuderla.",
      INBOX_003: 'La richiesta non ha un indirizzo e-mail: richiama il cliente.',
    } as Record<string, string>,
    failed: "L'azione non è riuscita. Riprova.",
  },
  inboxState: {
    new: 'Nuova',
    taken: 'Presa in carico',
    answered: 'Risposta inviata',
    closed: 'Chiusa',
  },
} as const;
