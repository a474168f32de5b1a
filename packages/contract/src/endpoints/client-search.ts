import { searchClientsReply, searchClientsRequest } from '../client-search.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../client-search.ts. */

export const searchClients = {
  method: 'POST',
  path: ApiPath.searchClients,
  access: 'staff',
  body: searchClientsRequest,
  reply: searchClientsReply,
  errors: [ErrorCode.TOO_MANY_REQUESTS],
} as const satisfies JsonEndpoint;
