import { ErrorCode } from '@area-clienti/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the caller is meant to see: an HTTP status and one of the contract's codes. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, ErrorCode.NOT_FOUND);
export const dataLocked = () => new AppError(423, ErrorCode.DATA_LOCKED);

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /pglite is closed/i,
  /Connection ended/i,
  /Client has encountered a connection error/i,
];

/** True when the error (or any error it wraps) says the database cannot be reached. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // SQLSTATE class 08 (connection exception) and 57P01..57P03 (server shutting down or starting).
    if (CONNECTION_ERROR_CODES.has(code) || /^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = candidate.cause;
  }
  return false;
}

export function sendError(reply: FastifyReply, httpStatus: number, code: string) {
  return reply.code(httpStatus).send({ status: 'KO', error: { code } });
}

/** The one error handler: every failure becomes `{ status: 'KO', error: { code } }`, never a stack. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error.httpStatus, error.code);
  if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, 400, ErrorCode.VALIDATION);
  if (isConnectionError(error)) {
    request.log.error({ err: { message: error.message, code: error.code } }, 'database unreachable');
    return sendError(reply, 503, ErrorCode.CONNECTION);
  }
  // Malformed JSON, wrong content type, body too large and the like: the caller's fault.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, ErrorCode.VALIDATION);
  }
  request.log.error({ err: redactedForLog(error) }, 'unexpected error');
  return sendError(reply, 500, ErrorCode.INTERNAL);
}

/**
 * What of an unexpected error may reach the log: Drizzle puts the query's parameters in its message,
 * and those can be password hashes, token hashes or personal data.
 */
export function redactedForLog(error: unknown): Record<string, unknown> {
  const describe = (e: unknown) => {
    const candidate = (e ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
    const message = typeof candidate.message === 'string' ? candidate.message : String(e);
    return {
      name: candidate.name,
      code: candidate.code,
      message: message.replace(/params:[\s\S]*$/, 'params: [redacted]'),
    };
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  const stack =
    typeof (error as { stack?: unknown })?.stack === 'string' ? (error as Error).stack : undefined;
  return {
    ...describe(error),
    ...(cause ? { cause: describe(cause) } : {}),
    stack: stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
