/**
 * Issue 33, item 9 (docs/decisions/0133): control characters in what a call is sent. Walks the contract's
 * endpoint table, so that a call or a filter added there is walked too:
 * - every text filter of every call's body (a schema made by the contract's `textFilter`: a search, a list's
 *   filter) with each kind of control character, in an otherwise valid body: 400 VALIDATION_001;
 * - every string of every call's body with a NUL: 400 VALIDATION_001, before the call reads a row or sends
 *   a byte of a file, whatever else the body holds.
 */
import { type Endpoint, type EndpointName, ErrorCode, endpoints, isTextFilter } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../test/harness.js';
import { BOUNDARY, form } from '../test/multipart.js';

// ——— The strings of a body, from its schema ———

/** Where a string sits in a body: object keys, and `[]` for an array's element. */
type Path = string[];
interface Leaf {
  path: Path;
  filter: boolean;
}

/** The schemas a zod schema holds on its input side, each with the key that leads to it (if any). */
function inner(schema: z.ZodType): [key: string | null, schema: z.ZodType][] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>);
    case 'array':
      return [['[]', def.element as z.ZodType]];
    case 'union':
      return (def.options as z.ZodType[]).map((option) => [null, option]);
    case 'intersection':
      return [
        [null, def.left as z.ZodType],
        [null, def.right as z.ZodType],
      ];
    case 'pipe':
      return [[null, def.in as z.ZodType]];
    case 'lazy':
      return [[null, (def.getter as () => z.ZodType)()]];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return [[null, def.innerType as z.ZodType]];
    default:
      return [];
  }
}

/** Every string a body may hold, each path once; a text filter wherever one of its schemas is one. */
function stringsOf(body: z.ZodType): Leaf[] {
  const leaves = new Map<string, Leaf>();
  const walk = (schema: z.ZodType, path: Path, depth: number) => {
    if (depth > 12) return;
    if (schema._zod.def.type === 'string') {
      const key = path.join('.');
      const known = leaves.get(key);
      leaves.set(key, { path, filter: isTextFilter(schema) || known?.filter === true });
      return;
    }
    for (const [key, next] of inner(schema)) walk(next, key === null ? path : [...path, key], depth + 1);
  };
  walk(body, [], 0);
  return [...leaves.values()];
}

/** `base` with `value` at `path` (objects and one-element arrays made on the way). */
function withValue(base: unknown, path: Path, value: string): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (key === '[]') {
    const [first] = Array.isArray(base) ? base : [];
    return [withValue(first, rest, value)];
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
  return { ...object, [key]: withValue((object as Record<string, unknown>)[key], rest, value) };
}

// ——— The calls ———

const ROWS = Object.entries(endpoints) as [EndpointName, Endpoint][];
/** What a call's body needs besides a filter to be valid, where `{}` is not enough. */
const BASE_BODIES: Partial<Record<EndpointName, object>> = {
  createLoginMessage: { titolo: 'Avviso', testo: 'Testo', audience: { filter: {} } },
  previewLoginMessage: { testo: 'Testo' },
  startBulkInvitation: { filter: {}, perMinute: 10 },
  closeClaimReport: { reportId: '00000000-0000-4000-8000-000000000000' },
};
/** The control characters a filter refuses, one of each kind: C0 (NUL, tab, LF, CR, ESC), DEL, C1. */
const CONTROLS = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
/** A value every filter takes (2 to 20 characters once trimmed). */
const CLEAN = 'Rossi';
const shown = (text: string) => JSON.stringify(text);

const t = useTestApp();
const tokens: Partial<Record<Endpoint['access'], string>> = {};

beforeAll(async () => {
  const superuser = await t.login('90000001');
  const client = await t.login('10000001');
  Object.assign(tokens, { staff: superuser, superuser, user: client, session: client, optional: client });
});

/** The call as its row's caller makes it: JSON, or a form with a file for a call taking files. */
async function send(row: Endpoint, body: unknown) {
  const token = tokens[row.access];
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  if (!('upload' in row)) return t.post(row.path, body as object, token);
  const fields = Object.entries(body as Record<string, string>).map(([field, value]) => ({ field, value }));
  const file = { field: 'file', file: 'x.bin', type: 'application/octet-stream', bytes: Buffer.from('x') };
  return t.inject({
    method: 'POST',
    url: row.path,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...authorization },
    payload: form([...fields, file]),
  });
}

const outcome = (reply: Awaited<ReturnType<typeof send>>) => [
  reply.statusCode,
  (reply.json() as { error?: { code?: string } }).error?.code,
];

describe('control characters', () => {
  const filters = ROWS.flatMap(([name, row]) =>
    stringsOf(row.body)
      .filter((leaf) => leaf.filter)
      .map((leaf) => ({ name, row, path: leaf.path })),
  );

  it('are found in the filters of every call: the audit log, its CSV, the search, the audiences, the templates', () => {
    const found = filters.map(({ name, path }) => `${name} ${path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'getAuditLog filter.actor',
        'getAuditLog filter.target',
        'getAuditLogCsv filter.actor',
        'getAuditLogCsv filter.target',
        'searchClients query',
        'startBulkInvitation filter.branch',
        'startBulkInvitation filter.product',
        'createLoginMessage audience.filter.product',
        'previewLoginMessage audience.filter.branch',
        'getPrivacyTemplates type',
      ]),
    );
  });

  it('in any text filter of any call, anywhere in it, are refused with VALIDATION_001', async () => {
    for (const { name, row, path } of filters) {
      const base = BASE_BODIES[name] ?? {};
      // The body is valid with a clean filter: the control character alone is what is refused.
      const clean = withValue(base, path, CLEAN);
      expect(row.body.safeParse(clean).success, `${name}: give it a base body`).toBe(true);
      for (const control of CONTROLS) {
        for (const text of [`Ro${control}ssi`, `${CLEAN}${control}`, `${control}${CLEAN}`]) {
          const reply = await send(row, withValue(base, path, text));
          expect(outcome(reply), `${name} ${path.join('.')} = ${shown(text)}`).toEqual([
            400,
            ErrorCode.VALIDATION,
          ]);
        }
      }
      // A filter with what a person types: accents, an apostrophe, spaces inside and around.
      expect(row.body.safeParse(withValue(base, path, " D'Amico Niccolò ")).success, name).toBe(true);
    }
  });

  it('a NUL in any string of any call is refused with VALIDATION_001, whatever else the body holds', async () => {
    let walked = 0;
    for (const [name, row] of ROWS) {
      for (const { path } of stringsOf(row.body)) {
        const reply = await send(row, withValue(BASE_BODIES[name] ?? {}, path, `a\u0000b`));
        const [status, code] = outcome(reply);
        // A call that cleans its own free text answers its own code (the contact forms: FORMCONTATTI_00x),
        // or its schema's refusal of a field that is not free text.
        const answers: readonly string[] =
          'cleansItsText' in row && row.cleansItsText
            ? [...row.errors, ErrorCode.VALIDATION]
            : [ErrorCode.VALIDATION];
        expect([status, answers.includes(code as string)], `${name} ${path.join('.')} ${code}`).toEqual([
          400,
          true,
        ]);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(100);
  });
});
