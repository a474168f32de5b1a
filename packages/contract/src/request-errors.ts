/**
 * The error codes of a client's requests (issue 35, docs/decisions/0143), with their HTTP status: `errors.ts`
 * spreads both into `ErrorCode` and `errorHttpStatus`.
 */
export const REQUEST_CODES = {
  /** A reply to a closed request: a new question is a new request (docs/decisions/0143). */
  REQUEST_CLOSED: 'RICHIESTA_001',
} as const;

export const REQUEST_STATUS = {
  RICHIESTA_001: 409,
} as const;
