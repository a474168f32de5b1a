import type { Readable } from 'node:stream';
import { ErrorCode, errorHttpStatus, koReplyOf } from '@area-clienti/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../shared/errors.js';
import type { Access } from './access.js';
import { type ClientInfo, clientOf, type SessionIdentity } from './identity.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every code the route may answer: its own and those of its access (see `route`). */
    errorCodes?: ReadonlySet<ErrorCode>;
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

export type ReplySchema = z.ZodObject<{ status: z.ZodLiteral<'OK'> }>;
/** What a handler returns: the reply without its `status: 'OK'`, which the route adds. */
export type ReplyFields<Reply extends ReplySchema> = Omit<z.input<Reply>, 'status'>;

/** What every route declares besides its 200 reply. */
interface CallSpec<Body extends z.ZodType> {
  body: Body;
  /** The codes this call answers beyond those every call and its access answer. */
  errors?: readonly ErrorCode[];
  /** What a caller must know beyond the schemas (the order of checks, limits): the OpenAPI description. */
  notes?: string;
  /**
   * A call the post-login steps need (privacy, messages, the password change): served while a forced
   * password change is pending; every other 'user' call answers PASSWORDUPDATE_001 then.
   */
  servesPendingSteps?: true;
  /** A larger body than the app's 1 MiB (the admin import's documents). */
  bodyLimit?: number;
}

interface RouteSpec<Body extends z.ZodType, Reply extends ReplySchema> extends CallSpec<Body> {
  /** The 200 reply, `okReply({...})` of the contract. */
  reply: Reply;
}

/** A call whose 200 reply is a file, not JSON (its errors are JSON as every call's). */
interface FileRouteSpec<Body extends z.ZodType> extends CallSpec<Body> {
  /** The file's MIME type, e.g. `application/zip`. */
  fileType: string;
}

/** A file to send: the name the browser saves it under and its bytes, sent as they come. */
export interface FileReply {
  name: string;
  content: Readable;
}

/** A call to a route that needs a session: who calls (from the token) and what they sent. */
export interface SessionCall<Body> {
  identity: SessionIdentity;
  body: Body;
  client: ClientInfo;
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

function register<Body extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  access: Access,
  spec: CallSpec<Body> & { ok: object },
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const withRole = access === 'user' || access === 'superuser' || access === 'staff';
  const errorCodes = new Set([
    ...EVERY_CALL,
    ...OF_ACCESS[access],
    ...(withRole && !spec.servesPendingSteps ? [ErrorCode.PASSWORD_UPDATE_PENDING] : []),
    ...(spec.errors ?? []),
  ]);
  app.post(
    path,
    {
      schema: {
        body: spec.body,
        response: { 200: spec.ok, ...errorReplies(errorCodes) } as object,
        ...(spec.notes ? { description: spec.notes } : {}),
      },
      config: { access, errorCodes, servesPendingSteps: spec.servesPendingSteps === true },
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    },
    handle,
  );
}

/** A JSON call: the handler's fields with `status: 'OK'` (typed here, checked again by the schema when sent). */
function registerJson<Body extends z.ZodType, Reply extends ReplySchema>(
  app: FastifyInstance,
  path: string,
  access: Access,
  spec: RouteSpec<Body, Reply>,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<ReplyFields<Reply>>,
) {
  register(app, path, access, { ...spec, ok: spec.reply }, async (request, reply) => ({
    status: 'OK' as const,
    ...(await handle(request, reply)),
  }));
}

/**
 * A call that needs a session ('user', 'superuser', 'staff', or 'session' for the onboarding steps): the
 * caller comes from the token, a body userID is checked against it, and `status: 'OK'` is added to the reply.
 */
export function sessionRoute<Body extends z.ZodType, Reply extends ReplySchema>(
  app: FastifyInstance,
  path: string,
  spec: RouteSpec<Body, Reply> & { access: 'user' | 'superuser' | 'staff' | 'session' },
  handler: (call: SessionCall<z.output<Body>>) => Promise<ReplyFields<Reply>>,
) {
  registerJson(app, path, spec.access, spec, (request) =>
    handler({
      identity: ownIdentity(request, true) as SessionIdentity,
      body: request.body as z.output<Body>,
      client: clientOf(request),
    }),
  );
}

/**
 * A call anyone may make ('public'), or one with a public variant ('optional': a session, when sent,
 * sets the identity, and a body userID then needs it).
 */
export function publicRoute<Body extends z.ZodType, Reply extends ReplySchema>(
  app: FastifyInstance,
  path: string,
  spec: RouteSpec<Body, Reply> & { access?: 'public' | 'optional' },
  handler: (call: PublicCall<z.output<Body>>) => Promise<ReplyFields<Reply>>,
) {
  const access = spec.access ?? 'public';
  registerJson(app, path, access, spec, (request, reply) =>
    handler({
      identity: access === 'optional' ? ownIdentity(request, false) : undefined,
      body: request.body as z.output<Body>,
      client: clientOf(request),
      request,
      reply,
    }),
  );
}

/** A route of the agency's command line tools ('cli' access: the token of this server process). */
export function toolRoute<Body extends z.ZodType, Reply extends ReplySchema>(
  app: FastifyInstance,
  path: string,
  spec: RouteSpec<Body, Reply>,
  handler: (body: z.output<Body>) => Promise<ReplyFields<Reply>>,
) {
  registerJson(app, path, 'cli', spec, (request) => handler(request.body as z.output<Body>));
}

/**
 * A call that needs a session and answers a file (`fileType`) rather than JSON: every check happens before
 * the first byte, so a refused call answers its JSON error like any other; the file then streams.
 */
export function sessionFileRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  spec: FileRouteSpec<Body> & { access: 'user' },
  handler: (call: SessionCall<z.output<Body>>) => Promise<FileReply>,
) {
  const ok = {
    description: `The file (${spec.fileType}).`,
    content: { [spec.fileType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
  register(app, path, spec.access, { ...spec, ok }, async (request, reply) => {
    const file = await handler({
      identity: ownIdentity(request, true) as SessionIdentity,
      body: request.body as z.output<Body>,
      client: clientOf(request),
    });
    // RFC 6266: a plain ASCII fallback, and the name itself in UTF-8.
    const fallback = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    reply
      .type(spec.fileType)
      .header(
        'Content-Disposition',
        `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    return reply.send(file.content);
  });
}
