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
  /** The body does not match the call's schema. */
  VALIDATION: 'VALIDATION_001',
  /** The thing asked for does not exist, or belongs to someone else (answered alike). */
  NOT_FOUND: 'NOTFOUND_001',
  /** The route exists but the caller's role does not allow it, or a body userID is not the caller's. */
  FORBIDDEN: 'FORBIDDEN_001',
  /** No such endpoint. */
  UNKNOWN_ENDPOINT: 'ENDPOINT_001',
  /** Anything unexpected; details go to the log, never to the caller. */
  INTERNAL: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the web app leaves the page for /login/{routeCode} (SPEC §7 "Handling of answers"). */
export const sessionErrorRouteCodes: Readonly<Record<string, string>> = {
  [ErrorCode.TOKEN]: '0001',
  [ErrorCode.CONNECTION]: '0002',
  [ErrorCode.USER_DISABLED]: '0003',
};
