/** Errors that say the database cannot be reached, whichever driver raised them. */
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
  /Connection ended/i,
  /Client has encountered a connection error/i,
  // node-postgres gave up waiting for a query or a connection (DATABASE_QUERY_TIMEOUT_MS): a hung database.
  /Query read timeout/i,
  /connection timeout/i,
];

/** True when the error (or any error it wraps) says the database cannot be reached. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // SQLSTATE class 08 (connection exception), 57P01..57P03 (server shutting down or starting) and
    // 57014 (a statement cancelled by statement_timeout: the database is too slow to answer in time).
    if (CONNECTION_ERROR_CODES.has(code) || /^08/.test(code) || /^57(P0[1-3]|014)$/.test(code)) return true;
    // The embedded engine's socket file is gone while it restarts (connect ENOENT): not a file of ours.
    if (code === 'ENOENT' && (candidate as { syscall?: unknown }).syscall === 'connect') return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = candidate.cause;
  }
  return false;
}
