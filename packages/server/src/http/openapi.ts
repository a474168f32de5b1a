import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects the contract's zod schemas of every /v1 route into one OpenAPI 3.1 document, so that the
 * published API description is the one the server validates against (docs/openapi.json).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Area Clienti API',
        version: '1',
        description:
          'Every call is POST with a JSON body. Replies: { status: "OK", … } with 2xx, or { status: "KO", error: { code } } ' +
          'with 4xx/5xx (codes: docs/decisions/0001 and docs/api.md). Authenticated calls send Authorization: Bearer <token>.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const authenticated = access !== undefined && access !== 'public' && access !== 'optional';
      const notes = (transformed.schema as { description?: string } | undefined)?.description;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          // Who may call it, first in the description: docs/api.md (http/api-doc.ts) reads it there.
          ...(access ? { description: [`Access: \`${access}\`.`, notes].filter(Boolean).join(' ') } : {}),
          ...(authenticated ? { security: [{ bearer: [] }] } : {}),
        },
      };
    },
    hideUntagged: false,
  });
}

/** The document for docs/openapi.json: only the /v1 API, paths in order, stable across runs. */
export function openApiDocument(app: FastifyInstance): Record<string, unknown> {
  const document = app.swagger() as { paths?: Record<string, unknown> } & Record<string, unknown>;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith('/v1/') && !path.startsWith('/v1/admin/cli/'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...document, paths };
}
