import { Readable } from 'node:stream';
import { ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { counterpartEvidenceOf, pdfInputOf, type ReportPdf } from './pdf.js';
import { type ClaimReportRow, updateReport } from './queries.js';
import { sha256Of } from './signing.js';

export async function readAll(files: FileStorage, id: string): Promise<Buffer | undefined> {
  if (!id) return undefined;
  const file = await files.get(id);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A signed copy: its bytes (e-mailed), their SHA-256 and its file. */
export interface SignedCopy {
  pdf: Buffer;
  sha256: string;
  fileId: string;
}

/** The documents of a report: the one signed, and its signed copy with the evidence page. */
export class SignedCopies {
  constructor(private readonly deps: { db: Db; files: FileStorage; pdf: ReportPdf }) {}

  /**
   * The signed copy's bytes, made from the document signed and its signatures, kept in `files` (the
   * storage within the caller's transaction). A seal that cannot be made (the agency's time-stamp authority
   * down) is CLAIMREPORT_SEAL_UNAVAILABLE, its reason logged: the transaction, and the signature with it,
   * rolls back, and the same code signs once the seal can be made (docs/decisions/0119).
   */
  private async make(row: ClaimReportRow, files: FileStorage, note?: string): Promise<SignedCopy> {
    // The copy is made from the bytes signed, as kept: a document rendered again could differ from them.
    const document = await readAll(files, row.pdfFileId ?? '');
    if (!document) throw new Error(`claim report ${row.id}: the document signed is not in the file storage`);
    let pdfBytes: Buffer;
    const counterpart = counterpartEvidenceOf(row);
    try {
      pdfBytes = await this.deps.pdf.sign({
        ...pdfInputOf(row),
        document,
        sha256: row.sha256 as string,
        signatures: row.signatures,
        ...(note ? { note } : {}),
        bDeadline: row.bDeadline?.toISOString() ?? null,
        ...(counterpart ? { counterpartB: counterpart } : {}),
      });
    } catch (error) {
      throw new AppError(ErrorCode.CLAIMREPORT_SEAL_UNAVAILABLE, undefined, error);
    }
    const fileId = await files.put(
      `claim-report:${row.id}`,
      'denuncia-firmata.pdf',
      'application/pdf',
      pdfBytes,
    );
    return { pdf: pdfBytes, sha256: sha256Of(pdfBytes), fileId };
  }

  /** The signed copy kept for the report, if any. */
  async stored(row: ClaimReportRow): Promise<SignedCopy | undefined> {
    if (!row.signedPdfFileId) return undefined;
    const pdf = await readAll(this.deps.files, row.signedPdfFileId);
    return pdf ? { pdf, sha256: sha256Of(pdf), fileId: row.signedPdfFileId } : undefined;
  }

  /** The signed copy made again (its file gone), on the row, the copy it replaces deleted. */
  async signedCopy(row: ClaimReportRow): Promise<SignedCopy> {
    return this.inTransaction((_tx, copyOf) => copyOf(row));
  }

  /**
   * Runs `work` in one transaction in which it makes the signed copies it needs (`copyOf(row)`: made, its
   * SHA-256 on the row), so that the signature, the copy and the e-mails that carry it (queued with
   * `{ db: tx }`) commit together or not at all: a crash after the signature can no longer lose the copy's
   * e-mail (docs/decisions/0111). FileStorage is not in the transaction: the files made by a transaction
   * that does not commit are deleted, and those the new copies replace only once it has.
   */
  async inTransaction<T>(
    work: (tx: Db, copyOf: (row: ClaimReportRow, note?: string) => Promise<SignedCopy>) => Promise<T>,
  ): Promise<T> {
    const made: string[] = [];
    const replaced: string[] = [];
    let result: T;
    try {
      result = await this.deps.db.transaction((tx) =>
        work(tx, async (row, note) => {
          const copy = await this.make(row, this.deps.files.within(tx), note);
          made.push(copy.fileId);
          await updateReport(tx, row.id, { signedPdfFileId: copy.fileId, signedSha256: copy.sha256 });
          if (row.signedPdfFileId) replaced.push(row.signedPdfFileId);
          return copy;
        }),
      );
    } catch (error) {
      for (const id of made) await this.deps.files.delete(id);
      throw error;
    }
    for (const id of replaced) await this.deps.files.delete(id);
    return result;
  }

  /** The document to sign while `signing` (or B's), the signed copy once signed. */
  async documentOf(row: ClaimReportRow, toSign = row.state === 'signing') {
    if (row.state === 'draft') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    let bytes = await readAll(this.deps.files, (toSign ? row.pdfFileId : row.signedPdfFileId) ?? '');
    if (!bytes && !toSign) bytes = (await this.signedCopy(row)).pdf;
    if (!bytes) throw notFound();
    const name = `denuncia-${row.id.slice(0, 8)}${toSign ? '' : '-firmata'}.pdf`;
    return { name, content: Readable.from(bytes) };
  }
}
