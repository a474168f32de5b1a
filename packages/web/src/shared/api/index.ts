/*
 * The HTTP client of SPEC §7 "Handling of answers". It knows nothing of the session: the app's one client,
 * bound to the session, is made in shared/backend.
 */
export type { ApiClient, ApiClientOptions, CallOptions, ReplySchema } from './client';
export { createApiClient } from './client';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  ClientErrorCode,
  errorCodeOf,
  errorDetailOf,
  errorDetailsOf,
  isLocked,
  isNotFound,
  redirectedBySession,
  SESSION_CODES,
} from './errors';
