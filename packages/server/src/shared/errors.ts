import { ErrorCode, type ErrorDetails, errorHttpStatus } from '@area-clienti/contract';

/**
 * A failure the caller is meant to see: one of the contract's codes, with the contract's optional details
 * of that code (a login's attempts left, a lockout's minutes). Its HTTP status is the contract's
 * (errorHttpStatus), never chosen where the error is thrown.
 */
export class AppError extends Error {
  /** `details`: which rule refused the request (the password codes), a login's attempts left, a lockout's minutes. */
  /** `cause`: what failed underneath, logged (never answered) when the code is a 5xx one. */
  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    cause?: unknown,
  ) {
    super(code, cause === undefined ? undefined : { cause });
  }

  get httpStatus(): number {
    return errorHttpStatus[this.code];
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const dataLocked = () => new AppError(ErrorCode.DATA_LOCKED);
