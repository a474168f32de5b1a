import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { importReply, importRequest } from '../import.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../import.ts. */

export const importData = {
  method: 'POST',
  path: ApiPath.importData,
  access: 'superuser',
  body: importRequest,
  reply: importReply,
  errors: [ErrorCode.IMPORT_BUSY],
  // Documents travel in base64 in the admin API's feed: room for a few dozen.
  bodyLimit: 64 * 1024 * 1024,
} as const satisfies JsonEndpoint;
