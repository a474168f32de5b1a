import { getAgenziaReply } from '../agency.js';
import { emptyRequest } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../agency.ts. */

export const getAgenzia = {
  method: 'POST',
  path: ApiPath.getAgenzia,
  access: 'public',
  body: emptyRequest.optional(),
  reply: getAgenziaReply,
  errors: [],
} as const satisfies JsonEndpoint;
