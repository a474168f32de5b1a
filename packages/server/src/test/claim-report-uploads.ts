/** A claim report's files sent as the web app sends them: in chunks, then completed (docs/decisions/0114). */
import { ClaimReportPath } from '@area-clienti/contract';
import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { BOUNDARY, form } from './multipart.js';

/** One chunk as the browser sends it: the upload's id and offset, then the bytes as a file part. */
export const sendChunk = (t: TestContext, token: string, uploadId: string, offset: number, bytes: Buffer) =>
  t.inject({
    method: 'POST',
    url: ClaimReportPath.sendClaimReportChunk,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${token}`,
    },
    payload: form([
      { field: 'uploadId', value: uploadId },
      { field: 'offset', value: String(offset) },
      { field: 'chunk', file: 'blob', type: 'application/octet-stream', bytes },
    ]),
  });

/** A whole file sent in one chunk and completed: the reply of the completion. */
export async function uploadWhole(
  t: TestContext,
  token: string,
  file: { reportId: string; name: string; type: string; bytes: Buffer; keepPosition?: boolean },
) {
  const started = await t.post(
    ClaimReportPath.startClaimReportUpload,
    {
      reportId: file.reportId,
      name: file.name,
      size: file.bytes.length,
      type: file.type,
      keepPosition: file.keepPosition ?? false,
    },
    token,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { uploadId } = started.json().upload;
  const sent = await sendChunk(t, token, uploadId, 0, file.bytes);
  expect(sent.statusCode, sent.body).toBe(200);
  return t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, token);
}
