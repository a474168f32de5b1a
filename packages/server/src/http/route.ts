import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import {
  ANY_FILE_TYPE,
  type Endpoint,
  type EndpointName,
  ErrorCode,
  endpointNotes,
  endpoints,
  errorHttpStatus,
  type FileEndpoint,
  type JsonEndpoint,
  koReplyOf,
  type UploadEndpoint,
} from '@area-clienti/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../shared/errors.js';
import type { Access } from './access.js';
import { type ClientInfo, clientOf, type SessionIdentity } from './identity.js';
import { acceptUploads, type FilesOf, makeUploadFolder, readUpload, removeUploadFolder } from './uploads.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every code the route may answer: its own and those of its access (see `route`). */
    errorCodes?: ReadonlySet<ErrorCode>;
    /** The schema of its body, or of its form's fields for a call taking files (http/endpoint-check.ts). */
    fields?: unknown;
  }
}

/** Codes any call can answer: a malformed or oversized body, the database away, a bug. */
const EVERY_CALL: readonly ErrorCode[] = [
  ErrorCode.VALIDATION,
  ErrorCode.BODY_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.CONNECTION,
  ErrorCode.INTERNAL,
];

/** Codes the access check itself answers (http/access.ts), and a body userID that is not the caller's. */
const OF_ACCESS: Record<Access, readonly ErrorCode[]> = {
  public: [],
  optional: [ErrorCode.TOKEN, ErrorCode.FORBIDDEN],
  session: [ErrorCode.TOKEN, ErrorCode.USER_DISABLED, ErrorCode.FORBIDDEN],
  user: [ErrorCode.TOKEN, ErrorCode.USER_DISABLED, ErrorCode.FORBIDDEN],
  superuser: [ErrorCode.TOKEN, ErrorCode.USER_DISABLED, ErrorCode.FORBIDDEN],
  staff: [ErrorCode.TOKEN, ErrorCode.USER_DISABLED, ErrorCode.FORBIDDEN],
  cli: [ErrorCode.TOKEN],
};

/** The error replies of a route, by HTTP status: what the OpenAPI document shows for it. */
function errorReplies(codes: ReadonlySet<ErrorCode>) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorHttpStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, koReplyOf(list as [ErrorCode, ...ErrorCode[]])]),
  );
}

export type ReplySchema = JsonEndpoint['reply'];
/** What a handler returns: the reply without its `status: 'OK'`, which the route adds. */
export type ReplyFields<Reply extends ReplySchema> = Omit<z.input<Reply>, 'status'>;

/** A route of the command line tools: not in the endpoint table (its commands are the server's own). */
interface ToolSpec<Body extends z.ZodType, Reply extends ReplySchema> {
  body: Body;
  reply: Reply;
  errors?: readonly ErrorCode[];
}

/** A file to send: the name the browser saves it under and its bytes, sent as they come. */
export interface FileReply {
  name: string;
  content: Readable;
  /** The file's MIME type, for a row whose `file` is ANY_FILE_TYPE (each file its own); the row's otherwise. */
  type?: string;
}

/** Where a row's files go when it writes them to disk, and a lower size limit than the row's (configured). */
export interface UploadOptions {
  /** The folder under which each call gets its own (DATA_DIR/uploads); the system's temporary one if unset. */
  dir?: string;
  maxFileBytes?: number;
}

/** A call to a route that needs a session: who calls (from the token) and what they sent. */
export interface SessionCall<Body> {
  identity: SessionIdentity;
  body: Body;
  client: ClientInfo;
  /** Aborts when the caller goes away before the reply (a long call, an import, then stops its work). */
  callerGone(): AbortSignal;
}

/** A call to a public route; `identity` is set only for 'optional' routes called with a session. */
export interface PublicCall<Body> {
  identity?: SessionIdentity;
  body: Body;
  client: ClientInfo;
  /** The request and the reply, for what only a few public calls need (a cookie to set). */
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A body's user code: `userID` in most calls, `userid` in a few (SPEC §7 spells both). */
function bodyUserCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { userID, userid } = body as { userID?: unknown; userid?: unknown };
  const code = userID ?? userid;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The caller, and a body user code, when sent, must be theirs: another user's is refused (FORBIDDEN). */
function ownIdentity(request: FastifyRequest, required: boolean): SessionIdentity | undefined {
  const code = bodyUserCode(request.body);
  const identity = request.identity;
  if (!identity) {
    if (required) throw new Error(`route ${request.routeOptions.url} read an identity it never checked`);
    // An 'optional' route: naming a user needs that user's session.
    if (code !== undefined) throw new AppError(ErrorCode.TOKEN);
    return undefined;
  }
  if (code !== undefined && code !== identity.userCode) throw new AppError(ErrorCode.FORBIDDEN);
  return identity;
}

/**
 * Whether a body holds a NUL in any of its strings, keys or values, however deep: walked without recursion
 * (the fuzzing sends bodies 20,000 levels deep). No field of the API has a use for one, PostgreSQL's text
 * cannot hold one, and a call answering a file would meet the database's refusal only once its reply had
 * begun: so every call refuses it first (docs/decisions/0133).
 */
export function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\0')) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\0')) return true;
      pending.push(inner);
    }
  }
  return false;
}

async function refuseNul(request: FastifyRequest) {
  if (holdsNul(request.body)) throw new AppError(ErrorCode.VALIDATION);
}

/** What `register` needs of a call: a row of the endpoint table, or a tool's route. */
interface Registered {
  method: 'POST';
  path: string;
  access: Access;
  body: z.ZodType;
  errors: readonly ErrorCode[];
  servesPendingSteps?: true;
  servesSecondFactor?: true;
  stepUp?: true;
  agencyWide?: true;
  cleansItsText?: true;
  bodyLimit?: number;
  upload?: UploadEndpoint['upload'];
}

/** The codes a call taking files answers besides its own: a file too large, too many or none, a bad type. */
const OF_UPLOADS = [ErrorCode.UPLOAD_TOO_LARGE, ErrorCode.UPLOAD_FILE_COUNT, ErrorCode.UPLOAD_BAD_TYPE];

function register(
  app: FastifyInstance,
  call: Registered,
  ok: object,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const withRole = call.access === 'user' || call.access === 'superuser' || call.access === 'staff';
  const errorCodes = new Set([
    ...EVERY_CALL,
    ...OF_ACCESS[call.access],
    ...(withRole && !call.servesPendingSteps ? [ErrorCode.PASSWORD_UPDATE_PENDING] : []),
    ...(needsSession(call.access) && !call.servesSecondFactor ? [ErrorCode.SECONDFACTOR_PENDING] : []),
    ...(call.stepUp ? [ErrorCode.SECONDFACTOR_STEP_UP] : []),
    ...(call.upload ? OF_UPLOADS : []),
    ...call.errors,
  ]);
  const notes = notesOf.get(call.path);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      // A multipart body is read by the handler (http/uploads.ts); its fields are checked with `body` there.
      ...(call.upload ? {} : { body: call.body }),
      response: { 200: ok, ...errorReplies(errorCodes) } as object,
      ...(notes ? { description: notes } : {}),
    },
    config: {
      access: call.access,
      errorCodes,
      servesPendingSteps: call.servesPendingSteps === true,
      servesSecondFactor: call.servesSecondFactor === true,
      stepUp: call.stepUp === true,
      agencyWide: call.agencyWide === true,
      fields: call.body,
    },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    // After the access check and the parsing, before the body's schema: whatever else the body holds.
    ...(call.cleansItsText ? {} : { preValidation: refuseNul }),
    handler: handle,
  });
}

/** Each call's notes (the contract's, apart from the rows), by path: its description in OpenAPI. */
const notesOf = new Map(
  Object.entries(endpointNotes).map(([name, notes]) => [
    endpoints[name as EndpointName].path as string,
    notes,
  ]),
);

type SessionAccess = 'user' | 'superuser' | 'staff' | 'session';
type BodyOf<E extends Endpoint> = z.output<E['body']>;

/**
 * What the handler of a row gets and returns, from the row: a caller from the token for a session's
 * access, the request and reply too for a public one; the reply's fields for JSON, a file for a file.
 */
export type HandlerOf<E extends Endpoint> = E extends UploadEndpoint
  ? (
      call: (E['access'] extends SessionAccess ? SessionCall<BodyOf<E>> : PublicCall<BodyOf<E>>) & {
        files: FilesOf<E['upload']>;
      },
    ) => Promise<ReplyFields<E['reply']>>
  : E extends FileEndpoint
    ? (call: SessionCall<BodyOf<E>>) => Promise<FileReply>
    : E extends JsonEndpoint
      ? E['access'] extends SessionAccess
        ? (call: SessionCall<BodyOf<E>>) => Promise<ReplyFields<E['reply']>>
        : (call: PublicCall<BodyOf<E>>) => Promise<ReplyFields<E['reply']>>
      : never;

const needsSession = (access: Access) =>
  access === 'user' || access === 'superuser' || access === 'staff' || access === 'session';

/**
 * Registers the route of one row of the endpoint table (`endpoints.getGaranzie`): its path, body,
 * reply, access and errors all come from the row; the handler is typed by it. A session's access: the
 * caller comes from the token and a body userID is checked against it. 'optional': a session, when sent,
 * sets the identity, and a body userID then needs it. JSON replies get their `status: 'OK'` here; a
 * file streams once every check has passed, so a refused call answers its JSON error like any other.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: HandlerOf<E>,
  uploads: UploadOptions = {},
) {
  const { access } = endpoint;
  const callOf = (request: FastifyRequest, reply: FastifyReply) => ({
    identity: needsSession(access)
      ? ownIdentity(request, true)
      : access === 'optional'
        ? ownIdentity(request, false)
        : undefined,
    body: request.body,
    client: clientOf(request),
    callerGone: () => callerGoneSignal(reply),
  });
  const handle = handler as (call: SessionCall<unknown> & PublicCall<unknown>) => Promise<unknown>;
  if ('upload' in endpoint) {
    const upload = {
      ...endpoint.upload,
      maxFileBytes: Math.min(endpoint.upload.maxFileBytes, uploads.maxFileBytes ?? Number.POSITIVE_INFINITY),
    };
    // In a context of its own: only this route parses multipart bodies.
    void app.register(async (context) => {
      await acceptUploads(context);
      register(context, endpoint, endpoint.reply, async (request, reply) => {
        const folder = upload.toDisk ? await makeUploadFolder(uploads.dir ?? tmpdir()) : undefined;
        try {
          const { fields, files } = await readUpload(request, upload, folder);
          const parsed = endpoint.body.safeParse(fields);
          if (holdsNul(fields) || !parsed.success) throw new AppError(ErrorCode.VALIDATION);
          request.body = parsed.data;
          const fieldsOf = (await handle({
            ...callOf(request, reply),
            files,
            request,
            reply,
          } as never)) as object;
          return { status: 'OK' as const, ...fieldsOf };
        } finally {
          if (folder) await removeUploadFolder(folder);
        }
      });
    });
    return;
  }
  if ('file' in endpoint) {
    const ok = {
      description: `The file (${endpoint.file}).`,
      content: { [endpoint.file]: { schema: z.string().meta({ format: 'binary' }) } },
    };
    register(app, endpoint, ok, async (request, reply) => {
      const file = (await handle({ ...callOf(request, reply), request, reply } as never)) as FileReply;
      return sendFile(
        reply,
        file.type ?? (endpoint.file === ANY_FILE_TYPE ? 'application/octet-stream' : endpoint.file),
        file,
      );
    });
    return;
  }
  register(app, endpoint, endpoint.reply, async (request, reply) => ({
    status: 'OK' as const,
    ...((await handle({ ...callOf(request, reply), request, reply } as never)) as object),
  }));
}

/**
 * A signal that aborts when the connection closes before the reply is sent: the caller gave up (its
 * command line was stopped with Ctrl-C, its HTTP client timed out or was closed).
 */
function callerGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the caller went away'));
  });
  return controller.signal;
}

/** Sends a file: its type, and its name as the browser should save it (RFC 6266). */
function sendFile(reply: FastifyReply, type: string, file: FileReply) {
  // A plain ASCII fallback, and the name itself in UTF-8.
  const fallback = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .type(type)
    .header(
      'Content-Disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
  return reply.send(file.content);
}

/** A route of the agency's command line tools ('cli' access: the token of this server process). */
export function toolRoute<Body extends z.ZodType, Reply extends ReplySchema>(
  app: FastifyInstance,
  path: string,
  spec: ToolSpec<Body, Reply>,
  handler: (body: z.output<Body>, call: { callerGone(): AbortSignal }) => Promise<ReplyFields<Reply>>,
) {
  register(
    app,
    { method: 'POST', path, access: 'cli', body: spec.body, errors: spec.errors ?? [] },
    spec.reply,
    async (request, reply) => ({
      status: 'OK' as const,
      ...(await handler(request.body as z.output<Body>, { callerGone: () => callerGoneSignal(reply) })),
    }),
  );
}
