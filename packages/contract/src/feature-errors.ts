import { ADDRESS_CODES, ADDRESS_STATUS } from './address-errors.js';
import { CLAIM_REPORT_CODES, CLAIM_REPORT_STATUS } from './claim-report-errors.js';
import { FEED_UPLOAD_CODES, FEED_UPLOAD_STATUS } from './feed-upload-errors.js';
import { INBOX_CODES, INBOX_STATUS } from './inbox-errors.js';
import { OWN_DATA_CODES, OWN_DATA_STATUS } from './own-data-errors.js';
import { PAYMENT_CODES, PAYMENT_STATUS } from './payment-errors.js';
import { REQUEST_CODES, REQUEST_STATUS } from './request-errors.js';
import { STAFF_CODES, STAFF_STATUS } from './staff-errors.js';

/**
 * The error codes a feature keeps in a file of its own (`<feature>-errors.ts`, each code with its meaning
 * and HTTP status), gathered here for `errors.ts`, which spreads them into `ErrorCode` and
 * `errorHttpStatus`: a new feature's file joins these two lists, and errors.ts stays one table.
 */
export const FEATURE_CODES = {
  ...CLAIM_REPORT_CODES,
  ...INBOX_CODES,
  ...REQUEST_CODES,
  ...OWN_DATA_CODES,
  ...ADDRESS_CODES,
  ...PAYMENT_CODES,
  ...STAFF_CODES,
  ...FEED_UPLOAD_CODES,
} as const;

export const FEATURE_STATUS = {
  ...CLAIM_REPORT_STATUS,
  ...INBOX_STATUS,
  ...REQUEST_STATUS,
  ...OWN_DATA_STATUS,
  ...ADDRESS_STATUS,
  ...PAYMENT_STATUS,
  ...STAFF_STATUS,
  ...FEED_UPLOAD_STATUS,
} as const;
