import {
  clientDocumentFileRequest,
  clientDocumentsReply,
  clientDocumentsRequest,
  clientFileReply,
  clientFileRequest,
  clientIbanRequest,
} from '../client-file.js';
import { ANY_FILE_TYPE, type FileEndpoint, type JsonEndpoint } from '../endpoint.js';
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

export const getClientDocuments = {
  method: 'POST',
  path: ApiPath.getClientDocuments,
  access: 'staff',
  body: clientDocumentsRequest,
  reply: clientDocumentsReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const getClientDocumentFile = {
  method: 'POST',
  path: ApiPath.getClientDocumentFile,
  access: 'staff',
  body: clientDocumentFileRequest,
  file: ANY_FILE_TYPE,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED],
} as const satisfies FileEndpoint;
