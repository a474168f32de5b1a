/*
 * A staff member's mobile, confirmed by a code sent to it (issue 33 item 5; ours: docs/decisions/0131). Apart
 * from ./index, so that they load with their page only.
 */
export const staffPhoneTexts = {
  title: 'Conferma il tuo cellulare',
  intro:
    'Il cellulare del tuo profilo di agenzia riceve i codici di verifica solo dopo che lo hai confermato con un codice inviato al numero stesso.',
  ask: (phone: string) =>
    `Il numero del tuo profilo è ${phone}: ti invieremo un SMS con un codice di 6 cifre.`,
  send: 'Invia il codice',
  typeNumber: 'Inserisci il tuo numero di cellulare: ti invieremo un SMS con un codice di 6 cifre.',
  phone: 'Numero di cellulare',
  sent: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
  wrongNumber: 'Il numero non è giusto?',
  otherNumber: 'Inserisci un altro numero',
  logout: 'Esci',
} as const;
