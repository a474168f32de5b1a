import { ErrorCode, sessionErrorRouteCodes } from '@area-clienti/contract';

/** Codes the client itself produces, beside the server's ErrorCode. */
export const ClientErrorCode = {
  /** A 2xx reply whose body does not match the contract. */
  INVALID_REPLY: 'INVALID_REPLY',
  /** A KO reply whose code the contract does not know (a newer server): shown like any other failure. */
  UNKNOWN: 'UNKNOWN_ERROR',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** The code of a failed call: one of the contract's, or one of the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

const SERVER_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));
const isServerCode = (code: string): code is ErrorCode => SERVER_CODES.has(code);

/** A code read from a reply, typed: the contract's code, or ClientErrorCode.UNKNOWN for one it lacks. */
export const toErrorCode = (raw: string): ApiErrorCode => (isServerCode(raw) ? raw : ClientErrorCode.UNKNOWN);

/** TOKEN_1001, CONNECTION_ERROR, USERDISABLED_001: they leave the page for /login/{code} (SPEC §7). */
export const SESSION_CODES: readonly ErrorCode[] = Object.keys(sessionErrorRouteCodes).filter(isServerCode);

/** What a refusal may tell beside its code (the contract's `errorDetails`: a login's lockout). */
export interface ApiErrorDetails {
  /** Which rule of the code refused the call, where the server says (the password codes). */
  detail?: string;
  attemptsLeft?: number;
  retryAfterMinutes?: number;
}

/**
 * A failed call: `code` is the server's error code (SPEC §7), `httpStatus` 0 when nothing came back,
 * `details` what the reply told beside the code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    readonly httpStatus: number,
    readonly details: ApiErrorDetails = {},
  ) {
    super(`API error ${code} (HTTP ${httpStatus})`);
  }

  /** Which rule of the code refused the call, where the server says (the password codes). */
  get detail(): string | undefined {
    return this.details.detail;
  }
}

/** The details of a failed call, or none. */
export const errorDetailsOf = (error: unknown): ApiErrorDetails =>
  error instanceof ApiError ? error.details : {};

export function errorCodeOf(error: unknown): ApiErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

export function errorDetailOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined;
}

export const isLocked = (error: unknown) => errorCodeOf(error) === ErrorCode.DATA_LOCKED;
export const isNotFound = (error: unknown) => errorCodeOf(error) === ErrorCode.NOT_FOUND;

/**
 * True when the failed call made the API client leave the page (a session or connection code among the
 * call's `redirectOn`, all of SESSION_CODES by default): the page then shows nothing of its own.
 */
export function redirectedBySession(error: unknown, redirectOn: readonly ApiErrorCode[] = SESSION_CODES) {
  const code = errorCodeOf(error);
  return code !== null && code in sessionErrorRouteCodes && redirectOn.includes(code);
}
