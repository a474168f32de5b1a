import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** What a reply serializer is compiled from: Fastify passes the route's reply schema of one status. */
type SerializerRouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** Keywords that only check a value: the compiled serializer never checks, so they only slow it down. */
const CHECK_ONLY = new Set([
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A schema of one or more scalar types and nothing else but checks: `{ type: 'string', pattern }`. */
function scalarTypes(schema: unknown): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { type, ...rest } = schema as JsonSchema;
  const types = Array.isArray(type) ? type : [type];
  if (!types.every((t) => typeof t === 'string' && SCALARS.has(t))) return undefined;
  if (!Object.keys(rest).every((key) => CHECK_ONLY.has(key))) return undefined;
  return types as string[];
}

/** `anyOf: [S, { type: 'null' }]`, zod's `.nullable()` of a schema of one type: that schema, null admitted. */
function nullableOf(branches: unknown[]): JsonSchema | undefined {
  if (branches.length !== 2) return undefined;
  const [schema, other] = branches as JsonSchema[];
  const isNull = (s: JsonSchema | undefined) => s?.type === 'null' && Object.keys(s).length === 1;
  if (!isNull(other) || typeof schema?.type !== 'string' || schema.anyOf || schema.oneOf) return undefined;
  return { ...schema, type: [schema.type, 'null'] };
}

/**
 * The JSON Schema a reply is written with: zod's own (`z.toJSONSchema`, the output side, so an object
 * admits only its declared properties), made for writing rather than checking:
 * - an `anyOf` of scalar types (zod's `.nullable()` of a string with a pattern) becomes one `type` list,
 *   and so does `.nullable()` of an object: fast-json-stringify picks an `anyOf` branch by validating
 *   the value with Ajv at each reply, a type list it tells apart by `typeof`;
 * - `required` goes: fast-json-stringify writes the required properties first, zod in the declared
 *   order, and the bytes must stay zod's. (Checking that they are there is the tests' job: see `checked`.)
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required') continue;
    // `properties` and `$defs` are maps of names, not schemas: their values are.
    if (key === 'properties' || key === '$defs' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, inner]) => [name, simplified(inner)]),
      );
    } else out[key] = simplified(value);
  }
  if (Array.isArray(out.anyOf)) {
    const { anyOf: branches, ...rest } = out;
    const types = branches.map(scalarTypes);
    if (types.every((list) => list !== undefined)) return { ...rest, type: [...new Set(types.flat())] };
    const nullable = nullableOf(branches);
    if (nullable && Object.keys(rest).length === 0) return nullable;
  }
  return out;
}

/** The compiled serializer of a zod reply schema, or undefined when zod's schema cannot be written in JSON Schema. */
export function compiledSerializer(schema: z.ZodType): Serializer | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    const { $schema: _draft, ...rest } = simplified(jsonSchema) as JsonSchema;
    return fastJson(rest as unknown as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/** What the route's reply bytes were before: zod encodes the reply (validates, strips), then JSON.stringify. */
const zodSerializerOf = zodSerializerCompiler as unknown as (schema: SerializerRouteSchema) => Serializer;

/**
 * Fastify's serializer compiler for the routes' reply schemas (the contract's zod schemas): each one
 * compiled once, at start, into fast-json-stringify's writer, which writes the declared properties in
 * the schema's order and drops any other, as zod's encoding did, without zod's walk of the reply and
 * JSON.stringify after it (docs/decisions/0080). A schema zod cannot write in JSON Schema keeps zod's
 * serializer.
 *
 * `checked` (the tests' configuration): every reply is also serialized by zod, and a reply zod refuses
 * (it failed the contract) or whose bytes differ from zod's is a failure of the call, so every API test
 * asserts that the two write the same bytes and that replies keep to the contract.
 */
export function replySerializerCompiler(checked: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerOf(route);
    const schema = route.schema as unknown;
    const compiled = schema instanceof z.ZodType ? compiledSerializer(schema) : undefined;
    if (!compiled) return viaZod;
    if (!checked) return compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (written !== expected) {
        // Where they part, not the bytes themselves: a reply may hold a token or a client's data.
        let at = 0;
        while (written[at] === expected[at]) at++;
        throw new Error(
          `the compiled reply serializer of ${route.method} ${route.url} (${route.httpStatus}) parts from zod's at character ${at}`,
        );
      }
      return written;
    };
  };
}
