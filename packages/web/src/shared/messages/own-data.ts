/** The texts of the page "I tuoi dati e recapiti" (issue 35 item 2, docs/decisions/0145 and 0146). */
import { ErrorCode } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';
import type { TargetedMessage } from './errors';

export const ownDataText = {
  title: 'I tuoi dati e recapiti',
  intro:
    'Qui puoi cambiare da solo i tuoi recapiti. Ogni modifica ti chiede una verifica in due passaggi e arriva alla tua filiale.',
  loadError: 'Non è stato possibile caricare i tuoi dati. Riprova più tardi.',
  email: {
    title: 'E-mail',
    current: 'E-mail di accesso',
    newEmail: 'Nuova e-mail',
    hint: 'Ti invieremo un codice a questo indirizzo per confermarlo.',
    send: 'Invia il codice',
    sent: (email: string) =>
      `Abbiamo inviato un codice di 6 cifre a ${email}. Inseriscilo qui sotto entro 15 minuti.`,
    code: 'Codice ricevuto via e-mail',
    confirm: 'Conferma la nuova e-mail',
    other: 'Usa un altro indirizzo',
    done: (email: string) =>
      `Fatto: da ora accedi e ricevi i nostri messaggi a ${email}. Abbiamo avvisato anche il vecchio indirizzo.`,
  },
  mobile: {
    title: 'Cellulare',
    current: 'Cellulare verificato',
    none: 'Nessun cellulare verificato',
    change: 'Cambia il cellulare',
  },
  address: {
    residenza: 'Indirizzo di residenza',
    recapito: 'Indirizzo di recapito (posta)',
    sameAsResidence: 'Uguale alla residenza',
    none: 'Non indicato',
    change: (label: string) => `Modifica: ${label.toLowerCase()}`,
    save: "Salva l'indirizzo",
    cancel: 'Annulla',
    applied: 'Indirizzo aggiornato. La filiale lo riceve e lo registra nei suoi archivi.',
    requested: (request: string | null) =>
      `Richiesta inviata alla filiale${request ? ` (numero ${request})` : ''}: l'indirizzo cambierà quando la filiale la conferma.`,
  },
  iban: {
    title: 'Coordinate bancarie (IBAN)',
    intro:
      "L'IBAN per i rimborsi e gli addebiti diretti. Il cambio è una richiesta alla filiale: per gli addebiti ti chiederà di firmare il mandato.",
    current: 'IBAN richiesto',
    none: 'Nessuna richiesta',
    newIban: 'Nuovo IBAN',
    hint: 'Ad esempio IT60 X054 2811 1010 0000 0123 456. Spazi ammessi.',
    send: 'Invia la richiesta',
    sent: (masked: string) => `Richiesta inviata alla filiale: nuovo IBAN ${masked}.`,
  },
  paperless: {
    title: 'Documenti',
    legend: 'Come vuoi ricevere i documenti',
    online: "Solo online, nell'Area Clienti",
    post: 'Online e anche per posta',
    save: 'Salva la scelta',
    saved: 'Scelta salvata.',
  },
  pending: {
    title: 'Modifiche in attesa',
    none: 'Nessuna modifica in attesa.',
    kind: {
      email: 'E-mail',
      residenza: 'Residenza',
      recapito: 'Recapito',
      iban: 'IBAN',
      paperless: 'Documenti',
    },
    state: {
      applied: 'In aggiornamento presso la filiale',
      requested: 'Richiesta alla filiale',
      settled: 'Registrata',
      replaced: 'Sostituita',
    },
    since: 'dal',
  },
} as const;

/** The console's page of a client: the client's own changes beside the agency's feed (decisions/0145). */
export const ownDataStaffText = {
  title: 'Modifiche del cliente',
  none: 'Nessuna modifica fatta dal cliente.',
  date: 'Data',
  kind: 'Dato',
  value: 'Valore del cliente',
  feedValue: "Valore nel flusso dell'agenzia",
  sameOrNone: '—',
  state: 'Stato',
  request: 'Richiesta',
} as const;

/** What a refusal of a change means to the client; `field` names the input it is about. */
export function ownDataErrorMessage(code: ApiErrorCode | null): TargetedMessage & { field?: string } {
  switch (code) {
    case ErrorCode.OWNDATA_EMAIL_TAKEN:
      return {
        target: 'email',
        field: 'email',
        text: 'Questo indirizzo e-mail è già usato da un altro accesso: indicane un altro.',
      };
    case ErrorCode.OWNDATA_SAME:
      return { target: 'form', text: 'Il valore indicato è già quello attuale: non c’è niente da cambiare.' };
    case ErrorCode.OWNDATA_IBAN_LENGTH:
      return {
        target: 'form',
        field: 'iban',
        text: "La lunghezza dell'IBAN non è quella del suo Paese (in Italia 27 caratteri), o il Paese non è nell'area SEPA.",
      };
    case ErrorCode.OWNDATA_IBAN_CHECK:
      return {
        target: 'form',
        field: 'iban',
        text: "L'IBAN non è corretto: le cifre di controllo non corrispondono. Ricontrollalo carattere per carattere.",
      };
    case ErrorCode.EMAIL_CODE_WRONG:
      return {
        target: 'code',
        field: 'code',
        text: "Il codice inserito non è corretto o è scaduto. Controlla l'e-mail e riprova.",
      };
    case ErrorCode.EMAIL_CODE_LOCKED:
      return {
        target: 'code',
        field: 'code',
        text: 'Hai inserito troppi codici errati. Richiedi un nuovo codice.',
      };
    case ErrorCode.RESEND_LIMIT:
      return { target: 'form', text: 'Hai richiesto troppi codici. Attendi qualche minuto e riprova.' };
    case ErrorCode.CONTACT_TOO_MANY:
      return { target: 'form', text: "Hai inviato troppe richieste nell'ultima ora. Riprova più tardi." };
    case ErrorCode.SECONDFACTOR_STEP_UP:
      return { target: 'form', text: 'Per salvare la modifica serve la verifica in due passaggi.' };
    default:
      return { target: 'form', text: 'Non è stato possibile salvare la modifica. Riprova più tardi.' };
  }
}
