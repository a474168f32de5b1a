import { type Endpoint, ErrorCode, okReply } from '@area-clienti/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOUNDARY, form, type Part } from '../test/multipart.js';
import { handleError } from './errors.js';
import { route } from './route.js';

/** A call taking one or two PDFs with a note: what the route helper makes of multipart bodies. */
const attach = {
  method: 'POST',
  path: '/v1/data/attach' as Endpoint['path'],
  access: 'public',
  body: z.object({ note: z.string().max(20) }),
  reply: okReply({ received: z.array(z.object({ name: z.string(), size: z.number() })), note: z.string() }),
  errors: [],
  upload: { maxFiles: 2, maxFileBytes: 1024, types: ['application/pdf'] },
} as const satisfies Endpoint;

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(async (plugin) => {
    route(plugin, attach, async ({ body, files }) => ({
      received: files.map((file) => ({ name: file.name, size: file.content.length })),
      note: body.note,
    }));
    plugin.post('/v1/data/json', async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(() => app.close());

const send = (url: string, parts: Part[]) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form(parts),
  });
const pdf = (file: string, size = 10) => ({
  field: 'file',
  file,
  type: 'application/pdf',
  bytes: Buffer.alloc(size, 0x25),
});
const note = { field: 'note', value: 'denuncia' };
const codeOf = (reply: { json(): { error?: { code?: string } } }) => reply.json().error?.code;

describe('a call taking files (multipart/form-data)', () => {
  it('gets its files whole and its fields checked, within the limits', async () => {
    const reply = await send('/v1/data/attach', [note, pdf('a.pdf'), pdf('b.pdf', 1024)]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      received: [
        { name: 'a.pdf', size: 10 },
        { name: 'b.pdf', size: 1024 },
      ],
      note: 'denuncia',
    });
  });

  it('refuses a file larger than the call takes: 413 UPLOAD_001', async () => {
    const reply = await send('/v1/data/attach', [note, pdf('big.pdf', 1025)]);
    expect([reply.statusCode, codeOf(reply)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
  });

  it('refuses more files than the call takes, or none: 400 UPLOAD_002', async () => {
    const tooMany = await send('/v1/data/attach', [note, pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect([tooMany.statusCode, codeOf(tooMany)]).toEqual([400, ErrorCode.UPLOAD_FILE_COUNT]);
    const none = await send('/v1/data/attach', [note]);
    expect([none.statusCode, codeOf(none)]).toEqual([400, ErrorCode.UPLOAD_FILE_COUNT]);
  });

  it('refuses a file of a type the call does not take: 415 UPLOAD_003', async () => {
    const reply = await send('/v1/data/attach', [
      note,
      { field: 'file', file: 'x.exe', type: 'application/x-msdownload', bytes: Buffer.from('MZ') },
    ]);
    expect([reply.statusCode, codeOf(reply)]).toEqual([415, ErrorCode.UPLOAD_BAD_TYPE]);
  });

  it('checks the fields with the row’s body schema: 400 VALIDATION_001', async () => {
    const reply = await send('/v1/data/attach', [{ field: 'note', value: 'x'.repeat(21) }, pdf('a.pdf')]);
    expect([reply.statusCode, codeOf(reply)]).toEqual([400, ErrorCode.VALIDATION]);
  });

  it('answers a JSON body 415 VALIDATION_003, and JSON calls still refuse multipart bodies', async () => {
    const json = await app.inject({ method: 'POST', url: '/v1/data/attach', payload: { note: 'x' } });
    expect([json.statusCode, codeOf(json)]).toEqual([415, ErrorCode.UNSUPPORTED_MEDIA_TYPE]);
    const multipartToJson = await send('/v1/data/json', [note]);
    expect(multipartToJson.statusCode).toBe(415);
  });
});
