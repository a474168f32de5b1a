import { Readable } from 'node:stream';
import { ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { pdfInputOf, type ReportPdf } from './pdf.js';
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

/** The documents of a report: the one signed, and its signed copy with the evidence page. */
export class SignedCopies {
  constructor(private readonly deps: { db: Db; files: FileStorage; pdf: ReportPdf }) {}

  /**
   * The signed copy, made from the document signed and its signatures (again when B signs or B's time
   * runs out): kept in FileStorage, its SHA-256 on the row.
   */
  async signedCopy(row: ClaimReportRow, note?: string): Promise<{ pdf: Buffer; sha256: string }> {
    const { files, pdf } = this.deps;
    const pdfBytes = await pdf.sign({
      ...pdfInputOf(row),
      sha256: row.sha256 as string,
      signatures: row.signatures,
      ...(note ? { note } : {}),
    });
    const sha256 = sha256Of(pdfBytes);
    const fileId = await files.put(
      `claim-report:${row.id}`,
      'denuncia-firmata.pdf',
      'application/pdf',
      pdfBytes,
    );
    await updateReport(this.deps.db, row.id, { signedPdfFileId: fileId, signedSha256: sha256 });
    if (row.signedPdfFileId) await files.delete(row.signedPdfFileId);
    return { pdf: pdfBytes, sha256 };
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
