import { ErrorCode, errorHttpStatus } from '@area-clienti/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/errors.js';
import { redactedForLog } from '../shared/log-redaction.js';

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

/** The one shape of every error reply, with the code's own status (the contract's errorHttpStatus). */
export function sendError(reply: FastifyReply, code: ErrorCode) {
  return reply.code(errorHttpStatus[code]).send({ status: 'KO', error: { code } });
}

/** Fastify's own refusals of a request (body too large, not JSON, malformed JSON): the caller's fault. */
function requestRefusalCode(statusCode: number): ErrorCode {
  if (statusCode === 413) return ErrorCode.BODY_TOO_LARGE;
  if (statusCode === 415) return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
  return ErrorCode.VALIDATION;
}

/**
 * A code the route did not declare (http/route.ts) would fail its reply schema: it is answered all the
 * same, without the schema, and logged as the route's fault (the API tests fail on that line).
 */
function sendRouteError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode) {
  const declared = request.routeOptions.config?.errorCodes;
  if (declared && !declared.has(code)) {
    request.log.error({ code, route: request.routeOptions.url }, UNDECLARED_ERROR_CODE);
    reply.serializer(JSON.stringify);
  }
  return sendError(reply, code);
}

/** The log message of an answered code that its route does not declare. */
export const UNDECLARED_ERROR_CODE = 'error code not declared by the route';

/** The one error handler: every failure becomes `{ status: 'KO', error: { code } }`, never a stack. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendRouteError(request, reply, error.code);
  if (hasZodFastifySchemaValidationErrors(error)) return sendError(reply, ErrorCode.VALIDATION);
  if (isConnectionError(error)) {
    request.log.error({ err: { message: error.message, code: error.code } }, 'database unreachable');
    return sendError(reply, ErrorCode.CONNECTION);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, requestRefusalCode(error.statusCode));
  }
  request.log.error({ err: redactedForLog(error) }, 'unexpected error');
  return sendError(reply, ErrorCode.INTERNAL);
}

/**
 * Once the server is closing (a deploy, a restart), a request that still arrives on an open connection
 * gets 503 CONNECTION_ERROR in the API's shape, and the connection is closed: the web app retries its
 * reads, and a balancer moves on to another instance (docs/deployment.md).
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    return sendError(reply, ErrorCode.CONNECTION);
  });
}
