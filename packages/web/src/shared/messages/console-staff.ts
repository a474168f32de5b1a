/** The console's texts (shared/messages/console.ts gathers them): the staff accounts page (decisions/0157). */
export const staffTexts = {
  staff: {
    title: 'Personale',
    intro:
      'Gli account di chi lavora nella console: crea un account per un collega, agenzia intera o una sola filiale, disattivalo, riattivalo o azzera il suo secondo fattore. Il collega riceve un invito per e-mail e sceglie da sé la password.',
    newTitle: 'Nuovo account',
    email: 'E-mail',
    phone: 'Cellulare',
    phoneHint: 'Un cellulare italiano, ad esempio 340 123 4567: al primo accesso il collega lo conferma.',
    role: 'Ruolo',
    roles: { Staff: 'Staff', Superuser: 'Superuser' } as Record<string, string>,
    scope: 'Ambito',
    scopeHint: 'I clienti che il collega vede: tutta l’agenzia o quelli di una sola filiale.',
    wholeAgency: 'Tutta l’agenzia',
    create: 'Crea e invia l’invito',
    created: (email: string) => `Account creato: l’invito è partito per ${email}.`,
    required: 'Scrivi l’e-mail e il cellulare.',
    listTitle: 'Account del personale',
    none: 'Nessun account del personale.',
    userCode: 'User ID',
    stateLabel: 'Stato',
    state: {
      active: 'Attivo',
      invited: 'Invitato, non ancora attivato',
      disabled: 'Disattivato',
    } as Record<string, string>,
    secondFactor: 'Secondo fattore',
    secondFactorSet: 'Configurato',
    secondFactorUnset: 'Non configurato',
    removedBranch: (id: string) => `${id} (filiale non più nei dati)`,
    actions: 'Azioni',
    disable: 'Disattiva',
    enable: 'Riattiva',
    reset: 'Azzera il secondo fattore',
    you: 'Sei tu',
    done: {
      disable: (email: string) => `Account di ${email} disattivato: le sue sessioni sono chiuse.`,
      enable: (email: string) => `Account di ${email} riattivato.`,
      'reset-second-factor': (email: string) =>
        `Secondo fattore di ${email} azzerato: lo configurerà di nuovo al prossimo accesso.`,
    },
    /** The server's refusals, by code. */
    refused: {
      NOTFOUND_001: 'Account non trovato: forse è stato rimosso nel frattempo.',
      FORBIDDEN_001: 'Solo un Superuser gestisce gli account del personale.',
      ONBOARDING_001: 'Questo indirizzo e-mail ha già un account.',
      PHONE_001: 'Il cellulare non è un numero di cellulare italiano.',
      VALIDATION_001: 'Controlla i dati: l’e-mail deve essere un indirizzo valido.',
      STAFF_001:
        'La filiale scelta non esiste nei dati dell’agenzia: ricarica la pagina e scegline un’altra.',
      STAFF_002: 'L’account è di un cliente: gestiscilo dalla scheda del cliente.',
      STAFF_003: 'Non puoi disattivare il tuo account né azzerare il tuo secondo fattore.',
    } as Record<string, string>,
    failed: "L'azione non è riuscita. Riprova.",
  },
};
