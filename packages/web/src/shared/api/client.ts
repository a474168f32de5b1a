import {
  type EndpointAt,
  type EndpointBody,
  type EndpointReply,
  ErrorCode,
  type FilePath,
  type JsonPath,
  sessionErrorRouteCodes,
} from '@area-clienti/contract';
import { nextTask } from '@/shared/lib/nextTask';
import {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  ClientErrorCode,
  SESSION_CODES,
  toErrorCode,
} from './errors';

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
  /** Called for PASSWORDUPDATE_001: a password change the agency asked for comes first. */
  onPasswordUpdatePending?: () => void;
  /** True while the page is being left: a request the browser cuts then is no connection error. */
  isUnloading?: () => boolean;
  /** Waits between the tries of a read (injected in tests). */
  sleep?: (ms: number) => Promise<void>;
  /** A reply to a call with a session told how many seconds it has left without calls (issue 20). */
  onSessionSeconds?: (seconds: number) => void;
}

/** The header that tells how long the session has left (the server's http/identity.ts). */
const SESSION_SECONDS_HEADER = 'Session-Idle-Seconds';

/**
 * The waits before each new try of a read that met no server or a server that could not reach its
 * database: about ten seconds in all, the length of a database restart or of a rolling restart of the
 * servers (docs/decisions/0041).
 */
export const READ_RETRY_DELAYS_MS = [400, 1200, 3000, 5000];

/** The calls that only read (SPEC §7 names them get…): trying them again changes nothing. */
const isRead = (path: string) => /\/get[A-Z][A-Za-z]*$/.test(path);

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

/** A reply (or its absence: the server or its database away for now). */
type Attempt = { kind: 'reply'; response: Response; payload: unknown } | { kind: 'unreachable' };

/** How long a reply asked for ahead (`prefetch`) waits for the call that reads it. */
export const PREFETCH_KEEP_MS = 20_000;

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

/** The whole numbers a KO body tells beside its code (the contract's `errorDetails`), by hand as above. */
export function koDetails(payload: unknown): ApiErrorDetails {
  const error = (payload as { error?: Record<string, unknown> } | null)?.error;
  const details: ApiErrorDetails = {};
  for (const key of ['attemptsLeft', 'retryAfterMinutes'] as const) {
    const value = error?.[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) details[key] = value;
  }
  if (typeof error?.detail === 'string') details.detail = error.detail;
  return details;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const contentTypeIs = (response: Response, type: string) =>
  (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() === type;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const listeners = new Set<ActivityListener>();
  let inFlight = 0;
  /** Replies asked for ahead of the page that reads them, by token, path and body. */
  const ahead = new Map<string, { at: number; attempt: Promise<Attempt> }>();
  const aheadKey = (token: string, path: string, body: object) =>
    `${token}\0${path}\0${JSON.stringify(body)}`;

  function setInFlight(value: number) {
    inFlight = value;
    for (const listener of listeners) listener(inFlight);
  }

  function fail(
    code: ApiErrorCode,
    httpStatus: number,
    redirectOn: readonly ApiErrorCode[],
    details?: ApiErrorDetails,
  ): ApiError {
    if (code === ErrorCode.PASSWORD_UPDATE_PENDING) options.onPasswordUpdatePending?.();
    const routeCode = sessionErrorRouteCodes[code];
    if (routeCode && redirectOn.includes(code)) {
      // A connection error ends nothing: the session is kept, so the user carries on once it is back.
      if (code !== ErrorCode.CONNECTION) options.clearSession();
      options.onSessionError(routeCode, code);
    }
    return new ApiError(code, httpStatus, details);
  }

  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const isTransient = (attempt: Attempt) =>
    attempt.kind === 'unreachable' ||
    UNREACHABLE_STATUSES.has(attempt.response.status) ||
    koCode(attempt.payload) === ErrorCode.CONNECTION;

  /** A successful reply's body, read from the response: JSON checked against a schema, or a file. */
  interface ReplyReader<T> {
    accept: string;
    /** Whether to read this reply as JSON: always for a JSON call, only errors for a file. */
    isJson(response: Response): boolean;
    /** The result from an OK reply; `undefined` when it is not what the call answers. */
    read(response: Response, payload: unknown): Promise<T | undefined>;
  }

  /** One POST of `body` as JSON to `path`: its reply, read as JSON when `isJson` says so. */
  async function sendOnce(
    path: string,
    body: object,
    headers: Record<string, string>,
    isJson: (response: Response) => boolean,
    signal?: AbortSignal,
  ): Promise<Attempt> {
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      return { kind: 'reply', response, payload: isJson(response) ? await readJson(response) : undefined };
    } catch (error) {
      // A cancelled query, or a request the browser cut as the page is left, is not a connection problem.
      if (signal?.aborted || options.isUnloading?.()) throw error;
      return { kind: 'unreachable' };
    }
  }

  /**
   * The reply asked for ahead for this token, path and body, if one was and it came back OK: anything else
   * (an error, a reply too old) is asked again by the call itself, which then handles it as usual.
   */
  function takeAhead(key: string): Promise<Attempt | undefined> | undefined {
    const early = ahead.get(key);
    ahead.delete(key);
    if (!early || Date.now() - early.at > PREFETCH_KEEP_MS) return undefined;
    return early.attempt.then((attempt) =>
      attempt.kind === 'reply' && attempt.response.ok && koCode(attempt.payload) === null
        ? attempt
        : undefined,
    );
  }

  /**
   * Asks a read ahead of the page that will make it (the home's, while the login's status is read: issue
   * 20), with the session's token: the call with the same path and body takes its reply instead of asking
   * again. Nothing is parsed, redirected or reported here: the call does all that when it takes it.
   */
  function prefetch<P extends JsonPath>(path: P, body: EndpointBody<EndpointAt<P>>) {
    const token = options.getToken();
    if (!token || !isRead(path)) return;
    const key = aheadKey(token, path, body as object);
    if (ahead.has(key)) return;
    const headers = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    ahead.set(key, { at: Date.now(), attempt: sendOnce(path, body as object, headers, () => true) });
  }

  /** POSTs `body` as JSON to `path` and answers what `reader` reads of the reply, or throws an ApiError. */
  async function request<T>(
    path: string,
    body: object,
    reader: ReplyReader<T>,
    call: CallOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: reader.accept };
    const token = call.auth === false ? null : options.getToken();
    // A call that needs a session and is sent without one is answered TOKEN_1001 only after the session ended:
    // whatever ended it (another call's USERDISABLED_001, a logout, the idle warning) has already sent the
    // page on, and the page's last calls, made as it re-renders without the session, must not send it to
    // /login/0001 instead.
    const redirectOn = (call.redirectOn ?? SESSION_CODES).filter(
      (code) => token !== null || code !== ErrorCode.TOKEN,
    );
    if (token) headers.Authorization = `Bearer ${token}`;

    const send = () => sendOnce(path, body, headers, reader.isJson, call.signal);

    setInFlight(inFlight + 1);
    try {
      const early = token ? takeAhead(aheadKey(token, path, body)) : undefined;
      let attempt = (early && (await early)) || (await send());
      if (isRead(path)) {
        for (const delay of READ_RETRY_DELAYS_MS) {
          if (!isTransient(attempt) || call.signal?.aborted) break;
          await sleep(delay);
          attempt = await send();
        }
      }
      if (attempt.kind === 'unreachable') throw fail(ErrorCode.CONNECTION, 0, redirectOn);
      const { response, payload } = attempt;
      const secondsLeft = token
        ? Number(response.headers.get(SESSION_SECONDS_HEADER) ?? Number.NaN)
        : Number.NaN;
      if (Number.isInteger(secondsLeft) && secondsLeft >= 0) options.onSessionSeconds?.(secondsLeft);
      const code = koCode(payload);
      if (!response.ok || code !== null) {
        if (code !== null) throw fail(toErrorCode(code), response.status, redirectOn, koDetails(payload));
        const fallback = UNREACHABLE_STATUSES.has(response.status)
          ? ErrorCode.CONNECTION
          : ErrorCode.INTERNAL;
        throw fail(fallback, response.status, redirectOn);
      }
      const result = await reader.read(response, payload);
      if (result === undefined) throw fail(ClientErrorCode.INVALID_REPLY, response.status, redirectOn);
      return result;
    } finally {
      setInFlight(inFlight - 1);
    }
  }

  /** POSTs `body` as JSON to `path` and answers the reply parsed by `reply`, or throws an ApiError. */
  function post<T>(path: string, body: object, reply: ReplySchema<T>, call: CallOptions = {}): Promise<T> {
    return request(
      path,
      body,
      {
        accept: 'application/json',
        isJson: () => true,
        read: async (_response, payload) => {
          // Checked in tasks of their own: first the schema is made (a contract schema is built at its
          // first read, lib/deferred.ts), then the reply is parsed. Replies that come in together — a
          // page's reads asked ahead — would otherwise be built and parsed in one long task, what a phone's
          // blocking time counts (issue 20).
          await nextTask();
          const { safeParse } = reply;
          await nextTask();
          const parsed = safeParse.call(reply, payload);
          return parsed.success ? parsed.data : undefined;
        },
      },
      call,
    );
  }

  /**
   * POSTs `body` as JSON to a call that answers a file of `type` (its errors are JSON, as every call's): the
   * reply, its body not yet read, once it is known to be that file.
   */
  function postForFile(path: string, body: object, type: string, call: CallOptions = {}): Promise<Response> {
    // '*/*' (the contract's ANY_FILE_TYPE): each file comes with its own type, a JSON file too, so the file
    // is what the server sends as an attachment; an error never is.
    const isFile = (response: Response) =>
      type === '*/*'
        ? /^attachment\b/i.test(response.headers.get('Content-Disposition') ?? '')
        : contentTypeIs(response, type);
    return request(
      path,
      body,
      {
        accept: type === '*/*' ? '*/*' : `${type}, application/json`,
        isJson: (response) => !response.ok || !isFile(response),
        read: async (response) => (isFile(response) ? response : undefined),
      },
      call,
    );
  }

  /**
   * A call of the contract's endpoint table (`ApiPath.getGaranzie`): the body it takes, the reply schema
   * to parse with and the reply's type all follow from the path's row, so a wrong pairing does not compile.
   * Only the row's type is read: a page's bundle carries no row, only the path and schema it always did.
   */
  function call<P extends JsonPath>(
    path: P,
    body: EndpointBody<EndpointAt<P>>,
    reply: EndpointAt<P>['reply'],
    options: CallOptions = {},
  ): Promise<EndpointReply<EndpointAt<P>>> {
    return post(path, body as object, reply as ReplySchema<EndpointReply<EndpointAt<P>>>, options);
  }

  /** A call of the table answering a file of the row's type: the reply, its body not yet read. */
  function callForFile<P extends FilePath>(
    path: P,
    body: EndpointBody<EndpointAt<P>>,
    type: EndpointAt<P>['file'],
    options: CallOptions = {},
  ) {
    return postForFile(path, body as object, type, options);
  }

  return {
    call,
    callForFile,
    prefetch,
    post,
    postForFile,
    /** Requests under way, for the global loader. */
    inFlight: () => inFlight,
    subscribeActivity(listener: ActivityListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
