import { ErrorCode, koReplyOf, okReply } from '@area-clienti/contract';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.js';

/** A reply like the reads': nullable dates with a pattern, a nested object, a list, an optional field. */
const listReply = okReply({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      since: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
      kind: z.object({ area: z.string().nullable() }),
      note: z.string().optional(),
      amount: z.number().nullable(),
    }),
  ),
  owner: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});

/** A server whose one route answers `answer` with the reply schemas, through the compiler under test. */
async function serverAnswering(
  answer: unknown,
  checked: boolean,
  compiler = replySerializerCompiler(checked),
) {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  app.post(
    '/read',
    { schema: { response: { 200: listReply, 404: koReplyOf([ErrorCode.NOT_FOUND]) } as object } },
    async (_request, reply) =>
      reply.code((answer as { status: string }).status === 'KO' ? 404 : 200).send(answer),
  );
  await app.ready();
  return app;
}

async function bodyOf(answer: unknown, compiler: ReturnType<typeof replySerializerCompiler>) {
  const app = await serverAnswering(answer, false, compiler);
  const reply = await app.inject({ method: 'POST', url: '/read' });
  await app.close();
  return { status: reply.statusCode, body: reply.body };
}

const zodCompiler = serializerCompiler as unknown as ReturnType<typeof replySerializerCompiler>;

describe('the compiled reply serializer', () => {
  it("writes zod's bytes, fields the contract does not declare left out, at every depth", async () => {
    const answer = {
      status: 'OK',
      passwordHash: 'not for the caller',
      owner: { phone: null, name: 'Rossi', token: 'secret' },
      items: [
        {
          amount: 12.5,
          id: 7,
          name: 'Polizza "casa"\n\u2028è',
          since: '2026-01-31',
          kind: { area: null, internal: 'x' },
          secret: 'x',
        },
        { id: 8, name: '', since: null, kind: { area: 'auto' }, note: 'n', amount: null },
      ],
    };
    const compiled = await bodyOf(answer, replySerializerCompiler(false));
    expect(compiled).toEqual(await bodyOf(answer, zodCompiler));
    expect(compiled.body).not.toContain('secret');
    expect(compiled.body).not.toContain('passwordHash');
    expect(compiled.body).not.toContain('internal');
    expect(JSON.parse(compiled.body).owner).toEqual({ name: 'Rossi', phone: null });
    const withoutOwner = { ...answer, owner: null };
    expect(await bodyOf(withoutOwner, replySerializerCompiler(false))).toEqual(
      await bodyOf(withoutOwner, zodCompiler),
    );
    expect(JSON.parse(compiled.body).items[1]).toEqual({
      id: 8,
      name: '',
      since: null,
      kind: { area: 'auto' },
      note: 'n',
      amount: null,
    });
  });

  it('strips an error reply to its code, as zod did', async () => {
    const answer = { status: 'KO', error: { code: ErrorCode.NOT_FOUND, message: 'detail' } };
    const compiled = await bodyOf(answer, replySerializerCompiler(false));
    expect(compiled).toEqual({
      status: 404,
      body: `{"status":"KO","error":{"code":"${ErrorCode.NOT_FOUND}"}}`,
    });
    expect(compiled).toEqual(await bodyOf(answer, zodCompiler));
  });

  it("in the tests' checked mode, fails a reply that breaks the contract, as zod's serializer did", async () => {
    const app = await serverAnswering({ status: 'OK', items: [{ id: 'seven' }] }, true);
    const reply = await app.inject({ method: 'POST', url: '/read' });
    await app.close();
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('seven');
  });
});
