import { ANY_FILE_TYPE, type FileEndpoint, type JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  accessiReply,
  accessiRequest,
  endOtherSessionsReply,
  endOtherSessionsRequest,
  myDataRequest,
} from '../my-data.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../my-data.ts. */

export const getAccessi = {
  method: 'POST',
  path: ApiPath.getAccessi,
  access: 'user',
  body: accessiRequest,
  reply: accessiReply,
  errors: [],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;

export const endOtherSessions = {
  method: 'POST',
  path: ApiPath.endOtherSessions,
  access: 'user',
  body: endOtherSessionsRequest,
  reply: endOtherSessionsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getMieiDati = {
  method: 'POST',
  path: ApiPath.getMieiDati,
  access: 'user',
  stepUp: true,
  body: myDataRequest,
  file: ANY_FILE_TYPE,
  errors: [ErrorCode.TOO_MANY_REQUESTS],
} as const satisfies FileEndpoint;
