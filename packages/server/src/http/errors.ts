import { ErrorCode, type ErrorDetails, errorHttpStatus } from '@area-clienti/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors.js';
import { causeOf } from '../db/open.js';
import { AppError } from '../shared/errors.js';
import { redactedForLog } from '../shared/log-redaction.js';

/** The code each error reply carried, for the metrics' errors by code (read once the reply is sent). */
const answeredCodes = new WeakMap<FastifyReply, ErrorCode>();
export const errorCodeOf = (reply: FastifyReply): ErrorCode | undefined => answeredCodes.get(reply);

/** The one shape of every error reply, with the code's own status (the contract's errorHttpStatus). */
export function sendError(reply: FastifyReply, code: ErrorCode, details?: ErrorDetails) {
  answeredCodes.set(reply, code);
  // A lockout's end also in the standard header (RFC 9110 §10.2.3), for clients that read only that.
  if (details?.retryAfterMinutes) reply.header('Retry-After', String(details.retryAfterMinutes * 60));
  return reply.code(errorHttpStatus[code]).send({ status: 'KO', error: { code, ...details } });
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
function sendRouteError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: ErrorDetails,
) {
  const declared = request.routeOptions.config?.errorCodes;
  if (declared && !declared.has(code)) {
    request.log.error({ code, route: request.routeOptions.url }, UNDECLARED_ERROR_CODE);
    reply.serializer(JSON.stringify);
  }
  return sendError(reply, code, details);
}

/**
 * SQLSTATE 22021 (a NUL character, or bytes not UTF-8) and 22P05 (a \u0000 escape jsonb refuses): text the
 * database cannot hold, sent in a field a call looks up or stores. The caller's bad body, not our failure.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true;
    current = cause;
  }
  return false;
}

/** The log message of an answered code that its route does not declare. */
export const UNDECLARED_ERROR_CODE = 'error code not declared by the route';

/** The one error handler: every failure becomes `{ status: 'KO', error: { code } }`, never a stack. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A service the call needs did not answer (503): the caller gets the code, the log says why.
    if (error.httpStatus >= 500 && error.cause !== undefined) {
      request.log.error({ err: redactedForLog(error.cause) }, `answered ${error.code}`);
    }
    return sendRouteError(request, reply, error.code, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error) || isUnstorableText(error)) {
    return sendError(reply, ErrorCode.VALIDATION);
  }
  if (isConnectionError(error)) {
    // The driver's own words ("connect ECONNREFUSED …"), not Drizzle's "Failed query: … params: …".
    request.log.error({ err: { message: causeOf(error), code: error.code } }, 'database unreachable');
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
  // A callback, not async: it runs at every request and almost always has nothing to do.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    // Never kept by a cache or a balancer: the next try may find another instance, or this one back.
    reply.header('Connection', 'close').header('Cache-Control', 'no-store');
    sendError(reply, ErrorCode.CONNECTION);
  });
}
