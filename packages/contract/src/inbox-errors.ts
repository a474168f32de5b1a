/**
 * The error codes of the console's inbox beyond its first three (INBOX_001-003, in `errors.ts`), with their
 * HTTP status: `errors.ts` spreads them into `ErrorCode` and `errorHttpStatus` (docs/decisions/0144).
 */
export const INBOX_CODES = {
  /**
   * The colleague to hand the request to is not an enabled staff account of the agency, or one of another
   * branch than the request's (decisions/0158).
   */
  INBOX_ASSIGNEE: 'INBOX_004',
} as const;

export const INBOX_STATUS = {
  INBOX_004: 400,
} as const;
