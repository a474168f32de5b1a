import { emptyRequest } from '../auth.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { acceptFeaTermsRequest, feaTermsReply } from '../fea-terms.js';

/** The FEA service terms (issue 34 item 4): where the client stands, and the acceptance of the current version. */

export const getFeaTerms = {
  method: 'POST',
  path: ClaimReportPath.getFeaTerms,
  access: 'user',
  body: emptyRequest,
  reply: feaTermsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const acceptFeaTerms = {
  method: 'POST',
  path: ClaimReportPath.acceptFeaTerms,
  access: 'user',
  body: acceptFeaTermsRequest,
  reply: feaTermsReply,
  // A version other than the one in force (a page opened before the terms changed).
  errors: [ErrorCode.FEA_TERMS_NOT_ACCEPTED],
} as const satisfies JsonEndpoint;
