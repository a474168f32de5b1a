import { ApiPath } from '@area-clienti/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

const ZIP = 'application/zip';

function setup(respond: () => Response) {
  const fetchMock = vi.fn(async () => respond());
  const options = {
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => 'tok',
    clearSession: vi.fn(),
    onSessionError: vi.fn(),
    sleep: vi.fn(async (_ms: number) => {}),
  };
  return { client: createApiClient(options), fetchMock, options };
}

const zipResponse = (disposition?: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    },
  });

describe('api client: a call answering a file', () => {
  it('answers the reply of the file, its bytes unread', async () => {
    const { client, fetchMock } = setup(() => zipResponse('attachment; filename="documenti.zip"'));
    const reply = await client.postForFile(ApiPath.getDocumentiZip, { documentIDs: [1] }, ZIP);
    expect(reply.headers.get('Content-Disposition')).toBe('attachment; filename="documenti.zip"');
    expect(new Uint8Array(await reply.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({
      Accept: 'application/zip, application/json',
      Authorization: 'Bearer tok',
    });
    expect(init[1].body).toBe('{"documentIDs":[1]}');
  });

  it("throws the reply's error code, and a session code still leads to /login/{code}", async () => {
    const notFound = setup(
      () =>
        new Response(JSON.stringify({ status: 'KO', error: { code: 'NOTFOUND_001' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(notFound.client.postForFile(ApiPath.getDocumentiZip, {}, ZIP)).rejects.toMatchObject({
      code: 'NOTFOUND_001',
    });
    const expired = setup(
      () =>
        new Response(JSON.stringify({ status: 'KO', error: { code: 'TOKEN_1001' } }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(expired.client.postForFile(ApiPath.getDocumentiZip, {}, ZIP)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired.options.onSessionError).toHaveBeenCalledWith('0001', 'TOKEN_1001');
  });

  it('refuses a 200 that is not the file asked for', async () => {
    const json = setup(
      () =>
        new Response(JSON.stringify({ status: 'OK' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(json.client.postForFile(ApiPath.getDocumentiZip, {}, ZIP)).rejects.toMatchObject({
      code: 'INVALID_REPLY',
    });
  });
});

describe('api client: a call answering each file with its own type', () => {
  const pdf = () =>
    new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' },
    });

  it('answers the file whatever its type, and asks for any', async () => {
    const { client, fetchMock } = setup(pdf);
    const reply = await client.callForFile(ApiPath.getDocumentoFile, { documentID: 1 }, '*/*');
    expect(reply.headers.get('Content-Type')).toBe('application/pdf');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ Accept: '*/*' });
  });

  it('answers a JSON file sent as an attachment as the file it is', async () => {
    const { client } = setup(
      () =>
        new Response('{"a":1}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="a.json"',
          },
        }),
    );
    const reply = await client.callForFile(ApiPath.getMieiDati, { formato: 'json' }, '*/*');
    expect(await reply.text()).toBe('{"a":1}');
  });

  it('still reads a JSON answer as the error it is', async () => {
    const notFound = setup(
      () =>
        new Response(JSON.stringify({ status: 'KO', error: { code: 'NOTFOUND_001' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(
      notFound.client.callForFile(ApiPath.getDocumentoFile, { documentID: 1 }, '*/*'),
    ).rejects.toMatchObject({ code: 'NOTFOUND_001' });
  });
});
