import { ErrorCode } from '@area-clienti/contract';

/** Codes the client itself produces, beside the server's ErrorCode. */
export const ClientErrorCode = {
  /** A 2xx reply whose body does not match the contract. */
  INVALID_REPLY: 'INVALID_REPLY',
} as const;

/** A failed call: `code` is the server's error code (SPEC §7), `httpStatus` 0 when nothing came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(`API error ${code} (HTTP ${httpStatus})`);
  }
}

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

export const isLocked = (error: unknown) => errorCodeOf(error) === ErrorCode.DATA_LOCKED;
export const isNotFound = (error: unknown) => errorCodeOf(error) === ErrorCode.NOT_FOUND;
