import { clientFileReply, clientFileRequest, clientIbanRequest } from '../client-file.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';
import { ibanCompletoReply } from '../second-factor.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../client-file.ts. */

export const getClientFile = {
  method: 'POST',
  path: ApiPath.getClientFile,
  access: 'staff',
  body: clientFileRequest,
  reply: clientFileReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.TOO_MANY_REQUESTS],
} as const satisfies JsonEndpoint;

export const getClientIban = {
  method: 'POST',
  path: ApiPath.getClientIban,
  access: 'staff',
  stepUp: true,
  body: clientIbanRequest,
  reply: ibanCompletoReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED, ErrorCode.SECONDFACTOR_STEP_UP],
} as const satisfies JsonEndpoint;
