import {
  type ClaimReportLaterKind,
  ClaimReportPath,
  type ClaimReportUpload,
  claimReportFileReply,
  claimReportUploadReply,
  ErrorCode,
} from '@area-clienti/contract';
import { ApiError } from '@/shared/api';
import { api } from '@/shared/backend';
import { sendChunk } from '@/shared/lib/chunks';

/** Tries of one chunk after a dropped connection before the upload stops (it can be resumed later). */
const CHUNK_TRIES = 4;

/** Sends one chunk of the upload's, from the offset it stands at (shared/lib/chunks.ts). */
const sendUploadChunk = async (upload: ClaimReportUpload, bytes: Blob): Promise<ClaimReportUpload> =>
  (
    await sendChunk(
      ClaimReportPath.sendClaimReportChunk,
      { uploadId: upload.uploadId, offset: String(upload.offset) },
      bytes,
      claimReportUploadReply,
    )
  ).upload;

/** What the server holds of an upload now (after a drop: where to go on from). */
const uploadStatus = (uploadId: string) =>
  api
    .call(ClaimReportPath.getClaimReportUpload, { uploadId }, claimReportUploadReply)
    .then((reply) => reply.upload);

/**
 * A photo or a document sent to a report in chunks: started (size and type checked before any byte), each chunk
 * from the offset the server holds, a dropped chunk resumed from what the server says it has, then completed
 * (decoded and kept by the server). `onProgress` gets the bytes the server holds.
 */
export async function uploadClaimFile(
  reportId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  keepPosition = false,
  /** A file added to a sent report: what it is, and the branch's request it answers (decisions/0140). */
  later?: { laterKind: ClaimReportLaterKind; requestId?: number | undefined },
) {
  const started = await api.call(
    ClaimReportPath.startClaimReportUpload,
    {
      reportId,
      name: file.name || 'foto.jpg',
      size: file.size,
      type: file.type || 'application/octet-stream',
      ...(keepPosition ? { keepPosition: true } : {}),
      ...(later ? { laterKind: later.laterKind } : {}),
      ...(later?.requestId ? { requestId: later.requestId } : {}),
    },
    claimReportUploadReply,
  );
  let upload = started.upload;
  let tries = 0;
  while (upload.offset < upload.size) {
    const end = Math.min(upload.size, upload.offset + upload.chunkBytes);
    try {
      upload = await sendUploadChunk(upload, file.slice(upload.offset, end));
      tries = 0;
    } catch (error) {
      tries += 1;
      const dropped = error instanceof ApiError && error.code === ErrorCode.CONNECTION;
      const offsetWrong = error instanceof ApiError && error.code === ErrorCode.CLAIMREPORT_UPLOAD_OFFSET;
      if ((!dropped && !offsetWrong) || tries >= CHUNK_TRIES) throw error;
      upload = await uploadStatus(upload.uploadId);
    }
    onProgress(upload.offset, upload.size);
  }
  const done = await api.call(
    ClaimReportPath.completeClaimReportUpload,
    { uploadId: upload.uploadId },
    claimReportFileReply,
  );
  return done.file;
}
