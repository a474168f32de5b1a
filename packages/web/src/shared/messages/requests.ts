/**
 * "Le tue richieste" (issue 35 item 1, docs/decisions/0143): the client's requests with their number, state
 * and thread with the branch. Imported from its own file by the pages that show them (and the menu's badge).
 */
import { type ClientRequestState, CONTACT_TEXT_MAX, ErrorCode } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';

export const requestsText = {
  title: 'Le tue richieste',
  intro:
    'Qui trovi le richieste che hai inviato alla tua filiale e le denunce di sinistro, con il loro stato e le risposte.',
  homeLink: 'Le tue richieste',
  empty: 'Non hai ancora inviato richieste.',
  write: 'Scrivi alla filiale',
  caption: 'Le tue richieste, dalla più recente',
  number: 'Numero',
  subject: 'Oggetto',
  state: 'Stato',
  sentOn: 'Inviata il',
  updatedOn: 'Ultimo aggiornamento',
  policy: 'Polizza',
  claimReport: 'Denuncia di sinistro',
  newReplies: (count: number) => (count === 1 ? '1 nuova risposta' : `${count} nuove risposte`),
  states: {
    inviata: 'Inviata',
    presaInCarico: 'Presa in carico',
    risposta: 'Risposta',
    chiusa: 'Chiusa',
  } satisfies Record<ClientRequestState, string>,
  loadError: 'Non è stato possibile leggere le tue richieste. Riprova più tardi.',
  back: 'Torna a Le tue richieste',
  requestTitle: (numero: string) => `Richiesta ${numero}`,
  yourMessage: 'Il tuo messaggio',
  noText: 'Richiesta inviata da una funzione dell’area, senza messaggio.',
  thread: 'Messaggi con la filiale',
  you: 'Tu',
  branch: 'Filiale',
  noReplies: 'La filiale non ha ancora risposto: riceverai un’e-mail quando lo farà.',
  replyLabel: 'Rispondi alla filiale',
  replyHint: `Al massimo ${CONTACT_TEXT_MAX} caratteri.`,
  replyRequired: 'Scrivi il messaggio da inviare.',
  send: 'Invia la risposta',
  sent: 'Risposta inviata alla filiale.',
  closed: 'La richiesta è chiusa: per una nuova domanda scrivi una nuova richiesta.',
  notFound: 'Richiesta non trovata: controlla il numero o torna all’elenco.',
  /** The contact form's confirmation: the number to quote. */
  doneNumber: 'Numero della richiesta',
  doneFollow: 'Segui la richiesta',
} as const;

/** What a refusal of a reply means. */
export function requestErrorMessage(code: ApiErrorCode | null): string {
  switch (code) {
    case ErrorCode.REQUEST_CLOSED:
      return requestsText.closed;
    case ErrorCode.CONTACT_TOO_MANY:
      return 'Hai inviato molti messaggi nell’ultima ora: riprova più tardi.';
    case ErrorCode.NOT_FOUND:
      return requestsText.notFound;
    case ErrorCode.VALIDATION:
      return `Scrivi un messaggio di al massimo ${CONTACT_TEXT_MAX} caratteri.`;
    default:
      return 'Non è stato possibile inviare la risposta. Riprova più tardi.';
  }
}

/** The console's thread of a request (the inbox's request page). */
export const requestThreadConsoleText = {
  title: (numero: string) => `Conversazione con il cliente (richiesta ${numero})`,
  empty: 'Nessuna risposta ancora.',
  client: 'Cliente',
  branch: 'Filiale',
  loadError: 'Non è stato possibile leggere la conversazione.',
  answerHintArea:
    'Il cliente la legge nella sua Area Clienti, in "Le tue richieste": l’e-mail che lo avvisa non ne riporta il testo.',
} as const;
