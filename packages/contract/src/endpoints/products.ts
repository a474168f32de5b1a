import { emptyRequest } from '../auth.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ApiPath } from '../paths.js';
import { productsReply } from '../products.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../products.ts. */

export const getProdotti = {
  method: 'POST',
  path: ApiPath.getProdotti,
  access: 'public',
  body: emptyRequest.optional(),
  reply: productsReply,
  errors: [],
} as const satisfies JsonEndpoint;
