import { ErrorCode, errorHttpStatus } from '@area-clienti/contract';

/**
 * A failure the caller is meant to see: one of the contract's codes. Its HTTP status is the contract's
 * (errorHttpStatus), never chosen where the error is thrown.
 */
export class AppError extends Error {
  /** `detail`: which rule of the code refused the request, for the caller (the password codes). */
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
  ) {
    super(code);
  }

  get httpStatus(): number {
    return errorHttpStatus[this.code];
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const dataLocked = () => new AppError(ErrorCode.DATA_LOCKED);
