/**
 * The photos and attachments of a claim report (docs/decisions/0114): what each refusal means to the client.
 * Imported from its own file by the report's pages, so that no other page carries it.
 */
import { CLAIM_REPORT_MAX_FILES, ErrorCode } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';

/** What is wrong with a file sent to a report, for each code its calls answer; null for any other code. */
export function claimReportFileErrorMessage(code: ApiErrorCode | null): string | null {
  switch (code) {
    case ErrorCode.UPLOAD_TOO_LARGE:
      return 'Il file supera i 15 MB: scegline uno più piccolo o riduci la foto.';
    case ErrorCode.UPLOAD_BAD_TYPE:
      return 'Puoi allegare foto JPEG, PNG, WebP o HEIC (iPhone) e documenti PDF.';
    case ErrorCode.CLAIMREPORT_FILE_EMPTY:
      return 'Il file è vuoto: scegline un altro.';
    case ErrorCode.CLAIMREPORT_FILE_TOO_MANY:
      return `Hai già allegato ${CLAIM_REPORT_MAX_FILES} file, il massimo per una denuncia: eliminane uno per aggiungerne un altro.`;
    case ErrorCode.CLAIMREPORT_FILE_UNREADABLE:
      return 'Il file non è una foto o un PDF leggibile: controlla di aver scelto il file giusto.';
    case ErrorCode.CLAIMREPORT_FILE_UNSAFE:
      return 'Il PDF contiene script, comandi o file allegati e non può essere accettato: inviane una copia semplice, ad esempio stampandolo in PDF.';
    case ErrorCode.CLAIMREPORT_FILE_LOCKED:
      return 'La denuncia è già stata inviata: i suoi allegati non si possono più modificare.';
    case ErrorCode.CLAIMREPORT_STATE:
      return 'La denuncia non è ancora stata inviata: aggiungi il file nel passo Foto e documenti della bozza.';
    case ErrorCode.CLAIMREPORT_UPLOAD_OFFSET:
    case ErrorCode.CLAIMREPORT_UPLOAD_INCOMPLETE:
      return 'Il caricamento si è interrotto: riprendilo per completarlo.';
    case ErrorCode.NOT_FOUND:
      return 'La denuncia o il file non risultano disponibili.';
    default:
      return null;
  }
}
