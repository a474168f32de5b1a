import { clientFileReply, clientFileRequest } from '../client-file.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../client-file.ts. */

export const getClientFile = {
  method: 'POST',
  path: ApiPath.getClientFile,
  access: 'staff',
  body: clientFileRequest,
  reply: clientFileReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;
