/**
 * The error codes of an Italian address (issue 35 item 2, docs/decisions/0147), with their HTTP status:
 * `errors.ts` spreads both into `ErrorCode` and `errorHttpStatus`, as it does the claim report's.
 */
export const ADDRESS_CODES = {
  /** The CAP is not 5 digits. */
  ADDRESS_CAP_FORMAT: 'ADDRESS_001',
  /** The comune is not in ISTAT's list of the comuni shipped with the product. */
  ADDRESS_COMUNE_UNKNOWN: 'ADDRESS_002',
  /** The province is not the comune's. */
  ADDRESS_PROVINCE_MISMATCH: 'ADDRESS_003',
  /** The CAP is not one of the comune's. */
  ADDRESS_CAP_MISMATCH: 'ADDRESS_004',
} as const;

export const ADDRESS_STATUS = {
  ADDRESS_001: 400,
  ADDRESS_002: 400,
  ADDRESS_003: 400,
  ADDRESS_004: 400,
} as const;
