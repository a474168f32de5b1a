/*
 * Passkeys' texts (issue 20; ours: docs/decisions/0093). Apart from ./index, so that they load with the
 * profile and with the sign-in flow, never with the login page's first load.
 */

/** /profilo/passkey. */
export const passkeyTexts = {
  title: 'Le tue passkey',
  backToProfile: "Torna a Sicurezza dell'accesso",
  intro:
    "Con una passkey accedi senza password, con l'impronta, il volto o il PIN del tuo dispositivo. Vale come accesso con due fattori e un sito falso non può usarla al posto tuo.",
  phoneHint:
    'Puoi usare anche la passkey salvata sul tuo telefono da un altro computer: il browser ti mostrerà un codice QR da inquadrare.',
  caption: 'Passkey registrate',
  name: 'Nome',
  createdAt: 'Aggiunta il',
  lastUsedAt: 'Ultimo utilizzo',
  neverUsed: 'Mai usata',
  synced: 'sincronizzata tra i tuoi dispositivi',
  actions: 'Azioni',
  none: 'Non hai ancora aggiunto nessuna passkey.',
  addTitle: 'Aggiungi una passkey',
  nameLabel: 'Nome della passkey',
  nameHint: (max: number) =>
    `Per riconoscerla, ad esempio «iPhone di Anna» o «Computer di casa»: fino a ${max} caratteri.`,
  add: 'Aggiungi passkey',
  adding: 'Segui le indicazioni del browser per creare la passkey…',
  added: (name: string) => `Passkey «${name}» aggiunta: da ora puoi usarla per accedere.`,
  remove: 'Rimuovi',
  removeLabel: (name: string) => `Rimuovi la passkey ${name}`,
  confirmRemove: (name: string) =>
    `Vuoi rimuovere la passkey «${name}»? Non potrai più usarla per accedere; potrai sempre accedere con User ID e password.`,
  confirm: 'Sì, rimuovi',
  cancel: 'Annulla',
  removed: (name: string) => `Passkey «${name}» rimossa.`,
  unsupported:
    'Questo browser non supporta le passkey: per aggiungerne una usa un browser aggiornato (Chrome, Edge, Firefox o Safari).',
  alreadyOnDevice:
    'Su questo dispositivo c’è già una passkey per il tuo profilo: per aggiungerne un’altra usa un altro dispositivo o gestore di password.',
  cancelled: 'Operazione annullata o non riuscita: nessuna passkey è stata aggiunta. Riprova quando vuoi.',
  notConfirmed:
    'Nessuna passkey è stata aggiunta: per aggiungerne una serve la conferma della tua identità. Riprova quando vuoi.',
  tooMany: (max: number) => `Hai già ${max} passkey: rimuovine una per aggiungerne un'altra.`,
  duplicate: 'Questa passkey è già registrata nel tuo profilo.',
  expired: 'La richiesta è scaduta: riprova.',
  notAdded: 'Non è stato possibile verificare la passkey: riprova.',
  failed: "Non è stato possibile completare l'operazione: riprova più tardi.",
};

/** The login page's "Accedi con passkey". */
export const passkeyLoginMessages = {
  cancelled: 'Accesso con passkey annullato o non riuscito. Riprova, oppure accedi con User ID e password.',
  notRecognised:
    'Passkey non riconosciuta: potrebbe essere stata rimossa dal tuo profilo. Accedi con User ID e password.',
  expired: 'La richiesta di accesso è scaduta: riprova.',
};
