import {
  ApiPath,
  ErrorCode,
  type FeedProgress,
  feedProgressReply,
  importHistoryReply,
  type UploadFeedReply,
  uploadFeedReply,
} from '@area-clienti/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { fileOfResponse } from '@/shared/lib/download';
import { session } from '@/shared/session';

/** How often the page asks how far the server is (getFeedProgress) while the upload call works. */
const POLL_MS = 400;

/** Where an upload is: the browser sending the file, then the server's phases (decisions/0102). */
export type UploadProgress = { phase: 'sending'; done: number; total: number } | FeedProgress;

/** An upload that ended without an outcome: the call's error code (or null when there was no answer). */
export class UploadRefused extends Error {
  constructor(readonly code: string | null) {
    super(`upload refused: ${code ?? 'no answer'}`);
  }
}

/**
 * Sends the feed (multipart: the progress key first, then the file) with XMLHttpRequest, the one browser
 * API that tells how far a request body has gone; meanwhile asks the server how far its work is. Resolves
 * with the import's outcome, or rejects with UploadRefused.
 */
export function uploadFeed(
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadFeedReply> {
  const progressKey = crypto.randomUUID();
  const body = new FormData();
  body.append('progressKey', progressKey);
  body.append('feed', file, file.name);
  const request = new XMLHttpRequest();
  let serverWorking = false;
  const poll = window.setInterval(async () => {
    if (!serverWorking) return;
    try {
      const { progress } = await api.call(ApiPath.getFeedProgress, { progressKey }, feedProgressReply);
      if (progress) onProgress(progress);
    } catch {
      // A missed reading: the next one, or the upload's own answer, tells.
    }
  }, POLL_MS);
  return new Promise<UploadFeedReply>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      onProgress({
        phase: 'sending',
        done: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    };
    request.upload.onload = () => {
      serverWorking = true;
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON: a proxy's page; handled as no answer below.
      }
      const parsed = uploadFeedReply.safeParse(payload);
      if (request.status === 200 && parsed.success) resolve(parsed.data);
      else reject(new UploadRefused((payload as { error?: { code?: string } } | null)?.error?.code ?? null));
    };
    request.onerror = () => reject(new UploadRefused(ErrorCode.CONNECTION));
    request.open('POST', ApiPath.uploadFeed);
    const token = session.read()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.send(body);
  }).finally(() => window.clearInterval(poll));
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
