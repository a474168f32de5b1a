import { ErrorCode } from '@area-clienti/contract';
import type { z } from 'zod';
import { ApiError } from '@/shared/api';
import { session } from '@/shared/session';

/**
 * Sends one chunk of a file sent in chunks (a claim report's photos, decisions/0114; a feed, 0159): a
 * multipart form of the text `fields` (the upload, the offset it starts at) then the bytes. The JSON client
 * does not send forms; the session's token goes as it does. A dropped connection is ApiError CONNECTION:
 * the caller asks where the upload stands and resumes from there.
 */
export async function sendChunk<T>(
  path: string,
  fields: Record<string, string>,
  bytes: Blob,
  reply: z.ZodType<T>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('chunk', bytes, 'chunk');
  const token = session.read()?.token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(ErrorCode.CONNECTION, 0);
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  const parsed = reply.safeParse(payload);
  if (response.ok && parsed.success) return parsed.data;
  const code = (payload as { error?: { code?: string } } | null)?.error?.code ?? ErrorCode.CONNECTION;
  throw new ApiError(code as ErrorCode, response.status);
}
