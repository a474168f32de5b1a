import { ErrorCode, sessionErrorRouteCodes } from '@area-clienti/contract';
import { ApiError, type ApiErrorCode, ClientErrorCode, SESSION_CODES, toErrorCode } from './errors';

/** What the client needs of a reply schema: the contract's zod schemas fit it. */
export interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiClientOptions {
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Prefix of every path (the API base, trailing slash trimmed). Same origin by default. */
  baseUrl?: string;
  getToken: () => string | null;
  /** Forgets the session; called before onSessionError. */
  clearSession: () => void;
  /** Called, after the session is cleared, for TOKEN_1001, CONNECTION_ERROR and USERDISABLED_001 with the /login/{routeCode} to show. */
  onSessionError: (routeCode: string, code: ApiErrorCode) => void;
}

export interface CallOptions {
  /** Send the session token when there is one (default true). */
  auth?: boolean;
  /**
   * Which session codes leave the page for /login/{code} (default: all three of SPEC §7).
   * The login call keeps a disabled user on the form; the logout call never redirects.
   */
  redirectOn?: readonly ApiErrorCode[];
  signal?: AbortSignal;
}

export type ActivityListener = (inFlight: number) => void;

/** Replies from a proxy or gateway that could not reach the API carry no body of ours. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * The error code of a `{ status: 'KO', error: { code } }` body (SPEC §7), or null. Checked by hand rather
 * than with the contract's koReply schema, so that the login page's first load carries no zod.
 */
export function koCode(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { status, error } = payload as { status?: unknown; error?: unknown };
  if (status !== 'KO' || typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const listeners = new Set<ActivityListener>();
  let inFlight = 0;

  function setInFlight(value: number) {
    inFlight = value;
    for (const listener of listeners) listener(inFlight);
  }

  function fail(code: ApiErrorCode, httpStatus: number, redirectOn: readonly ApiErrorCode[]): ApiError {
    const routeCode = sessionErrorRouteCodes[code];
    if (routeCode && redirectOn.includes(code)) {
      options.clearSession();
      options.onSessionError(routeCode, code);
    }
    return new ApiError(code, httpStatus);
  }

  /** POSTs `body` as JSON to `path` and answers the reply parsed by `reply`, or throws an ApiError. */
  async function post<T>(
    path: string,
    body: object,
    reply: ReplySchema<T>,
    call: CallOptions = {},
  ): Promise<T> {
    const redirectOn = call.redirectOn ?? SESSION_CODES;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const token = call.auth === false ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    setInFlight(inFlight + 1);
    try {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: call.signal,
        });
      } catch (error) {
        // A cancelled query is not a connection problem.
        if (call.signal?.aborted) throw error;
        throw fail(ErrorCode.CONNECTION, 0, redirectOn);
      }
      const payload = await readJson(response);
      const code = koCode(payload);
      if (!response.ok || code !== null) {
        if (code !== null) throw fail(toErrorCode(code), response.status, redirectOn);
        const fallback = UNREACHABLE_STATUSES.has(response.status)
          ? ErrorCode.CONNECTION
          : ErrorCode.INTERNAL;
        throw fail(fallback, response.status, redirectOn);
      }
      const parsed = reply.safeParse(payload);
      if (!parsed.success) throw fail(ClientErrorCode.INVALID_REPLY, response.status, redirectOn);
      return parsed.data;
    } finally {
      setInFlight(inFlight - 1);
    }
  }

  return {
    post,
    /** Requests under way, for the global loader. */
    inFlight: () => inFlight,
    subscribeActivity(listener: ActivityListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
