import { suggestComuniReply, suggestComuniRequest } from '../address.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../address.ts. */

export const suggestComuni = {
  method: 'POST',
  path: ApiPath.suggestComuni,
  access: 'user',
  body: suggestComuniRequest,
  reply: suggestComuniReply,
  errors: [ErrorCode.TOO_MANY_REQUESTS],
} as const satisfies JsonEndpoint;
