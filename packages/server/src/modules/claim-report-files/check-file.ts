import { CLAIM_REPORT_MAX_FILE_BYTES, ErrorCode } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';
import { type CheckedDocument, checkPdf } from './check-pdf.js';
import { type CheckedPhoto, checkPhoto } from './check-photo.js';

export type CheckedFile = CheckedPhoto | CheckedDocument;

/**
 * Checks a whole file of a report by what its bytes are, not by its name or declared type: a PDF is one
 * that parses as a PDF, a photo one that decodes as JPEG, PNG or WebP. Pure: no database, no storage.
 * Zero bytes: CLAIMREPORT_FILE_EMPTY; past 15 MB: UPLOAD_TOO_LARGE.
 */
export async function checkFile(bytes: Buffer, options: { keepPosition: boolean }): Promise<CheckedFile> {
  if (bytes.length === 0) throw new AppError(ErrorCode.CLAIMREPORT_FILE_EMPTY);
  if (bytes.length > CLAIM_REPORT_MAX_FILE_BYTES) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
  // Which checker reads it: a PDF's header (PDF 1.7 §7.5.2) says a PDF is meant; the parser decides.
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return checkPdf(bytes);
  return checkPhoto(bytes, options.keepPosition);
}
