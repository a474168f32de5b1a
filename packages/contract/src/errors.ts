import { FEATURE_CODES, FEATURE_STATUS } from './feature-errors.js';

/**
 * Every error code the API can answer with. Codes fixed by the specification keep its spelling;
 * the ones we added (validation, not found, forbidden, group failure) are recorded in docs/decisions.
 */
export const ErrorCode = {
  /** Missing, unknown, expired or revoked session token. */
  TOKEN: 'TOKEN_1001',
  /** The database cannot be reached. */
  CONNECTION: 'CONNECTION_ERROR',
  /** The user behind the token (or logging in) is disabled. */
  USER_DISABLED: 'USERDISABLED_001',
  /** Wrong user or password: one answer for both, so accounts cannot be probed. */
  LOGIN_INVALID: 'LOGIN_001',
  /** Too many failed logins for the account or the address. */
  LOGIN_LOCKED: 'LOGIN_002',
  /** The user has no registration for this application ("group failure"). */
  LOGIN_GROUP: 'LOGIN_003',
  /** A section or a whole dossier is being refreshed by the agency. */
  DATA_LOCKED: 'DATALOCKED',
  /** The body does not match the call's schema, or is not JSON. */
  VALIDATION: 'VALIDATION_001',
  /** The body is larger than the server accepts (1 MiB). */
  BODY_TOO_LARGE: 'VALIDATION_002',
  /** The body is not sent as JSON (Content-Type). */
  UNSUPPORTED_MEDIA_TYPE: 'VALIDATION_003',
  /** The thing asked for does not exist, or belongs to someone else (answered alike). */
  NOT_FOUND: 'NOTFOUND_001',
  /** The route exists but the caller's role does not allow it, or a body userID is not the caller's. */
  FORBIDDEN: 'FORBIDDEN_001',
  /** No such endpoint. */
  UNKNOWN_ENDPOINT: 'ENDPOINT_001',
  /** Anything unexpected; details go to the log, never to the caller. */
  INTERNAL: 'INTERNAL_ERROR',
  /**
   * The agency asked for a new password and it is not chosen yet: only the calls of the post-login steps
   * are served until it is (docs/decisions/0040).
   */
  PASSWORD_UPDATE_PENDING: 'PASSWORDUPDATE_001',

  // Registration (SPEC §8 "Registration create")
  /** No client matches the tax code and policy number (generic create error). */
  ONBOARDING_NO_MATCH: 'ONBOARDING_004',
  /** The privacy notice was not read or a consent the template asks for is missing (generic create error). */
  ONBOARDING_PRIVACY: 'ONBOARDING_006',
  /** Already registered: the e-mail belongs to another account. */
  ONBOARDING_EMAIL_TAKEN: 'ONBOARDING_001',
  /** Already registered: the agency created the account and sent (or will send) a first-access invite. */
  ONBOARDING_AWAITING_INVITE: 'ONBOARDING_005',
  /** Already registered: this client has a completed account. */
  ONBOARDING_ALREADY_REGISTERED: 'ONBOARDING_012',
  /** More than 3 registration attempts in 24 hours. */
  ONBOARDING_TOO_MANY: 'ONBOARDING_010',
  /** This client's registration was started and not finished: log in to complete it. */
  ONBOARDING_PENDING: 'ONBOARDING_011',
  /** The password breaks the rule (8+ characters, a lowercase, an uppercase, a digit). */
  ONBOARDING_PASSWORD: 'ONBOARDING_013',
  /** Wrong e-mail code. */
  EMAIL_CODE_WRONG: 'ONBOARDING_VE_002',
  /** Too many wrong e-mail codes: ask for a new one. */
  EMAIL_CODE_LOCKED: 'ONBOARDING_VE_006',
  /** Wrong SMS code. */
  PHONE_CODE_WRONG: 'ONBOARDING_AU_004',
  /** Too many wrong SMS codes (or invite attempts). */
  PHONE_CODE_LOCKED: 'ONBOARDING_AU_013',
  /** Unknown or already used invite. */
  INVITE_INVALID: 'ONBOARDING_AU_014',
  /** Expired invite. */
  INVITE_EXPIRED: 'ONBOARDING_AU_015',
  /**
   * The agency asked for an invite to a disabled account: enable it first. Not USERDISABLED_001, which
   * always means the caller (a client that reads it leaves for /login/0003).
   */
  INVITEE_DISABLED: 'INVITE_001',
  /** Not an Italian mobile number. */
  PHONE_INVALID: 'PHONE_001',
  /** A code was resent too soon or too often. */
  RESEND_LIMIT: 'RESEND_001',
  /** The SMTP server or the SMS gateway refused or did not answer: the code was not sent; try again. */
  DELIVERY_FAILED: 'DELIVERY_001',

  // Passwords
  /** Wrong current password. */
  CHANGEPASSWORD_WRONG: 'CHANGEPASSWORD_001',
  /** The new password breaks the rule. */
  CHANGEPASSWORD_RULES: 'CHANGEPASSWORD_002',
  /** Unknown, used or expired recovery code. */
  RECOVERY_CODE: 'FORGOTPWD_VC_001',
  /** The new password breaks the rule (recovery). */
  RECOVERY_RULES: 'FORGOTPWD_VC_003',

  /**
   * A call asked for too often in its window (the data export, docs/decisions/0061; the console's search,
   * decisions/0132, with `retryAfterMinutes` and `Retry-After`): wait and try again. Not RESEND_001 or
   * FORMCONTATTI_001, which name their own flows to the web app.
   */
  TOO_MANY_REQUESTS: 'LIMIT_001',

  // Single sign-on
  /** Not a JWE we can decrypt with the shared key, or not the expected claims. */
  SSO_INVALID: 'SSO_001',
  /** Older than the accepted minute. */
  SSO_EXPIRED: 'SSO_002',
  /** Already used (its jti was seen). */
  SSO_REPLAYED: 'SSO_003',
  /** Unknown user, autologin off, or single sign-on not configured. */
  SSO_NOT_ALLOWED: 'SSO_004',

  // Passkeys (docs/decisions/0093)
  /** The ceremony's challenge is unknown, already answered or expired: start again. */
  PASSKEY_CHALLENGE: 'PASSKEY_001',
  /** No passkey of this site answers to that credential, or its signature does not verify. */
  PASSKEY_NOT_RECOGNISED: 'PASSKEY_002',
  /** The new passkey's answer does not verify (another site, no user verification, a bad attestation). */
  PASSKEY_NOT_ADDED: 'PASSKEY_003',
  /** The account holds the most passkeys it may (MAX_PASSKEYS): remove one first. */
  PASSKEY_TOO_MANY: 'PASSKEY_004',
  /** This passkey is already registered. */
  PASSKEY_DUPLICATE: 'PASSKEY_005',

  // The second factor (docs/decisions/0091, 0092)
  /** The session waits for its second factor (or, for Staff and Superuser, for its set-up): only its calls are served. */
  SECONDFACTOR_PENDING: 'SECONDFACTOR_001',
  /** The call needs a fresh second factor (a step-up): given within the last 10 minutes. */
  SECONDFACTOR_STEP_UP: 'SECONDFACTOR_002',
  /** Wrong, expired or already used code (app, recovery or SMS). */
  SECONDFACTOR_WRONG: 'SECONDFACTOR_003',
  /** Too many wrong codes: locked for a while (`retryAfterMinutes`). */
  SECONDFACTOR_LOCKED: 'SECONDFACTOR_004',
  /** Already set up (to set it up again, turn it off first), or not set up for a call that needs it. */
  SECONDFACTOR_STATE: 'SECONDFACTOR_005',
  /** No verified mobile to send an SMS code to. */
  SECONDFACTOR_NO_MOBILE: 'SECONDFACTOR_006',
  /**
   * An SMS code at login (a session waiting for its second factor, or for the app's set-up): the account has
   * the app, the stronger factor, and keeps it; its code or a recovery code (docs/decisions/0131).
   */
  SECONDFACTOR_SMS_REFUSED: 'SECONDFACTOR_007',

  // Privacy
  /** The consents sent do not match the template (unknown key, a required one missing). */
  PRIVACY_MISMATCH: 'PRIVACY_001',
  /** A consent the template marks "(necessario)" answered no: the service cannot be given without it. */
  NECESSARY_CONSENT: 'PRIVACY_002',

  // Login messages and privacy templates, written by the agency (docs/decisions/0047)
  /** A user ID in the message's audience has no account. */
  MESSAGE_UNKNOWN_RECIPIENT: 'MESSAGE_001',
  /** Nothing is left of the message's text once the HTML it may not hold is taken out. */
  MESSAGE_EMPTY: 'MESSAGE_002',
  /** The message's expiry is not in the future (when it is written, or when it is published). */
  MESSAGE_EXPIRED: 'MESSAGE_003',
  /** A message's filter names a branch the feed does not have. */
  MESSAGE_UNKNOWN_BRANCH: 'MESSAGE_004',
  /** A version of this privacy type with this template ID exists already. */
  TEMPLATE_DUPLICATE: 'TEMPLATE_001',
  /** Not in a state that allows it: only a draft is published, and a withdrawn one stays withdrawn. */
  CONTENT_STATE: 'CONTENT_001',

  // Contact forms (SPEC §8 "Contact")
  /** Too many requests from this user, address, e-mail or phone in the hour. */
  CONTACT_TOO_MANY: 'FORMCONTATTI_001',
  /** A required field is missing: name, surname, subject, message (authenticated) or privacy (public). */
  CONTACT_MISSING_DATA: 'FORMCONTATTI_002',
  /** No usable contact, or a malformed one: an e-mail (valid, at most 128 characters) or a phone number. */
  CONTACT_BAD_CONTACT: 'FORMCONTATTI_003',

  // The agency's inbox of contact requests (docs/decisions/0104)
  /** The request's state does not allow the act: answer one not taken, or act on a closed one. */
  INBOX_STATE: 'INBOX_001',
  /** Another staff member took the request: only they answer or close it. */
  INBOX_TAKEN: 'INBOX_002',
  /** The request left no e-mail to answer to: the branch calls the client back. */
  INBOX_NO_EMAIL: 'INBOX_003',

  // The agency's import (docs/import.md)
  /** Another import is running: imports run one at a time. */
  IMPORT_BUSY: 'IMPORT_001',
  /** The feed named cannot be read: no such file or folder, or a folder with no .jsonl or .json file. */
  IMPORT_NO_FEED: 'IMPORT_002',
  /** An uploaded feed is neither a readable .zip nor a .jsonl file (docs/decisions/0102). */
  IMPORT_NOT_A_FEED: 'IMPORT_003',
  /** An uploaded .zip holds a path outside its folder, an entry named twice or too many bytes once unpacked. */
  IMPORT_UNSAFE_ARCHIVE: 'IMPORT_004',

  // Bringing imported clients in (docs/decisions/0100)
  /** The client has no e-mail address in the agency's feed: there is nowhere to send the invite. */
  INVITATION_NO_EMAIL: 'INVITATION_001',
  /** The client's e-mail address is another account's: one address, one account. */
  INVITATION_EMAIL_TAKEN: 'INVITATION_002',
  /** A bulk invitation's filter names a branch the feed does not have. */
  INVITATION_UNKNOWN_BRANCH: 'INVITATION_003',
  /** No client the filter chooses is still to be invited. */
  INVITATION_NOBODY: 'INVITATION_004',
  /** The pace is out of INVITATION_PACE. */
  INVITATION_PACE: 'INVITATION_005',
  /** Pausing what is not running, resuming what is not paused (a finished one is neither). */
  INVITATION_STATE: 'INVITATION_006',

  // Files sent to a call (docs/decisions/0070)
  /** An upload's file is larger than the call takes (docs/decisions/0070). */
  UPLOAD_TOO_LARGE: 'UPLOAD_001',
  /** An upload sends more files than the call takes, or none where one is needed. */
  UPLOAD_FILE_COUNT: 'UPLOAD_002',
  /** An upload's file is of a type the call does not take. */
  UPLOAD_BAD_TYPE: 'UPLOAD_003',

  // Reporting a claim online (issue 22, docs/decisions/0110, 0111)
  /** The date of the event is in the future. */
  CLAIMREPORT_FUTURE_DATE: 'CLAIMREPORT_001',
  /** The policy was not in force on the date of the event. */
  CLAIMREPORT_NOT_IN_FORCE: 'CLAIMREPORT_002',
  /** The report was saved meanwhile (another device): reload it before saving again. */
  CLAIMREPORT_VERSION: 'CLAIMREPORT_003',
  /** The report's state does not allow the act (a draft only is saved or deleted, only one submitted is confirmed). */
  CLAIMREPORT_STATE: 'CLAIMREPORT_004',
  /** A required field is missing at submission: `detail` names the first (claimReportMissing). */
  CLAIMREPORT_INCOMPLETE: 'CLAIMREPORT_005',
  /** The IBAN is not a valid Italian IBAN (mod 97). */
  CLAIMREPORT_BAD_IBAN: 'CLAIMREPORT_006',
  /** Injuries reported without the explicit consent to health data. */
  CLAIMREPORT_HEALTH_CONSENT: 'CLAIMREPORT_007',
  /** The report does not fit the policy: a CAI for a policy without a plate, or a coverage the policy lacks. */
  CLAIMREPORT_COVERAGE: 'CLAIMREPORT_008',
  /** The client has no verified mobile to send the signing code to. */
  CLAIMREPORT_NO_MOBILE: 'CLAIMREPORT_009',
  /** Wrong signing code. */
  CLAIMREPORT_CODE_WRONG: 'CLAIMREPORT_010',
  /** The signing code expired or was replaced: ask for a new one. */
  CLAIMREPORT_CODE_EXPIRED: 'CLAIMREPORT_011',
  /** Too many wrong signing codes: ask for a new one. */
  CLAIMREPORT_CODE_LOCKED: 'CLAIMREPORT_012',
  /** Already signed: the code (or the link) was used. */
  CLAIMREPORT_SIGNED: 'CLAIMREPORT_013',
  /** Driver B's link is unknown or its time to sign is over. */
  CLAIMREPORT_LINK_INVALID: 'CLAIMREPORT_014',
  /** Driver B's link was used: the report is signed. */
  CLAIMREPORT_LINK_USED: 'CLAIMREPORT_015',
  /** The client has MAX_CLAIM_DRAFTS drafts already: send or delete one first. */
  CLAIMREPORT_TOO_MANY_DRAFTS: 'CLAIMREPORT_016',
  /**
   * Driver B's mobile is missing or not a mobile number: an Italian mobile (with or without +39) or a
   * foreign one with its international prefix (E.164, `+44…`). B cannot be sent the code.
   */
  CLAIMREPORT_NO_MOBILE_B: 'CLAIMREPORT_017',
  /**
   * The signed copy could not be sealed (the agency's time-stamp authority, SEAL_TSA_URL, did not answer):
   * nothing is signed yet, the same code signs once it answers (docs/decisions/0119).
   */
  CLAIMREPORT_SEAL_UNAVAILABLE: 'CLAIMREPORT_018',
  /**
   * The days the damaged vehicle can be inspected: a day that is not a working day (Monday to Friday, not a
   * national holiday), hours ending before they start, or, at submission, fewer than five days (art. 148 CAP).
   */
  CLAIMREPORT_INSPECTION: 'CLAIMREPORT_019',
  /** A tax code given that is not a valid codice fiscale (a policyholder's may be a partita IVA): `detail` names it. */
  CLAIMREPORT_TAX_CODE: 'CLAIMREPORT_020',
  /**
   * The FEA service terms in force (FEA_TERMS_VERSION) are not accepted: a submission for signature needs
   * them, and accepting any other version is refused too (issue 34 item 4).
   */
  FEA_TERMS_NOT_ACCEPTED: 'FEATERMS_001',
  ...FEATURE_CODES,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status of every code, written once: the server answers each code with its status, the route
 * schemas (and so the OpenAPI document) group the codes a call can answer by status (docs/decisions/0001).
 */
export const errorHttpStatus = {
  [ErrorCode.TOKEN]: 401,
  [ErrorCode.CONNECTION]: 503,
  [ErrorCode.USER_DISABLED]: 403,
  [ErrorCode.LOGIN_INVALID]: 401,
  [ErrorCode.LOGIN_LOCKED]: 429,
  [ErrorCode.LOGIN_GROUP]: 403,
  [ErrorCode.DATA_LOCKED]: 423,
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.BODY_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.UNKNOWN_ENDPOINT]: 404,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.PASSWORD_UPDATE_PENDING]: 403,
  [ErrorCode.ONBOARDING_NO_MATCH]: 400,
  [ErrorCode.ONBOARDING_PRIVACY]: 400,
  [ErrorCode.ONBOARDING_EMAIL_TAKEN]: 409,
  [ErrorCode.ONBOARDING_AWAITING_INVITE]: 409,
  [ErrorCode.ONBOARDING_ALREADY_REGISTERED]: 409,
  [ErrorCode.ONBOARDING_TOO_MANY]: 429,
  [ErrorCode.ONBOARDING_PENDING]: 409,
  [ErrorCode.ONBOARDING_PASSWORD]: 400,
  [ErrorCode.EMAIL_CODE_WRONG]: 400,
  [ErrorCode.EMAIL_CODE_LOCKED]: 429,
  [ErrorCode.PHONE_CODE_WRONG]: 400,
  [ErrorCode.PHONE_CODE_LOCKED]: 429,
  [ErrorCode.INVITE_INVALID]: 400,
  [ErrorCode.INVITE_EXPIRED]: 400,
  [ErrorCode.INVITEE_DISABLED]: 409,
  [ErrorCode.PHONE_INVALID]: 400,
  [ErrorCode.RESEND_LIMIT]: 429,
  [ErrorCode.DELIVERY_FAILED]: 502,
  [ErrorCode.CHANGEPASSWORD_WRONG]: 400,
  [ErrorCode.CHANGEPASSWORD_RULES]: 400,
  [ErrorCode.RECOVERY_CODE]: 400,
  [ErrorCode.RECOVERY_RULES]: 400,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.SSO_INVALID]: 401,
  [ErrorCode.SSO_EXPIRED]: 401,
  [ErrorCode.SSO_REPLAYED]: 401,
  [ErrorCode.SSO_NOT_ALLOWED]: 401,
  [ErrorCode.PASSKEY_CHALLENGE]: 400,
  [ErrorCode.PASSKEY_NOT_RECOGNISED]: 401,
  [ErrorCode.PASSKEY_NOT_ADDED]: 400,
  [ErrorCode.PASSKEY_TOO_MANY]: 409,
  [ErrorCode.PASSKEY_DUPLICATE]: 409,
  [ErrorCode.SECONDFACTOR_PENDING]: 401,
  [ErrorCode.SECONDFACTOR_STEP_UP]: 403,
  [ErrorCode.SECONDFACTOR_WRONG]: 400,
  [ErrorCode.SECONDFACTOR_LOCKED]: 429,
  [ErrorCode.SECONDFACTOR_STATE]: 409,
  [ErrorCode.SECONDFACTOR_NO_MOBILE]: 409,
  [ErrorCode.SECONDFACTOR_SMS_REFUSED]: 403,
  [ErrorCode.PRIVACY_MISMATCH]: 400,
  [ErrorCode.NECESSARY_CONSENT]: 400,
  [ErrorCode.MESSAGE_UNKNOWN_RECIPIENT]: 400,
  [ErrorCode.MESSAGE_EMPTY]: 400,
  [ErrorCode.MESSAGE_EXPIRED]: 400,
  [ErrorCode.MESSAGE_UNKNOWN_BRANCH]: 400,
  [ErrorCode.TEMPLATE_DUPLICATE]: 409,
  [ErrorCode.CONTENT_STATE]: 409,
  [ErrorCode.CONTACT_TOO_MANY]: 429,
  [ErrorCode.CONTACT_MISSING_DATA]: 400,
  [ErrorCode.CONTACT_BAD_CONTACT]: 400,
  [ErrorCode.INBOX_STATE]: 409,
  [ErrorCode.INBOX_TAKEN]: 409,
  [ErrorCode.INBOX_NO_EMAIL]: 409,
  [ErrorCode.IMPORT_BUSY]: 409,
  [ErrorCode.IMPORT_NO_FEED]: 400,
  [ErrorCode.INVITATION_NO_EMAIL]: 400,
  [ErrorCode.INVITATION_EMAIL_TAKEN]: 409,
  [ErrorCode.INVITATION_UNKNOWN_BRANCH]: 400,
  [ErrorCode.INVITATION_NOBODY]: 400,
  [ErrorCode.INVITATION_PACE]: 400,
  [ErrorCode.INVITATION_STATE]: 409,
  [ErrorCode.IMPORT_NOT_A_FEED]: 400,
  [ErrorCode.IMPORT_UNSAFE_ARCHIVE]: 400,
  [ErrorCode.UPLOAD_TOO_LARGE]: 413,
  [ErrorCode.UPLOAD_FILE_COUNT]: 400,
  [ErrorCode.UPLOAD_BAD_TYPE]: 415,
  [ErrorCode.CLAIMREPORT_FUTURE_DATE]: 400,
  [ErrorCode.CLAIMREPORT_NOT_IN_FORCE]: 400,
  [ErrorCode.CLAIMREPORT_VERSION]: 409,
  [ErrorCode.CLAIMREPORT_STATE]: 409,
  [ErrorCode.CLAIMREPORT_INCOMPLETE]: 400,
  [ErrorCode.CLAIMREPORT_BAD_IBAN]: 400,
  [ErrorCode.CLAIMREPORT_HEALTH_CONSENT]: 400,
  [ErrorCode.CLAIMREPORT_COVERAGE]: 400,
  [ErrorCode.CLAIMREPORT_NO_MOBILE]: 409,
  [ErrorCode.CLAIMREPORT_CODE_WRONG]: 400,
  [ErrorCode.CLAIMREPORT_CODE_EXPIRED]: 400,
  [ErrorCode.CLAIMREPORT_CODE_LOCKED]: 429,
  [ErrorCode.CLAIMREPORT_SIGNED]: 409,
  [ErrorCode.CLAIMREPORT_LINK_INVALID]: 404,
  [ErrorCode.CLAIMREPORT_LINK_USED]: 409,
  [ErrorCode.CLAIMREPORT_TOO_MANY_DRAFTS]: 409,
  [ErrorCode.CLAIMREPORT_NO_MOBILE_B]: 400,
  [ErrorCode.CLAIMREPORT_SEAL_UNAVAILABLE]: 503,
  [ErrorCode.CLAIMREPORT_INSPECTION]: 400,
  [ErrorCode.CLAIMREPORT_TAX_CODE]: 400,
  [ErrorCode.FEA_TERMS_NOT_ACCEPTED]: 409,
  ...FEATURE_STATUS,
} as const satisfies Record<ErrorCode, number>;

export type ErrorHttpStatus = (typeof errorHttpStatus)[ErrorCode];

const allErrorCodes = Object.values(ErrorCode) as ErrorCode[];

/** True for a string that is one of the contract's codes (a reply from elsewhere, a value read back). */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (allErrorCodes as string[]).includes(value);

/** Codes after which the web app leaves the page for /login/{routeCode} (SPEC §7 "Handling of answers"). */
export const sessionErrorRouteCodes: Readonly<Record<string, string>> = {
  [ErrorCode.TOKEN]: '0001',
  [ErrorCode.CONNECTION]: '0002',
  [ErrorCode.USER_DISABLED]: '0003',
};
