/**
 * Property-based fuzzing of every /v1 call, the command line's routes and unknown paths (fast-check): over
 * 10,000 malformed requests a run, as nobody, as demo users and as the command line. Every reply must be the
 * API's envelope with a contract code of its own status, never a 5xx, never another client's data; the harness
 * fails the file on a code its route does not declare. A run prints its seed: `FUZZ_SEED=<seed>` replays it.
 */
import * as contract from '@area-clienti/contract';
import { ApiPath, endpoints, errorDetails, errorHttpStatus, isErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATABASE_COMMANDS } from '../commands/index.js';
import { type Db, selectRows } from '../db/database.js';
import { findUserByLoginId } from '../modules/accounts/index.js';
import { SessionStore } from '../modules/auth/sessions.js';
import { PROFILE_PRIVACY_TEMPLATE } from '../seed/demo-agency.js';
import { useTestApp } from '../test/harness.js';

// ——— The surface: every call's body schema, from the contract ———

/** Every call of the contract's endpoint table with its body schema: a call added there is fuzzed too. */
const BODY_OF = Object.fromEntries(Object.values(endpoints).map((row) => [row.path, row.body]));
const CLI_PREFIX = '/v1/admin/cli/';
/** The command line's routes (commands/routes.ts) take the commands' own schemas. */
const CLI_BODY_OF = DATABASE_COMMANDS.map((command) => [CLI_PREFIX + command.name, command.args] as const);
const asSent = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
/** Each body as JSON Schema, as sent (input side): what the generators read. */
const JSON_SCHEMA_OF = Object.fromEntries(
  [...Object.entries(BODY_OF), ...CLI_BODY_OF].map(([path, schema]) => [path, asSent(schema)]),
);
const PATHS = Object.keys(JSON_SCHEMA_OF);
const UNKNOWN_PATHS = [
  ...['/v1/', '/v1/data', '/v1/data/getdossier', '/v1/data/getDossier/', '/v1/auth/login/extra', CLI_PREFIX],
  ...[`${CLI_PREFIX}unknown`, `${CLI_PREFIX}sso-link`, '/v1/data/getDossier;jsessionid=1', '/v1/%00'],
  ...['/v1/data/%2e%2e/auth/login', '/v1/%zz', '/v1/data/getDossier%E0%A4%A'],
];

// ——— Who calls ———

const CLI_TOKEN = 'fuzz-cli-token-0123456789abcdef';
/** Mario, Luca, Giulia (a password change pending: most calls refused) and the admin. */
const SESSION_USERS = ['10000001', '10000003', '10000002', '90000001'];
/** A demo user's real token, sent wrong (`padded` is still right: the scheme takes any blanks). */
const MANGLES: Record<string, (token: string) => string> = {
  lowercaseScheme: (token) => `bearer ${token}`,
  noScheme: (token) => token,
  suffixed: (token) => `Bearer ${token}x`,
  truncated: (token) => `Bearer ${token.slice(0, -1)}`,
  twice: (token) => `Bearer ${token} ${token}`,
  padded: (token) => `Bearer   ${token}`,
};
type Caller =
  | { kind: 'anonymous' | 'cli' }
  | { kind: 'session'; userCode: string; mangle?: string }
  | { kind: 'header'; authorization: string };

const anonymous = fc.constant<Caller>({ kind: 'anonymous' });
const cli = fc.constant<Caller>({ kind: 'cli' });
const demoUser = fc.constantFrom(...SESSION_USERS);
const sessionCaller = demoUser.map((userCode): Caller => ({ kind: 'session', userCode }));
const mangledToken = fc
  .record({ userCode: demoUser, mangle: fc.constantFrom(...Object.keys(MANGLES)) })
  .map((fields): Caller => ({ kind: 'session', ...fields }));
/** Garbage, very long, `Bearer` + random, other schemes. */
const badHeader = fc
  .oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ maxLength: 120 }).map((token) => `Bearer ${token}`),
    fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/).map((token) => `Bearer ${token}`),
    fc.integer({ min: 101, max: 16_384 }).map((length) => `Bearer ${'A'.repeat(length)}`),
    fc.constantFrom('Bearer', 'Bearer ', 'bearer', 'Basic dXNlcjpQcm92YTIwMjYh', 'Bearer null', 'Token x'),
  )
  .map((authorization): Caller => ({ kind: 'header', authorization }));
/** Mostly a real session, so that bodies get past the access check to be read. */
const anyCaller = fc.oneof(
  { arbitrary: sessionCaller, weight: 6 },
  { arbitrary: anonymous, weight: 2 },
  { arbitrary: fc.oneof(badHeader, mangledToken, cli), weight: 3 },
);
/** The command line's routes mostly with their token, the others mostly with a session. */
const callerFor = (path: string) =>
  path.startsWith(CLI_PREFIX) ? fc.oneof({ arbitrary: cli, weight: 3 }, anyCaller) : anyCaller;

// ——— Bodies: valid-looking ones, read from the schemas ———

/** What a caller might well send: demo user codes, the privacy notice in force, the application. */
const SEED_STRINGS = [
  ...[...SESSION_USERS, PROFILE_PRIVACY_TEMPLATE.type, PROFILE_PRIVACY_TEMPLATE.templateId, '0', ''],
  ...[contract.DEFAULT_APPLICATION_ID, 'fuzz@example.it', '3331234567'],
];
type JsonSchema = z.core.JSONSchema._JSONSchema;
/** A body's fields as JSON text, in order; `undefined` leaves the field out. */
type Fields = [key: string, text: string | undefined][];
const objectText = (fields: Fields) =>
  `{${fields.flatMap(([key, text]) => (text === undefined ? [] : [`${JSON.stringify(key)}:${text}`])).join(',')}}`;

/**
 * The control characters a caller may slip into any text, a filter's deep in a body too (issue 33): C0 (NUL,
 * tab, LF, CR, ESC), DEL, C1. Every call must refuse them or take them, never fail on them.
 */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
/** A string of the field's length with a control character somewhere in it. */
const withControlCharacter = (bounds: { minLength: number; maxLength: number }) =>
  fc.tuple(fc.string(bounds), fc.nat(), fc.constantFrom(...CONTROL_CHARACTERS)).map(([text, at, control]) => {
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, cut)}${control}${text.slice(cut)}`;
  });

/** A value the field's schema accepts, or nearly (a refinement, a string's format, are not read). */
function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean') return fc.jsonValue({ maxDepth: 2 });
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausibleValue));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'string' && schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.type === 'string') {
    const bounds = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) };
    return fc.oneof(
      { arbitrary: fc.constantFrom(...SEED_STRINGS), weight: 3 },
      { arbitrary: fc.string(bounds), weight: 3 },
      { arbitrary: withControlCharacter(bounds), weight: 1 },
    );
  }
  // The numbers of the bodies are ids: low ones hit the seeded rows, other clients' among them.
  if (schema.type === 'number' || schema.type === 'integer') return fc.integer({ min: 1, max: 60 });
  if (schema.type === 'boolean') return fc.boolean();
  // An object of the body (a filter, a claim's vehicle): its own fields, drawn the same way.
  if (schema.type === 'object' && schema.properties)
    return plausibleFieldsOf(schema).map((fields) => JSON.parse(objectText(fields)) as unknown);
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items))
    return fc.array(plausibleValue(schema.items), { maxLength: 3 });
  return fc.jsonValue({ maxDepth: 2 });
}
/** Every field of an object's schema, optional ones sometimes left out. */
function plausibleFieldsOf({ properties = {}, required = [] }: Exclude<JsonSchema, boolean>) {
  const field = ([key, schema]: [string, JsonSchema]) => {
    const text = plausibleValue(schema).map((value) => JSON.stringify(value));
    const sent = required.includes(key) ? text : fc.option(text, { nil: undefined });
    return sent.map((value): Fields[number] => [key, value]);
  };
  return fc.tuple(...Object.entries(properties).map(field));
}
/** Every field of the call's body, optional ones sometimes left out. */
const plausibleFields = (path: string): fc.Arbitrary<Fields> => plausibleFieldsOf(JSON_SCHEMA_OF[path] ?? {});
const plausibleBody = (path: string) => plausibleFields(path).map(objectText);

// ——— Bodies: wrong ones ———

const BODY_LIMIT = 1024 * 1024;
/** What a polluted Object.prototype would show. */
const POLLUTED = 'fuzzPolluted';
/** Keys no handler expects, the prototype's own among them, and the caller's user ID. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'userID', 'userid'];
/** Numbers where ids or flags are expected, as JSON text: negative, fractions, past int32, overflowing. */
const oddNumber = fc.oneof(
  fc.constantFrom('-1', '0', '-0', '1.5', '1e400', '-1e400', '2147483648', '9007199254740993', '1E-7'),
  fc.double().map((value) => JSON.stringify(value)),
  fc.bigInt().map(String),
);
/** Strings no form sends: control characters (NUL), lone surrogates, bidi marks, injections, numbers as words. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string(), fc.string()).map(([before, after]) => `${before}\u0000${after}`),
  fc.constantFrom('\u0000', '\ud800', 'x\udfff', '\u202e', '\ufeff', '🙂', ' ', '\r\n', '%00', '<script>'),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e400', '0x1F', ' 42 ', "' OR '1'='1", '{{7*7}}'),
  fc.integer({ min: 255, max: 70_000 }).map((length) => 'é'.repeat(length)),
);
/** Deep arrays or objects, as JSON text. */
const depth = fc.integer({ min: 2, max: 20_000 });
const deepNesting = fc.oneof(
  depth.map((levels) => '['.repeat(levels) + ']'.repeat(levels)),
  depth.map((levels) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`),
);
/** What would pollute Object.prototype through a careless merge, as a field or as a whole body. */
const PROTO_POLLUTION = [
  `{"__proto__":{"${POLLUTED}":1}}`,
  `{"constructor":{"prototype":{"${POLLUTED}":1}}}`,
];
const oddConstant = fc.constantFrom('null', 'true', '[]', '{}', '""', ...PROTO_POLLUTION);
/** Any JSON value a field may not take, as text: mostly strings of the right type and the wrong content. */
const wrongValue = fc.oneof(
  { arbitrary: nastyString.map((text) => JSON.stringify(text)), weight: 6 },
  { arbitrary: oddNumber, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), weight: 2 },
  { arbitrary: oddConstant, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);
/** A field of the call's body, mostly, or a key no handler expects. */
function someKey(path: string) {
  const keys = Object.keys(JSON_SCHEMA_OF[path]?.properties ?? {});
  const extra = fc.constantFrom(...EXTRA_KEYS);
  return keys.length === 0 ? extra : fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, extra);
}
/** A valid-looking body with one field wrong, missing, or one key too many (derived from the schema). */
const withOneFieldWrong = (path: string) =>
  fc
    .tuple(plausibleFields(path), someKey(path), fc.option(wrongValue, { nil: undefined, freq: 6 }))
    .map(([fields, key, text]) => objectText([...fields.filter(([name]) => name !== key), [key, text]]));
/** Text that is not JSON: random, truncated, JavaScript-ish, two documents, a byte order mark. */
const notJson = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 80 }),
  fc.constantFrom('', '{', '{"a":}', "{'a':1}", '{"a":1,}', 'undefined', 'NaN', '\ufeff{}', '{}{}', '{}x'),
);
const randomKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...EXTRA_KEYS));
const randomObject = fc.array(fc.tuple(randomKey, wrongValue), { maxLength: 6 }).map(objectText);
/** Around the 1 MiB limit: a few a run. */
const hugeBody = fc.constantFrom(-64, 1, 4096).map((over) => `{"x":"${'a'.repeat(BODY_LIMIT + over - 8)}"}`);
const malformedBody = fc.oneof(
  { arbitrary: notJson, weight: 300 },
  { arbitrary: wrongValue, weight: 300 },
  { arbitrary: randomObject, weight: 200 },
  { arbitrary: hugeBody, weight: 3 },
);

// ——— Requests ———

const METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'POST'] as const;
const CONTENT_TYPES = [
  ...[undefined, '', ';;;', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'text/plain'],
  ...['application/json, text/plain', 'text/html', 'application/x-www-form-urlencoded', 'application/xml'],
  ...['multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=utf-8'],
];
type Method = (typeof METHODS)[number];
type FuzzRequest = { method: Method; path: string; contentType?: string; payload?: string; caller: Caller };
/** A request, printed short when fast-check reports it (a body may be 1 MiB). */
const request = (fields: FuzzRequest): FuzzRequest =>
  Object.assign(fields, {
    [fc.toStringMethod]: () =>
      JSON.stringify({ ...fields, payload: fields.payload?.slice(0, 300), length: fields.payload?.length }),
  });
/** A POST of JSON to one of the calls, its body and caller drawn for that call. */
const toCall = (body: (path: string) => fc.Arbitrary<string>, caller = callerFor) =>
  fc.constantFrom(...PATHS).chain((path) => {
    const drawn = fc.record({ payload: body(path), caller: caller(path) });
    return drawn.map((fields) =>
      request({ method: 'POST', path, contentType: 'application/json', ...fields }),
    );
  });

// ——— The requests of each property ———

const malformedCalls = toCall(() => malformedBody);
const oneFieldWrong = toCall(withOneFieldWrong);
const wrongly = { method: fc.constantFrom(...METHODS), contentType: fc.constantFrom(...CONTENT_TYPES) };
const anyBody = (path: string) => fc.oneof(plausibleBody(path), malformedBody);
const wrongMethodOrType = fc
  .tuple(toCall(anyBody), fc.record(wrongly))
  .map(([call, wrong]) => request({ ...call, ...wrong }));
const badAuthorization = toCall(plausibleBody, () => fc.oneof(badHeader, mangledToken, cli, anonymous));
const webPathUnderV1 = fc.webPath().map((path) => `/v1/${path.slice(1)}`);
const unknownPath = fc.oneof(fc.constantFrom(...UNKNOWN_PATHS), webPathUnderV1);
const maybeMalformed = fc.option(malformedBody, { nil: undefined });
const unknownPaths = fc
  .record({ method: wrongly.method, path: unknownPath, payload: maybeMalformed, caller: anyCaller })
  .map((fields) => request({ contentType: 'application/json', ...fields }));
/** Well-formed calls of the demo users, on ids of their own and of others. */
const clientCalls = toCall(plausibleBody, () => sessionCaller);

// ——— The properties ———

/** What would betray a client's data in a reply: tax code, full name, e-mail; per client, its user code. */
let CLIENTS: { userCode: string; markers: string[] }[] = [];
async function readClientMarkers(db: Db) {
  const rows = await selectRows<{
    user_code: string | null;
    codice_fiscale: string;
    nome: string;
    cognome: string;
    email: string | null;
  }>(
    db,
    sql`select u.user_code, c.codice_fiscale, c.nome, c.cognome, c.email from clients c left join users u on u.client_id = c.id`,
  );
  CLIENTS = rows.map((row) => ({
    userCode: row.user_code ?? '',
    markers: [row.codice_fiscale, `${row.nome} ${row.cognome}`, row.email ?? ''].filter(Boolean),
  }));
}
/** The calls of the agency's staff (a search, a client's page): answering any client is what they are for. */
const STAFF_PATHS = new Set<string>(
  Object.values(endpoints)
    .filter((row) => row.access === 'staff' || row.access === 'superuser')
    .map((row) => row.path),
);
/** The demo's staff among the callers: the Superuser. */
const STAFF_USERS = new Set(['90000001']);

/**
 * Every client's markers but the caller's own; none for the agency's tools, which answer an invitee's
 * e-mail, nor for a staff call of the demo's Superuser (its search for "10000001" rightly names Mario). The
 * same Superuser on a client's call is still held to its own data.
 */
function foreignMarkers({ caller, path }: FuzzRequest) {
  if (caller.kind === 'cli') return [];
  if (caller.kind === 'session' && STAFF_USERS.has(caller.userCode) && STAFF_PATHS.has(path)) return [];
  const own = caller.kind === 'session' ? caller.userCode : undefined;
  return CLIENTS.filter(({ userCode }) => userCode !== own).flatMap(({ markers }) => markers);
}

describe('fuzzing every /v1 call with malformed requests', () => {
  const t = useTestApp({ deps: () => ({ cliToken: CLI_TOKEN }) });
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const tokens = new Map<string, string>();
  const statuses = new Map<number, number>();
  let sessions: SessionStore;
  let sent = 0;
  let started = 0;

  beforeAll(async () => {
    sessions = new SessionStore(t.db, t.clock, t.config);
    await readClientMarkers(t.db);
    for (const userCode of SESSION_USERS) tokens.set(userCode, await t.login(userCode));
    started = Date.now();
  });
  afterAll(() => {
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${sent} requests in ${seconds}s, seed ${seed}: ${byStatus.join(' ')}`);
  });

  function authorizationOf(caller: Caller): string | undefined {
    if (caller.kind === 'header') return caller.authorization;
    if (caller.kind !== 'session') return caller.kind === 'cli' ? `Bearer ${CLI_TOKEN}` : undefined;
    const token = tokens.get(caller.userCode) ?? '';
    return caller.mangle ? MANGLES[caller.mangle]?.(token) : `Bearer ${token}`;
  }

  async function send({ method, path, contentType, payload, caller }: FuzzRequest) {
    const authorization = authorizationOf(caller);
    const headers = { 'content-type': contentType, authorization };
    const reply = await t.app.inject({
      method,
      url: path,
      payload,
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)),
    });
    sent++;
    statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
    // A logout with a real token (some mangled ones still are) ended it: open another, as a login would.
    if (path === ApiPath.logout && reply.statusCode === 200 && caller.kind === 'session') {
      const user = await findUserByLoginId(t.db, caller.userCode);
      tokens.set(caller.userCode, await sessions.create(user?.id ?? 0, { ipAddress: '127.0.0.1' }));
    }
    return reply;
  }

  /** The first bytes of each kind of file a call answers, but documents. */
  const FILE_MAGIC: Record<string, string> = {
    'application/zip': 'PK\x03\x04',
    'text/calendar': 'BEGI',
    'application/json': '{\n  ',
    // An import's report (getImportReport) and the audit log (getAuditLogCsv): a BOM, then their header.
    'text/csv': '\xEF\xBB\xBF',
  };

  /** What every reply must be, whatever was sent. */
  function expectSound(sentRequest: FuzzRequest, reply: LightMyRequestResponse) {
    const status = reply.statusCode;
    // Not even a 503: the database is in memory, it cannot be away.
    expect(status, reply.body.slice(0, 300)).toBeLessThan(500);
    expect(POLLUTED in {}, 'Object.prototype polluted').toBe(false);
    // A reply to HEAD has no body, by HTTP.
    if (sentRequest.method === 'HEAD') return void expect(reply.body).toBe('');
    // The calls answering a file (a ZIP of the caller's own documents, or one of them, each id checked; the
    // due dates' calendar): each starts as its type says (the demo's documents are PDFs).
    if (String(reply.headers['content-disposition']).startsWith('attachment')) {
      const type = String(reply.headers['content-type']).split(';')[0] ?? '';
      // The outbound feed of claim reports (getClaimReportFeed): JSON Lines, empty when nothing is new.
      if (type === 'application/jsonl') {
        for (const line of reply.body.split('\n').filter(Boolean))
          expect(() => JSON.parse(line)).not.toThrow();
        return void expect(status).toBe(200);
      }
      const magic = FILE_MAGIC[type] ?? '%PDF';
      const start = reply.rawPayload.subarray(0, magic.length).toString('latin1');
      return void expect([status, start]).toEqual([200, magic]);
    }
    const body = JSON.parse(reply.body) as { status?: unknown; error?: { code?: unknown } };
    if (body.status === 'OK') expect(status, 'OK with an error status').toBeLessThan(300);
    else {
      // The code, and only the optional details the contract lets a refusal carry (a lockout's minutes).
      const { code: _code, ...details } = body.error ?? {};
      expect(errorDetails.strict().safeParse(details).success, JSON.stringify(details)).toBe(true);
      expect(body).toEqual({ status: 'KO', error: { code: expect.any(String), ...details } });
      const code = body.error?.code;
      expect(isErrorCode(code) ? errorHttpStatus[code] : `${code} is not a contract code`).toBe(status);
    }
    for (const marker of foreignMarkers(sentRequest)) {
      if (!sentRequest.payload?.includes(marker)) expect(reply.body).not.toContain(marker);
    }
  }

  /** One property: `runs` requests drawn from `requests`, each reply sound. */
  const fuzz = (runs: number, requests: fc.Arbitrary<FuzzRequest>) =>
    fc.assert(
      fc.asyncProperty(requests, async (fuzzed) => {
        expectSound(fuzzed, await send(fuzzed));
      }),
      { numRuns: runs, seed },
    );
  // Bounded by count, not time: a loaded machine (a CI beside other work) only makes a run slower.
  const LONG = { timeout: 600_000 };

  it('knows every /v1 route the server has', () => {
    // Every route is a POST under /v1 (http/route.ts): as many as the fuzzer knows, and those same ones.
    // Development tools outside /v1 (POST /dev/accounts, which production does not serve) are not the API.
    const served = t.app
      .printRoutes({ commonPrefix: false, method: 'POST' })
      .split('\n')
      .filter((line) => line.includes('(POST)') && !line.includes('/dev/'));
    expect(served.length).toBe(PATHS.length);
    for (const url of PATHS) expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
  });

  it('bodies not JSON, or JSON of the wrong type, huge or polluting', LONG, () => fuzz(3000, malformedCalls));

  it('valid-looking bodies with one field wrong, missing or too many', LONG, () => fuzz(3000, oneFieldWrong));

  it('methods other than POST, wrong or missing content types', LONG, () => fuzz(1500, wrongMethodOrType));

  it('bad Authorization headers, and real tokens sent wrong', LONG, () => fuzz(1500, badAuthorization));

  it('unknown paths', LONG, () => fuzz(500, unknownPaths));

  it("a client's valid-looking calls never carry another client's data", LONG, () => fuzz(1000, clientCalls));

  it('sent at least 10,000 requests, and the demo sessions lived to the end', async () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    for (const userCode of SESSION_USERS) {
      const reply = await t.post(ApiPath.getUserStatus, {}, tokens.get(userCode));
      expect(reply.statusCode, userCode).toBe(200);
    }
  });
});
