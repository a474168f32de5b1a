import {
  ApiPath,
  ErrorCode,
  type FeedProgress,
  feedProgressReply,
  feedUploadReply,
  importHistoryReply,
  type UploadFeedReply,
  uploadFeedReply,
} from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/shared/api';
import { api } from '@/shared/backend';
import { sendChunk } from '@/shared/lib/chunks';
import { fileOfResponse } from '@/shared/lib/download';

/** How often the page asks how far the server is (getFeedProgress) while the import call works. */
const POLL_MS = 400;

/** Where an upload is: the browser sending the file, then the server's phases (decisions/0102). */
export type UploadProgress = { phase: 'sending'; done: number; total: number } | FeedProgress;

/** An upload that ended without an outcome: the call's error code (or null when there was no answer). */
export class UploadRefused extends Error {
  constructor(readonly code: string | null) {
    super(`upload refused: ${code ?? 'no answer'}`);
  }
}

/** Where one file of the feed is: waiting its turn, being sent, resumed after a drop, received whole. */
export type FileState = 'waiting' | 'sending' | 'resuming' | 'received';
/** A row of the progress board: the file's name, the bytes the server holds of it, its state. */
export interface FileProgress {
  name: string;
  size: number;
  received: number;
  state: FileState;
}

/** Tries of one chunk after a dropped connection or a wrong offset before the upload stops. */
const CHUNK_TRIES = 5;

const uploadStatus = (uploadId: string) =>
  api.call(ApiPath.getFeedUpload, { uploadId }, feedUploadReply).then((reply) => reply.upload);

/**
 * Sends the feed's files in chunks (decisions/0159): started with their names and sizes, each file from the
 * offset the server holds, a dropped chunk resumed from what the server says it has; then imported, while
 * the server's work is asked by getFeedProgress. `onFiles` gets the board's rows, `onProgress` the bar's.
 * Resolves with the import's outcome, or rejects with UploadRefused.
 */
export async function uploadFeed(
  files: File[],
  onFiles: (files: FileProgress[]) => void,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadFeedReply> {
  const board: FileProgress[] = files.map((file) => ({
    name: file.name,
    size: file.size,
    received: 0,
    state: 'waiting',
  }));
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const show = () => {
    onFiles(board.map((row) => ({ ...row })));
    onProgress({ phase: 'sending', done: board.reduce((sum, row) => sum + row.received, 0), total });
  };
  show();
  try {
    let { upload } = await api.call(
      ApiPath.startFeedUpload,
      { files: files.map((file) => ({ name: file.name, size: file.size })) },
      feedUploadReply,
    );
    for (const [index, file] of files.entries()) {
      const row = board[index] as FileProgress;
      let tries = 0;
      for (;;) {
        const offset = upload.files[index]?.offset ?? 0;
        row.received = offset;
        row.state = offset >= file.size ? 'received' : tries > 0 ? 'resuming' : 'sending';
        show();
        if (offset >= file.size) break;
        try {
          const fields = { uploadId: upload.uploadId, file: String(index), offset: String(offset) };
          const bytes = file.slice(offset, Math.min(file.size, offset + upload.chunkBytes));
          upload = (await sendChunk(ApiPath.sendFeedChunk, fields, bytes, feedUploadReply)).upload;
          tries = 0;
        } catch (error) {
          tries += 1;
          const code = error instanceof ApiError ? error.code : null;
          const resumable = code === ErrorCode.CONNECTION || code === ErrorCode.FEED_UPLOAD_OFFSET;
          if (!resumable || tries >= CHUNK_TRIES) throw error;
          row.state = 'resuming';
          show();
          upload = await uploadStatus(upload.uploadId);
        }
      }
    }
    return await importUpload(upload.uploadId, onProgress);
  } catch (error) {
    throw new UploadRefused(error instanceof ApiError ? error.code : null);
  }
}

/** The whole upload imported, the server's phases asked meanwhile. */
async function importUpload(uploadId: string, onProgress: (progress: UploadProgress) => void) {
  const progressKey = crypto.randomUUID();
  const poll = window.setInterval(async () => {
    try {
      const { progress } = await api.call(ApiPath.getFeedProgress, { progressKey }, feedProgressReply);
      if (progress) onProgress(progress);
    } catch {
      // A missed reading: the next one, or the import's own answer, tells.
    }
  }, POLL_MS);
  try {
    return await api.call(ApiPath.importFeedUpload, { uploadId, progressKey }, uploadFeedReply);
  } finally {
    window.clearInterval(poll);
  }
}

/** The history of imports, newest first, a page at a time (getImportHistory). */
export const importHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getImportHistory'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call(ApiPath.getImportHistory, pageParam ? { after: pageParam } : {}, importHistoryReply, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });

/** A refused import's report as the CSV file the server writes (getImportReport): its name and bytes. */
export async function importReport(importId: string) {
  const response = await api.callForFile(ApiPath.getImportReport, { importId }, 'text/csv');
  return fileOfResponse(response, `segnalazioni-import-${importId}.csv`);
}
