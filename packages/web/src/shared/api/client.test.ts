import { ApiPath, dossierListReply, loginReply } from '@area-clienti/contract';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient, type ReplySchema } from './client';
import { ApiError } from './errors';

const user = { id: '1', username: '10000001', email: 'mario@example.it', active: true, registrations: [] };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 'tok',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond(String(url), init ?? {});
  });
  const options = {
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => token,
    clearSession: vi.fn(),
    onSessionError: vi.fn(),
    sleep: vi.fn(async (_ms: number) => {}),
  } satisfies ApiClientOptions;
  return { client: createApiClient(options), calls, options };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client: requests', () => {
  it('POSTs JSON to the path with the bearer token', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { status: 'OK', dossiers: [] }));
    await client.post(ApiPath.getDossierList, { a: 1 }, dossierListReply);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/v1/data/getDossierList');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"a":1}');
    expect(call?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
  });

  it('sends no Authorization header without a session or for a public call', async () => {
    const reply = () => jsonResponse(200, { status: 'OK', token: 't', user });
    const anonymous = setup(reply, null);
    await anonymous.client.post(ApiPath.login, {}, loginReply);
    expect(anonymous.calls[0]?.init.headers).not.toHaveProperty('Authorization');
    const publicCall = setup(reply, 'tok');
    await publicCall.client.post(ApiPath.login, {}, loginReply, { auth: false });
    expect(publicCall.calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('answers the reply parsed by the contract schema', async () => {
    const { client } = setup(() => jsonResponse(200, { status: 'OK', token: 't', user, extra: 'dropped' }));
    await expect(client.post(ApiPath.login, {}, loginReply)).resolves.toEqual({
      status: 'OK',
      token: 't',
      user,
    });
  });
});

describe('api client: answer handling (SPEC §7)', () => {
  it('takes the error code from the body of a non-2xx reply', async () => {
    const { client, options } = setup(() =>
      jsonResponse(404, { status: 'KO', error: { code: 'NOTFOUND_001' } }),
    );
    const error = await failure(client.post(ApiPath.getDossier, { dossierId: 1 }, dossierListReply));
    expect(error.code).toBe('NOTFOUND_001');
    expect(error.httpStatus).toBe(404);
    expect(options.onSessionError).not.toHaveBeenCalled();
    expect(options.clearSession).not.toHaveBeenCalled();
  });

  it("keeps the error's detail, when the server names the rule that refused the call", async () => {
    const { client } = setup(() =>
      jsonResponse(400, { status: 'KO', error: { code: 'CHANGEPASSWORD_002', detail: 'breached' } }),
    );
    const error = await failure(client.post(ApiPath.getDossier, { dossierId: 1 }, dossierListReply));
    expect([error.code, error.detail]).toEqual(['CHANGEPASSWORD_002', 'breached']);
    const bare = setup(() =>
      jsonResponse(400, { status: 'KO', error: { code: 'CHANGEPASSWORD_002', detail: 7 } }),
    );
    expect(
      (await failure(bare.client.post(ApiPath.getDossier, { dossierId: 1 }, dossierListReply))).detail,
    ).toBe(undefined);
  });

  it('types a code the contract does not know as UNKNOWN_ERROR, handled like any other failure', async () => {
    const { client, options } = setup(() =>
      jsonResponse(400, { status: 'KO', error: { code: 'FUTURE_042' } }),
    );
    const error = await failure(client.post(ApiPath.getDossier, { dossierId: 1 }, dossierListReply));
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', httpStatus: 400 });
    expect(options.onSessionError).not.toHaveBeenCalled();
  });

  it('reports a locked section (423 DATALOCKED) as an error with its code', async () => {
    const { client } = setup(() => jsonResponse(423, { status: 'KO', error: { code: 'DATALOCKED' } }));
    expect((await failure(client.post(ApiPath.getGaranzie, {}, dossierListReply))).code).toBe('DATALOCKED');
  });

  it.each([
    ['TOKEN_1001', 401, '0001'],
    ['USERDISABLED_001', 403, '0003'],
  ])('%s clears the session and leaves for /login/%s', async (code, status, routeCode) => {
    const { client, options } = setup(() => jsonResponse(status, { status: 'KO', error: { code } }));
    const error = await failure(client.post(ApiPath.getDossierList, {}, dossierListReply));
    expect(error.code).toBe(code);
    expect(options.clearSession).toHaveBeenCalledOnce();
    expect(options.onSessionError).toHaveBeenCalledWith(routeCode, code);
  });

  it('USERDISABLED_001 leaves for /login/0003 alone: the calls made after it without the session do not redirect', async () => {
    // The server as it is: a call without a token is TOKEN_1001, the disabled user's token USERDISABLED_001.
    let token: string | null = 'tok';
    const calls: string[] = [];
    const options = {
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
        calls.push(auth ?? 'none');
        return auth
          ? jsonResponse(403, { status: 'KO', error: { code: 'USERDISABLED_001' } })
          : jsonResponse(401, { status: 'KO', error: { code: 'TOKEN_1001' } });
      }) as typeof fetch,
      getToken: () => token,
      clearSession: vi.fn(() => {
        token = null;
      }),
      onSessionError: vi.fn(),
    } satisfies ApiClientOptions;
    const client = createApiClient(options);
    expect((await failure(client.post(ApiPath.getSinistri, {}, dossierListReply))).code).toBe(
      'USERDISABLED_001',
    );
    // The page, re-rendered without the session before it is left, asks its header's data again.
    expect((await failure(client.post(ApiPath.getAnagrafica, {}, dossierListReply))).code).toBe('TOKEN_1001');
    expect(calls).toEqual(['Bearer tok', 'none']);
    expect(options.clearSession).toHaveBeenCalledOnce();
    expect(options.onSessionError.mock.calls).toEqual([['0003', 'USERDISABLED_001']]);
  });

  it('CONNECTION_ERROR leaves for /login/0002 but keeps the session, so the user carries on afterwards', async () => {
    const { client, options } = setup(() =>
      jsonResponse(503, { status: 'KO', error: { code: 'CONNECTION_ERROR' } }),
    );
    const error = await failure(client.post(ApiPath.getDossierList, {}, dossierListReply));
    expect(error.code).toBe('CONNECTION_ERROR');
    expect(options.clearSession).not.toHaveBeenCalled();
    expect(options.onSessionError).toHaveBeenCalledWith('0002', 'CONNECTION_ERROR');
  });

  it('tries a read again through a short outage, and nobody leaves the page when it comes back', async () => {
    let tries = 0;
    const { client, options, calls } = setup(() =>
      ++tries < 3
        ? jsonResponse(503, { status: 'KO', error: { code: 'CONNECTION_ERROR' } })
        : jsonResponse(200, { status: 'OK', dossiers: [] }),
    );
    expect(await client.post(ApiPath.getDossierList, {}, dossierListReply)).toEqual({
      status: 'OK',
      dossiers: [],
    });
    expect(calls).toHaveLength(3);
    expect(options.sleep.mock.calls.map(([ms]) => ms)).toEqual([400, 1200]);
    expect(options.onSessionError).not.toHaveBeenCalled();
  });

  it('gives a read up after five tries, about ten seconds; a write is never sent twice', async () => {
    const down = () => new Response('Bad gateway', { status: 502 });
    const read = setup(down);
    await failure(read.client.post(ApiPath.getDossierList, {}, dossierListReply));
    expect(read.calls).toHaveLength(5);
    const write = setup(down);
    await failure(write.client.post(ApiPath.formContatti, {}, dossierListReply));
    expect(write.calls).toHaveLength(1);
    // An answer that is not an outage is final at once.
    const missing = setup(() => jsonResponse(404, { status: 'KO', error: { code: 'NOTFOUND_001' } }));
    await failure(missing.client.post(ApiPath.getDossier, {}, dossierListReply));
    expect(missing.calls).toHaveLength(1);
  });

  it('does not count a request the browser cut as the page is left as a connection failure', async () => {
    const { client, options } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const leaving = createApiClient({ ...options, isUnloading: () => true });
    await expect(leaving.post(ApiPath.getDossierList, {}, dossierListReply)).rejects.toThrow(
      'Failed to fetch',
    );
    expect(options.onSessionError).not.toHaveBeenCalled();
    void client;
  });

  it('counts a network failure as CONNECTION_ERROR', async () => {
    const { client, options } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.post(ApiPath.getDossierList, {}, dossierListReply));
    expect(error).toMatchObject({ code: 'CONNECTION_ERROR', httpStatus: 0 });
    expect(options.onSessionError).toHaveBeenCalledWith('0002', 'CONNECTION_ERROR');
  });

  it('does not count a cancelled request as a connection failure', async () => {
    const controller = new AbortController();
    const { client, options } = setup(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      client.post(ApiPath.getDossierList, {}, dossierListReply, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(options.onSessionError).not.toHaveBeenCalled();
  });

  it('redirects only on the session codes a call asks for', async () => {
    const { client, options } = setup(() =>
      jsonResponse(403, { status: 'KO', error: { code: 'USERDISABLED_001' } }),
    );
    await failure(client.post(ApiPath.login, {}, loginReply, { redirectOn: ['CONNECTION_ERROR'] }));
    await failure(client.post(ApiPath.logout, {}, loginReply, { redirectOn: [] }));
    expect(options.onSessionError).not.toHaveBeenCalled();
    expect(options.clearSession).not.toHaveBeenCalled();
  });

  it('treats a KO body as an error even with a 2xx status', async () => {
    const { client } = setup(() => jsonResponse(200, { status: 'KO', error: { code: 'LOGIN_001' } }));
    expect((await failure(client.post(ApiPath.login, {}, loginReply))).code).toBe('LOGIN_001');
  });

  it('maps a reply without our body to CONNECTION_ERROR for gateway errors, INTERNAL_ERROR otherwise', async () => {
    const gateway = setup(() => new Response('Bad gateway', { status: 502 }));
    expect((await failure(gateway.client.post(ApiPath.getDossierList, {}, dossierListReply))).code).toBe(
      'CONNECTION_ERROR',
    );
    expect(gateway.options.onSessionError).toHaveBeenCalledWith('0002', 'CONNECTION_ERROR');
    const broken = setup(() => new Response('oops', { status: 500 }));
    expect((await failure(broken.client.post(ApiPath.getDossierList, {}, dossierListReply))).code).toBe(
      'INTERNAL_ERROR',
    );
  });

  it('rejects a 2xx reply that does not match the contract', async () => {
    const { client } = setup(() => jsonResponse(200, { status: 'OK', dossiers: 'nope' }));
    expect((await failure(client.post(ApiPath.getDossierList, {}, dossierListReply))).code).toBe(
      'INVALID_REPLY',
    );
  });
});

describe('api client: activity', () => {
  it('counts requests in flight for the loader', async () => {
    let release: (r: Response) => void = () => {};
    const { client } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const seen: number[] = [];
    client.subscribeActivity((n) => seen.push(n));
    const pending = client.post(ApiPath.getDossierList, {}, dossierListReply);
    expect(client.inFlight()).toBe(1);
    release(jsonResponse(200, { status: 'OK', dossiers: [] }));
    await pending;
    expect(client.inFlight()).toBe(0);
    expect(seen).toEqual([1, 0]);
  });
});

describe('api client: reads asked ahead (issue 20)', () => {
  it('a call takes the reply asked ahead for its token, path and body, once', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { status: 'OK', dossiers: [] }));
    client.prefetch(ApiPath.getDossierList, {});
    client.prefetch(ApiPath.getDossierList, {});
    expect(calls).toHaveLength(1);
    expect(await client.call(ApiPath.getDossierList, {}, dossierListReply)).toEqual({
      status: 'OK',
      dossiers: [],
    });
    expect(calls).toHaveLength(1);
    await client.call(ApiPath.getDossierList, {}, dossierListReply);
    expect(calls).toHaveLength(2);
  });

  it('asks again when the reply asked ahead was a refusal, and handles that as usual', async () => {
    let answer = jsonResponse(403, { status: 'KO', error: { code: 'PASSWORDUPDATE_001' } });
    const { client, calls, options } = setup(() => answer);
    const pending = vi.fn();
    const withHandler = createApiClient({ ...options, onPasswordUpdatePending: pending });
    withHandler.prefetch(ApiPath.getDossierList, {});
    // The refusal asked ahead reaches no handler: the call made later decides.
    await Promise.resolve();
    expect(pending).not.toHaveBeenCalled();
    answer = jsonResponse(200, { status: 'OK', dossiers: [] });
    await withHandler.call(ApiPath.getDossierList, {}, dossierListReply);
    expect(calls).toHaveLength(2);
    expect(client).toBeDefined();
  });

  it('makes and parses each reply in tasks after the one it came in, so replies back together do not add up', async () => {
    // A reply whose body is read at once: without tasks of their own, both replies would be made and
    // parsed in the microtasks of the task that brought them.
    const { client } = setup(
      () =>
        ({
          ok: true,
          status: 200,
          headers: new Headers({ 'Content-Type': 'application/json' }),
          json: async () => ({ status: 'OK' }),
        }) as Response,
    );
    const events: string[] = [];
    const schema = (name: string): ReplySchema<string> => ({
      get safeParse() {
        events.push(`${name} made`);
        return () => {
          events.push(`${name} parsed`);
          return { success: true as const, data: name };
        };
      },
    });
    const replies = Promise.all([
      client.post(ApiPath.getDossierList, {}, schema('A')),
      client.post(ApiPath.getDocumenti, {}, schema('B')),
    ]);
    for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
    expect(events).toEqual([]);
    expect(await replies).toEqual(['A', 'B']);
    expect(events).toEqual(['A made', 'B made', 'A parsed', 'B parsed']);
  });

  it('asks nothing ahead without a session, nor a call that writes', () => {
    const anonymous = setup(() => jsonResponse(200, {}), null);
    anonymous.client.prefetch(ApiPath.getDossierList, {});
    const withSession = setup(() => jsonResponse(200, {}));
    withSession.client.prefetch(ApiPath.logout, {});
    expect(anonymous.calls).toHaveLength(0);
    expect(withSession.calls).toHaveLength(0);
  });
});
