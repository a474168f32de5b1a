/**
 * The error codes of one's own data changed in one's area (issue 35 item 2, docs/decisions/0145 and 0146),
 * with their HTTP status: `errors.ts` spreads both into `ErrorCode` and `errorHttpStatus`.
 */
export const OWN_DATA_CODES = {
  /** The new e-mail is another account's: one address, one account. */
  OWNDATA_EMAIL_TAKEN: 'OWNDATA_001',
  /** The IBAN's length is not its country's, or its country is not in the SEPA area. */
  OWNDATA_IBAN_LENGTH: 'OWNDATA_002',
  /** The IBAN's check digits do not match the rest (ISO 13616, mod 97), or it has characters it cannot have. */
  OWNDATA_IBAN_CHECK: 'OWNDATA_003',
  /** The new value is the one the client already has: nothing to change. */
  OWNDATA_SAME: 'OWNDATA_004',
} as const;

export const OWN_DATA_STATUS = {
  OWNDATA_001: 409,
  OWNDATA_002: 400,
  OWNDATA_003: 400,
  OWNDATA_004: 409,
} as const;
