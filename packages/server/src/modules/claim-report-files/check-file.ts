import { CLAIM_REPORT_MAX_FILE_BYTES, ErrorCode } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';
import { type CheckedDocument, checkPdf } from './check-pdf.js';
import { type CheckedPhoto, checkPhoto } from './check-photo.js';

export type CheckedFile = CheckedPhoto | CheckedDocument;

/**
 * The files this process is decoding or parsing now, and the most at once since `resetMost`: the witness,
 * counted where the work is done, that the turns of decisions/0133 bound it (the tests read it; the
 * turns themselves are the service's, and the metrics show theirs).
 */
export const checksInFlight = {
  now: 0,
  most: 0,
  resetMost() {
    this.most = this.now;
  },
};

/**
 * Checks a whole file of a report by what its bytes are, not by its name or declared type: a PDF is one
 * that parses as a PDF, a photo one that decodes as JPEG, PNG or WebP. Pure: no database, no storage.
 * Zero bytes: CLAIMREPORT_FILE_EMPTY; past 15 MB: UPLOAD_TOO_LARGE.
 */
export async function checkFile(bytes: Buffer, options: { keepPosition: boolean }): Promise<CheckedFile> {
  if (bytes.length === 0) throw new AppError(ErrorCode.CLAIMREPORT_FILE_EMPTY);
  if (bytes.length > CLAIM_REPORT_MAX_FILE_BYTES) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
  checksInFlight.now++;
  checksInFlight.most = Math.max(checksInFlight.most, checksInFlight.now);
  try {
    // Which checker reads it: a PDF's header (PDF 1.7 §7.5.2) says a PDF is meant; the parser decides.
    if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return await checkPdf(bytes);
    return await checkPhoto(bytes, options.keepPosition);
  } finally {
    checksInFlight.now--;
  }
}
