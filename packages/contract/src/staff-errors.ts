/**
 * The error codes of the console's staff accounts (issue 37, decisions/0157), with their HTTP status:
 * `errors.ts` spreads them into `ErrorCode` and `errorHttpStatus` through feature-errors.ts.
 */
export const STAFF_CODES = {
  /** The branch chosen as a staff account's scope is not a branch of the agency's feed. */
  STAFF_UNKNOWN_BRANCH: 'STAFF_001',
  /** The account acted on through the staff calls is a client's, not the agency's. */
  STAFF_NOT_STAFF: 'STAFF_002',
  /** A Superuser may not disable their own account nor reset their own second factor. */
  STAFF_SELF: 'STAFF_003',
} as const;

export const STAFF_STATUS = {
  STAFF_001: 400,
  STAFF_002: 400,
  STAFF_003: 400,
} as const;
