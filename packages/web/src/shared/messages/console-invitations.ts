/** The console's texts (shared/messages/console.ts gathers them): invitations: one client with a preview (decisions/0100) and in bulk (decisions/0101). */
export const invitationTexts = {
  /** The invite of one client, shown before it is sent (docs/decisions/0100). */
  invite: {
    preview: "Anteprima dell'e-mail",
    intro: "L'e-mail parte così. Il collegamento personale è creato all'invio e solo il cliente lo riceve.",
    to: 'A',
    subject: 'Oggetto',
    body: 'Testo',
    send: "Invia l'invito",
    cancel: 'Annulla',
  },
  /** Why an invite or a bulk invitation was refused, by the server's code. */
  inviteErrors: {
    NOTFOUND_001: 'Non trovato: forse è stato rimosso nel frattempo.',
    FORBIDDEN_001: 'Il tuo ruolo non permette questa azione.',
    INVITE_001: "L'account è disattivato: riattivalo prima di invitare il cliente.",
    INVITATION_001:
      "Il cliente non ha un indirizzo e-mail nei dati dell'agenzia: aggiungilo nel flusso e reimportalo.",
    INVITATION_002: "L'indirizzo e-mail del cliente è già usato da un altro account.",
    INVITATION_003: 'La filiale scelta non esiste.',
    INVITATION_004: 'Nessun cliente da invitare con questo filtro: sono tutti già invitati o registrati.',
    INVITATION_005: 'Il ritmo deve essere un numero intero tra 1 e 6000 inviti al minuto.',
    INVITATION_006: "L'invio è già in questo stato.",
  } as Record<string, string>,
  /** The shared client filter (console/frame/ClientFilterFields): invitations in bulk and login messages. */
  clientFilter: {
    branch: 'Filiale',
    anyBranch: 'Tutte le filiali',
    product: 'Prodotto',
    anyProduct: 'Tutti i prodotti',
  },
  /** /admin/inviti: invitations in bulk (docs/decisions/0101). */
  invitations: {
    title: 'Inviti ai clienti importati',
    intro:
      "Invia il primo invito a tutti i clienti importati non ancora invitati, anche solo di una filiale o di un prodotto, al ritmo che scegli. L'invio continua anche se il server si riavvia.",
    newTitle: 'Nuovo invio',
    pace: 'Inviti al minuto',
    paceHint: 'Da 1 a 6000.',
    start: "Avvia l'invio",
    started: (total: number) => `Invio avviato: ${total === 1 ? '1 cliente' : `${total} clienti`}.`,
    listTitle: 'Invii',
    none: 'Nessun invio finora.',
    startedAt: 'Avviato il',
    filter: 'Clienti',
    allClients: 'tutti i non invitati',
    progress: 'Avanzamento',
    progressOf: (done: number, total: number) => `${done} di ${total}`,
    stateLabel: 'Stato',
    report: 'Rapporto',
    queued: 'Inviati',
    sent: 'Consegnati al server di posta',
    failed: 'Non consegnati',
    skipped: 'Saltati',
    registered: 'Registrati da allora',
    rate: (perMinute: number) => `Ritmo raggiunto: ${perMinute} al minuto`,
    timeLeft: (seconds: number) => `Tempo rimanente: ${durationInWords(seconds)}`,
    actions: 'Azioni',
    pause: 'Metti in pausa',
    resume: 'Riprendi',
    paused: 'Invio in pausa.',
    resumed: 'Invio ripreso.',
    state: { running: 'In corso', paused: 'In pausa', done: 'Concluso' },
    failedAction: "L'azione non è riuscita.",
  },
} as const;

/** A time left in words: under a minute, minutes, or hours and minutes (rounded up to the minute). */
export function durationInWords(seconds: number): string {
  if (seconds <= 0) return 'nessuno';
  if (seconds < 60) return 'meno di un minuto';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'circa 1 minuto' : `circa ${minutes} minuti`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `circa ${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
}
