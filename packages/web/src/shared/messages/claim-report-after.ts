/**
 * After a claim report is sent (issue 34, decisions/0140): the documents added later and the thread with the
 * branch, in the client's words and the console's. Imported from its own file by the pages that show them.
 */
import { CLAIM_REPORT_MAX_LATER_FILES, CLAIM_THREAD_TEXT_MAX, ErrorCode } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';

export const claimReportAfterText = {
  later: {
    title: 'Aggiungi documenti e foto',
    intro: `Puoi aggiungere alla denuncia inviata certificati, preventivi, verbali, fatture e altre foto (fino a ${CLAIM_REPORT_MAX_LATER_FILES}). La denuncia firmata non cambia: i nuovi file arrivano all’agenzia a parte.`,
    kind: 'Che documento è',
    choose: 'Scegli il file da aggiungere',
    none: 'Non hai ancora aggiunto documenti.',
    added: 'Documenti aggiunti',
    uploading: (name: string, percent: number) => `Caricamento di ${name}: ${percent}%`,
    done: (name: string) => `${name} aggiunto alla denuncia.`,
    failed: (name: string, why: string) => `${name}: ${why}`,
    genericFailure: 'Non è stato possibile caricare il file. Riprova.',
    hash: 'Impronta SHA-256',
  },
  thread: {
    title: 'Messaggi con l’agenzia',
    empty: 'Nessun messaggio. Scrivi all’agenzia se hai domande sulla tua denuncia.',
    you: 'Tu',
    branch: 'Agenzia',
    label: 'Il tuo messaggio',
    hint: `Al massimo ${CLAIM_THREAD_TEXT_MAX} caratteri.`,
    send: 'Invia il messaggio',
    sent: 'Messaggio inviato.',
    loadError: 'Non è stato possibile leggere i messaggi. Riprova più tardi.',
  },
  requests: {
    title: 'Documenti richiesti dall’agenzia',
    open: 'Da inviare',
    fulfilled: 'Inviato',
    upload: (what: string) => `Carica il documento richiesto: ${what}`,
    uploadShort: 'Carica il documento',
  },
  console: {
    threadTitle: 'Messaggi con il cliente',
    client: 'Cliente',
    branch: 'Agenzia',
    label: 'Messaggio al cliente',
    send: 'Invia al cliente',
    sent: 'Messaggio inviato: il cliente riceve un’e-mail senza dati personali.',
    requestTitle: 'Chiedi documenti al cliente',
    requestLabel: 'Quali documenti servono',
    requestSend: 'Chiedi i documenti',
    requested: 'Richiesta inviata: il cliente la vede nella pagina della denuncia.',
    open: 'Richiesta aperta',
    fulfilled: 'Il cliente ha caricato il documento',
    empty: 'Nessun messaggio.',
    hide: 'Chiudi messaggi',
  },
};

/** What a refusal of the thread means, for the client and the console alike. */
export function threadErrorMessage(code: ApiErrorCode | null): string {
  switch (code) {
    case ErrorCode.VALIDATION:
      return `Scrivi un testo da 1 a ${CLAIM_THREAD_TEXT_MAX} caratteri, senza caratteri di controllo.`;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 'Hai inviato molti messaggi in poco tempo: riprova tra qualche minuto.';
    case ErrorCode.CLAIMREPORT_STATE:
      return 'Si può scrivere all’agenzia solo su una denuncia già inviata.';
    case ErrorCode.NOT_FOUND:
      return 'La denuncia non risulta disponibile.';
    default:
      return 'Non è stato possibile inviare il messaggio. Riprova.';
  }
}
