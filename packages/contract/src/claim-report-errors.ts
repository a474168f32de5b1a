/**
 * The error codes of driver B as a signer (docs/decisions/0134) and of the agency's desk (docs/decisions/0142),
 * with their HTTP status: `errors.ts` spreads both into `ErrorCode` and `errorHttpStatus`, whose one file
 * they would have taken past its 400 lines.
 */
export const CLAIM_SIGNER_AND_DESK_CODES = {
  // Driver B as a signer (issue 34, docs/decisions/0134): B's identity, refusal and corrections
  /** B's identity: a field missing or not well formed (`detail` the field: name, surname, birthDate, …). */
  CLAIMB_IDENTITY: 'CLAIMB_001',
  /** B's tax code: its check character (the 16th) does not match the other 15. */
  CLAIMB_TAX_CODE_CHECK: 'CLAIMB_002',
  /** B's tax code does not match the name, surname or birth date B typed. */
  CLAIMB_TAX_CODE_MISMATCH: 'CLAIMB_003',
  /** A code asked, a signature, a refusal or a correction before B confirmed who B is. */
  CLAIMB_IDENTITY_FIRST: 'CLAIMB_004',
  /** B's reason for not agreeing: missing, shorter than 10 or longer than 1000 characters. */
  CLAIMB_REASON: 'CLAIMB_005',
  /** B's corrections change nothing, or a section is not B's own. */
  CLAIMB_NO_CHANGE: 'CLAIMB_006',
  /**
   * B is A: B's mobile is A's own verified mobile (at A's submission), or B's tax code is A's (at B's
   * identity); one person cannot sign for both drivers (docs/decisions/0134).
   */
  CLAIMB_SAME_AS_A: 'CLAIMB_007',
  /** B already corrected B's sections once (accepted or not): one round only (docs/decisions/0134). */
  CLAIMB_CORRECTED_ONCE: 'CLAIMB_008',
  // The agency's desk in the console (docs/decisions/0142)
  /** The report is closed, or already taken in charge: the act does not apply to it as it stands. */
  CLAIMDESK_STATE: 'CLAIMDESK_001',
  /** The account to assign the report to is not an enabled staff account of the agency. */
  CLAIMDESK_ASSIGNEE: 'CLAIMDESK_002',
  /** The claim to link is not one of the report's client in the agency's data. */
  CLAIMDESK_CLAIM: 'CLAIMDESK_003',
} as const;

export const CLAIM_SIGNER_AND_DESK_STATUS = {
  CLAIMB_001: 400,
  CLAIMB_002: 400,
  CLAIMB_003: 400,
  CLAIMB_004: 409,
  CLAIMB_005: 400,
  CLAIMB_006: 400,
  CLAIMB_007: 400,
  CLAIMB_008: 409,
  CLAIMDESK_001: 409,
  CLAIMDESK_002: 400,
  CLAIMDESK_003: 400,
} as const;
