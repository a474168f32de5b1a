import { ErrorCode, errorHttpStatus } from '@area-clienti/contract';
import { GROUPS } from './api-doc-groups.js';

/**
 * docs/api.md, written from the OpenAPI document (http/openapi.ts): every call's access, body, reply and
 * error codes come from the schemas the server validates with (the contract's endpoint table), and each
 * call's notes from the table's notes (contract endpoints/notes.ts).
 * Only the grouping and the prose around the tables are kept here.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
}
interface Operation {
  description?: string;
  security?: unknown[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, { post?: Operation }>;
}

const HEADER = `# API

<!-- Written by \`npm run openapi\` from the route schemas (packages/server/src/http/api-doc.ts); a test fails
when it is out of date. Edit the routes' notes or api-doc.ts, not this file. -->

The machine-readable description is [openapi.json](openapi.json) (OpenAPI 3.1), generated from the same
zod schemas the server validates with; this page is generated from it.

Every call is \`POST\` with a JSON body (SPEC §7); the schemas of every body and reply are in
\`packages/contract/src\` (zod), which the server validates against and the web app is typed by.
Authenticated calls send \`Authorization: Bearer <token>\` (the token from login). A body \`userID\` (or
\`userid\`), when sent, must be the caller's own user ID (\`FORBIDDEN_001\` otherwise): the user always comes
from the token. A NUL anywhere in a body, and any control character (tab and line breaks included) in a
search or a list's filter, is \`VALIDATION_001\` ([decisions/0133](decisions/0133-file-checks-in-turns-and-control-characters.md)).
Where SPEC §7 shows a number, a number is taken as its digits (\`userID: 10000001\`, privacy
\`type: 775\`; [decisions/0043](decisions/0043-numbers-the-spec-shows.md)).

Replies: \`{ "status": "OK", … }\` with HTTP 2xx, or \`{ "status": "KO", "error": { "code": "…" } }\` with the
code's HTTP status (the table at the end; written once, in \`packages/contract/src/errors.ts\`). Every call may
also answer \`VALIDATION_001\` (400), \`VALIDATION_002\` (413), \`VALIDATION_003\` (415), \`CONNECTION_ERROR\`
(503) and \`INTERNAL_ERROR\` (500); every call that needs a session \`TOKEN_1001\` (401), \`USERDISABLED_001\`
and \`FORBIDDEN_001\` (403); every call of a client's data \`PASSWORDUPDATE_001\` (403) while a password change the
agency asked for is pending (only the calls of the post-login steps are served then: status, privacy,
messages, the password change); every call that needs a session \`SECONDFACTOR_001\` (401) while the session
waits for its second factor (only the second factor's calls and \`logout\` are served then). The tables list the
other codes of each call. A spec call's reply keeps the spec's fields as they are; what ours adds comes beside
them, never in their place (\`formContatti\`'s \`numero\` beside \`result: true\`:
[decisions/0143](decisions/0143-requests-are-cases.md)).

Access: \`public\` (anyone), \`optional\` (public; a session, when sent, identifies the caller), \`session\` (any
valid session, also of an account still in registration), \`user\` (role User), \`superuser\` (role Superuser).
`;

const COMMON_CODES = new Set<string>([
  ErrorCode.VALIDATION,
  ErrorCode.BODY_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  ErrorCode.CONNECTION,
  ErrorCode.INTERNAL,
  ErrorCode.TOKEN,
  ErrorCode.USER_DISABLED,
  ErrorCode.FORBIDDEN,
  ErrorCode.PASSWORD_UPDATE_PENDING,
  ErrorCode.SECONDFACTOR_PENDING,
]);

/** A schema in a few words: `string`, `number[]`, `{a, b?}`, `'S' | 'N'`. */
function typeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map((item) => typeOf(item, depth)))].join(' \\| ');
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items, depth)}[]`;
  if (type === 'object' || schema.properties) {
    if (!schema.properties || depth > 0) return 'object';
    return `{${fields(schema, depth + 1)}}`;
  }
  return type ?? 'any';
}

/** `privacy01`…`privacy19` (or `label1`…`label10`) of one type, as one field `privacy01..privacy19`. */
function collapseNumbered(properties: [string, JsonSchema][]): [string, JsonSchema][] {
  const out: [string, JsonSchema][] = [];
  for (const [name, schema] of properties) {
    const previous = out.at(-1);
    const stem = /^(\D+)\d+$/.exec(name)?.[1];
    const previousStem = previous && /^(\D+)\d+(?:\.\.\D+\d+)?$/.exec(previous[0])?.[1];
    if (previous && stem && previousStem === stem && typeOf(previous[1]) === typeOf(schema)) {
      previous[0] = `${previous[0].split('..')[0]}..${name}`;
      continue;
    }
    out.push([name, schema]);
  }
  return out;
}

/** The fields of an object schema: `name` for a required one, `name?` for an optional one. */
function fields(schema: JsonSchema | undefined, depth = 0, leaveOut: string[] = []): string {
  const properties = collapseNumbered(
    Object.entries(schema?.properties ?? {}).filter(([name]) => !leaveOut.includes(name)),
  );
  if (properties.length === 0) return '—';
  const required = new Set(schema?.required ?? []);
  return properties
    .map(([name, property]) => {
      const shown = `${name}${required.has(name.split('..')[0] ?? name) ? '' : '?'}`;
      return depth === 0 ? `\`${shown}\`: ${typeOf(property, depth)}` : `${shown}`;
    })
    .join(depth === 0 ? ', ' : ', ');
}

/** The codes a call answers beyond the common ones, with their status: `404 NOTFOUND_001`. */
function specificErrors(operation: Operation): string {
  const codes: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^[45]\d\d$/.test(status)) continue;
    const schema = response.content?.['application/json']?.schema;
    for (const code of schema?.properties?.error?.properties?.code?.enum ?? []) {
      if (!COMMON_CODES.has(String(code))) codes.push(`${status} \`${String(code)}\``);
    }
  }
  return codes.join(', ');
}

const cell = (text: string) => text.replace(/\n/g, ' ');

function callSection(path: string, operation: Operation): string {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const ok = operation.responses?.['200']?.content ?? {};
  const reply = ok['application/json']?.schema;
  // A call answering a file names its type instead of fields.
  const fileType = Object.keys(ok).find((type) => type !== 'application/json');
  const replyText = reply || !fileType ? fields(reply, 0, ['status']) : `a file, \`${fileType}\``;
  const [, access = '', notes = ''] =
    /^Access: `(\w+)`\.\s*([\s\S]*)$/.exec(operation.description ?? '') ?? [];
  const row = [access, fields(body), replyText, specificErrors(operation)].map(cell);
  const table = `| access | body | reply | specific errors |\n|---|---|---|---|\n| ${row.join(' | ')} |`;
  return [`### \`${path}\``, table, notes].filter(Boolean).join('\n\n');
}

/** The meaning of each code: the comment above it in the contract's errors.ts. */
export function errorMeanings(errorsSource: string): Map<string, string> {
  const meanings = new Map<string, string>();
  for (const match of errorsSource.matchAll(
    /\/\*\*\s*((?:(?!\*\/)[\s\S])*?)\s*\*\/\s*\n\s*\w+: '([A-Z0-9_]+)'/g,
  )) {
    const text = (match[1] ?? '').replace(/\s*\n\s*\*\s*/g, ' ').trim();
    if (match[2]) meanings.set(match[2], text);
  }
  return meanings;
}

function errorTable(meanings: Map<string, string>): string {
  const rows = (Object.values(ErrorCode) as ErrorCode[])
    .map((code) => `| \`${code}\` | ${errorHttpStatus[code]} | ${cell(meanings.get(code) ?? '')} |`)
    .join('\n');
  return `## Error codes\n\n| code | HTTP | meaning |\n|---|---|---|\n${rows}\n`;
}

/** docs/api.md from the OpenAPI document and the contract's errors.ts source (for the codes' meanings). */
export function apiMarkdown(document: OpenApiDocument, errorsSource: string): string {
  const listed = new Set(GROUPS.flatMap((group) => group.paths));
  const unlisted = Object.keys(document.paths).filter(
    (path) => !listed.has(path) && !path.startsWith('/v1/admin/cli/'),
  );
  if (unlisted.length > 0) throw new Error(`api-doc.ts does not place these calls in a group: ${unlisted}`);
  const sections = GROUPS.map((group) => {
    const calls = group.paths.map((path) => {
      const operation = document.paths[path]?.post;
      if (!operation) throw new Error(`api-doc.ts lists ${path}, which the server does not have`);
      return callSection(path, operation);
    });
    return [`## ${group.title}`, group.intro, ...calls, group.outro].filter(Boolean).join('\n\n');
  });
  const text = [HEADER, ...sections, errorTable(errorMeanings(errorsSource))].join('\n\n');
  return `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
