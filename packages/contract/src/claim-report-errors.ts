/**
 * The error codes of a claim report's files (docs/decisions/0114), of driver B as a signer (0134) and of the
 * agency's desk (0142), with their HTTP status: `errors.ts` spreads both into `ErrorCode` and
 * `errorHttpStatus`, whose one file they would have taken past its 400 lines.
 */
export const CLAIM_REPORT_CODES = {
  // Photos and attachments of a claim report (docs/decisions/0114)
  /** The file is empty (zero bytes). */
  CLAIMREPORT_FILE_EMPTY: 'CLAIMREPORTFILE_001',
  /** The report already has its 20 files. */
  CLAIMREPORT_FILE_TOO_MANY: 'CLAIMREPORTFILE_002',
  /** The bytes are not what the file says: no photo decodes from them, no PDF parses (a script, HTML). */
  CLAIMREPORT_FILE_UNREADABLE: 'CLAIMREPORTFILE_003',
  /** A PDF that carries JavaScript, a launch action, embedded files or encryption: refused unread. */
  CLAIMREPORT_FILE_UNSAFE: 'CLAIMREPORTFILE_004',
  /** The report has been sent: its files no longer change. */
  CLAIMREPORT_FILE_LOCKED: 'CLAIMREPORTFILE_005',
  /** A chunk that does not start where the upload stands: the client asks the upload's offset and resumes. */
  CLAIMREPORT_UPLOAD_OFFSET: 'CLAIMREPORTFILE_006',
  /** Completing an upload whose bytes have not all arrived. */
  CLAIMREPORT_UPLOAD_INCOMPLETE: 'CLAIMREPORTFILE_007',
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
  /**
   * The account to assign the report to is not an enabled staff account of the agency, or one of another
   * branch than the report's client's (decisions/0158).
   */
  CLAIMDESK_ASSIGNEE: 'CLAIMDESK_002',
  /** The claim to link is not one of the report's client in the agency's data. */
  CLAIMDESK_CLAIM: 'CLAIMDESK_003',
} as const;

export const CLAIM_REPORT_STATUS = {
  CLAIMREPORTFILE_001: 400,
  CLAIMREPORTFILE_002: 409,
  CLAIMREPORTFILE_003: 415,
  CLAIMREPORTFILE_004: 415,
  CLAIMREPORTFILE_005: 409,
  CLAIMREPORTFILE_006: 409,
  CLAIMREPORTFILE_007: 409,
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
