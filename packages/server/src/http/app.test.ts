import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../seed/demo-agency.js';
import { replyWhileClosing } from '../test/closing.js';
import { truncateAll, workerDatabase } from '../test/database.js';
import { FAKE_BUNDLE, FAKE_BUNDLE_TEXT, fakeWebDist } from '../test/web-dist.js';
import { COMPRESS_FROM_BYTES } from './compression.js';

describe('the HTTP application', () => {
  const logLines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const database = await workerDatabase();
    await truncateAll(database);
    const config = testConfig({
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: fakeWebDist(),
      APPLICATION_ID: 'agenzia-prova',
      AGENCY_LEGAL_NAME: 'Rossi & "Figli" Assicurazioni S.n.c.',
      AGENCY_CLAIMS_PHONE: '+39 06 1234 5678',
    });
    await seedDemoAgency(database.db, config);
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp({ config, db: database.db, logStream });
  });
  afterAll(() => app.close());

  it('sends the security headers on every reply, and no-store on API replies', async () => {
    const api = await app.inject({ method: 'POST', url: ApiPath.getProdotti, payload: {} });
    const page = await app.inject({ method: 'GET', url: '/login' });
    for (const reply of [api, page]) {
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(reply.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('same-origin');
      expect(csp).toContain("base-uri 'none'");
      // frame-ancestors 'none' is the one rule; an X-Frame-Options beside it could only contradict it.
      expect(reply.headers['x-frame-options']).toBeUndefined();
    }
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('serves the web app for any page path, with the configured application id', async () => {
    const reply = await app.inject({ method: 'GET', url: '/polizza/12?tab=garanzie' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<meta name="application-id" content="agenzia-prova"');
    // The agency's name, from configuration, escaped: the pages' header and footer read it.
    expect(reply.body).toContain(
      '<meta name="agency-name" content="Rossi &amp; &quot;Figli&quot; Assicurazioni S.n.c."',
    );
    // The claims line the claim report's way out offers (decisions/0136).
    expect(reply.body).toContain('<meta name="agency-claims-phone" content="+39 06 1234 5678"');
  });

  it("serves the agency's console for /admin and below, the client pages' document elsewhere (decisions/0096)", async () => {
    for (const url of ['/admin', '/admin/', '/admin/clienti?q=rossi', '/admin/clienti/10000001']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<title>Console</title>');
      expect(reply.body, url).toContain('<meta name="application-id" content="agenzia-prova"');
      expect(reply.body, url).toContain('<meta name="agency-name" content="Rossi &amp; &quot;Figli&quot;');
    }
    for (const url of ['/administrator', '/login', '/']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.body, url).not.toContain('<title>Console</title>');
      expect(reply.body, url).toContain('<meta name="application-id" content="agenzia-prova"');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's brotli or gzip form of a file, as the browser accepts, and the file itself otherwise", async () => {
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: FAKE_BUNDLE,
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(FAKE_BUNDLE_TEXT);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_BUNDLE_TEXT);
    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(FAKE_BUNDLE_TEXT);
    }
  });

  it('compresses an API reply past a kilobyte when the browser accepts it, and leaves small ones alone', async () => {
    const products = (encoding: string) =>
      app.inject({
        method: 'POST',
        url: ApiPath.getProdotti,
        payload: {},
        headers: { 'accept-encoding': encoding },
      });
    const plain = await products('identity');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const brotli = await products('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await products('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
  });

  it('serves robots.txt as a file, and answers a missing file with 404, not the page', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
  });

  it('serves source maps outside production only', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })).statusCode).toBe(200);
    const production = await buildApp({
      config: testConfig({ NODE_ENV: 'production', WEB_DIST_DIR: fakeWebDist() }),
      db: (await workerDatabase()).db,
    });
    const map = await production.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret-source');
    expect((await production.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    await production.close();
  });

  it('answers /healthz without the database and /readyz with it', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'OK' });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a request that arrives while it closes with 503 in the API shape, not Fastify’s own', async () => {
    const closing = await buildApp({ config: testConfig(), db: (await workerDatabase()).db });
    const reply = await replyWhileClosing(closing, { method: 'POST', url: ApiPath.getProdotti, body: '{}' });
    expect(reply.status).toBe(503);
    expect(reply.body).toContain('"error":{"code":"CONNECTION_ERROR"}');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/v1/data/getDossierList' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
  });

  // Found by security/fuzz.test.ts: Fastify refused such a URL before routing, with a body of its own.
  it('answers a URL it cannot decode with 400 in the API shape, not Fastify’s own', async () => {
    for (const url of ['/v1/%zz', '/v1/data/getDossier%E0%A4%A']) {
      const reply = await app.inject({ method: 'POST', url, payload: {} });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
    }
  });

  // Found by security/fuzz.test.ts: the database refused the text and the call answered 500.
  it('answers text the database cannot hold (a NUL character) with 400 VALIDATION_001, not a 500', async () => {
    const calls = [
      {
        url: ApiPath.login,
        payload: { loginId: 'mario\u0000', password: 'x', applicationId: 'agenzia-prova' },
      },
      { url: ApiPath.getPrivacyTemplate, payload: { type: '775\u0000' } },
    ];
    for (const call of calls) {
      const reply = await app.inject({ method: 'POST', ...call });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
    }
  });

  it('logs one line per request and never a password, a token or a query string', async () => {
    const password = DEMO_PASSWORD;
    const login = await app.inject({
      method: 'POST',
      url: ApiPath.login,
      payload: { loginId: '10000001', password, applicationId: 'agenzia-prova' },
    });
    const token = login.json().token as string;
    expect(token).toBeTruthy();
    await app.inject({
      method: 'POST',
      url: ApiPath.getDossierList,
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({ method: 'GET', url: '/inbanklogin?data=segreto-della-banca' });
    await app.inject({
      method: 'POST',
      url: ApiPath.login,
      payload: {
        loginId: '10000001',
        password: 'Sbagliata-e-segreta1',
        applicationId: DEFAULT_APPLICATION_ID,
      },
    });
    const all = logLines.join('\n');
    expect(logLines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(4);
    for (const secret of [password, token, 'segreto-della-banca', 'Sbagliata-e-segreta1']) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('"path":"/inbanklogin"');
  });
});
