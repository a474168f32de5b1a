/**
 * The agency's console (console.html, docs/decisions/0096): its texts are imported from here by the
 * console alone, so that no client page downloads them.
 */
export const consoleText = {
  title: "Console dell'agenzia",
  nav: {
    label: 'Sezioni della console',
    overview: 'Stato',
    clients: 'Cerca un cliente',
    clientArea: 'Area Clienti',
    logout: 'Esci',
    signedInAs: 'Accesso come',
    backToConsole: 'Torna alla console',
  },
  search: {
    title: 'Cerca un cliente',
    intro:
      'Un solo campo: codice fiscale, cognome e nome, e-mail, cellulare, numero di polizza, targa, numero di sinistro o User ID. Sono tollerati piccoli errori di battitura.',
    label: 'Cerca',
    hint: 'Almeno 2 caratteri, ad esempio RSSMRA80A01H501U, Rossi Mario o AB123CD.',
    submit: 'Cerca',
    tooShort: 'Scrivi almeno 2 caratteri.',
    tooLong: 'Scrivi al massimo 100 caratteri.',
    results: (count: number, more: boolean) =>
      count === 0
        ? 'Nessun cliente trovato.'
        : `${count === 1 ? '1 cliente' : `${count} clienti`}${more ? ' (ce ne sono altri)' : ''}.`,
    resultsTitle: 'Risultati della ricerca',
    more: 'Mostra altri risultati',
    taxCode: 'Codice fiscale',
    userId: 'User ID',
    email: 'E-mail',
    mobile: 'Cellulare',
    matchedBy: 'Trovato per',
    noUserId: 'nessuno',
  },
  matched: {
    taxCode: 'codice fiscale',
    name: 'cognome e nome',
    email: 'e-mail',
    mobile: 'cellulare',
    policy: 'numero di polizza',
    plate: 'targa',
    claim: 'numero di sinistro',
    userId: 'User ID',
  },
  accountState: {
    none: 'Senza account',
    invited: 'Invitato',
    registered: 'Registrato',
    disabled: 'Disattivato',
    locked: 'Bloccato',
  },
} as const;
