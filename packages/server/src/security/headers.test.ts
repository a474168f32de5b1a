/**
 * The security headers on every kind of reply the server gives: the API's answers and errors (also those
 * Fastify gives before routing), the web app's page and files, the health checks, and the 503 of a server
 * that is closing. Each must carry the same policy; API replies and health checks must never be cached.
 */
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { HEALTH_PATH, READY_PATH } from '../http/health.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { replyWhileClosing } from '../test/closing.js';
import { useTestApp } from '../test/harness.js';
import { FAKE_ASSET, FAKE_ROBOTS, fakeWebDist } from '../test/web-dist.js';

const t = useTestApp({ config: { WEB_DIST_DIR: fakeWebDist() } });

type Headers = Record<string, string | string[] | number | undefined>;
const ONE_YEAR = 31_536_000;

/** The Content-Security-Policy as a map: directive → its sources. */
function cspOf(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/**
 * The whole policy, directive by directive: a source added anywhere fails here, not only in the directives
 * named. `blob:` is an image source alone (the claim report's photo thumbnails, shown from memory); a
 * script, style, frame or connection from a blob: URL stays refused (default-src names none).
 */
const CSP = {
  'default-src': ["'self'"],
  // Only the app's own scripts: no inline script, no eval, no other origin.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function expectSecurityHeaders(headers: Headers) {
  expect(Object.fromEntries(cspOf(headers))).toEqual(CSP);
  const hsts = String(headers['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(ONE_YEAR);
  expect(hsts).toContain('includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  // frame-ancestors is the one rule: an X-Frame-Options beside it could only contradict it.
  expect(headers['x-frame-options']).toBeUndefined();
  // Nothing that tells an attacker what runs here, or which version.
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers.server).toBeUndefined();
}

const post = (url: string, payload: object = {}, token?: string): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
const get = (url: string): InjectOptions => ({ method: 'GET', url });

interface Kind {
  name: string;
  /** The request, given the token of a logged-in demo user. */
  request: (token: string) => InjectOptions;
  status: number;
  /** An API reply or a health check: never to be cached. */
  noStore: boolean;
}

const KINDS: Kind[] = [
  { name: 'an API success, public', request: () => post(ApiPath.getProdotti), status: 200, noStore: true },
  {
    name: 'an API success opening a session (with its cookie)',
    request: () =>
      post(ApiPath.login, {
        loginId: '10000001',
        password: DEMO_PASSWORD,
        applicationId: DEFAULT_APPLICATION_ID,
      }),
    status: 200,
    noStore: true,
  },
  {
    name: "an API success with a client's data",
    request: (token) => post(ApiPath.getDossierList, {}, token),
    status: 200,
    noStore: true,
  },
  {
    name: 'a 401 without a session',
    request: () => post(ApiPath.getDossierList),
    status: 401,
    noStore: true,
  },
  {
    name: 'a 404 of an unknown API path',
    request: () => post('/v1/data/nothingHere'),
    status: 404,
    noStore: true,
  },
  {
    name: 'a 400 of an invalid body',
    request: () => post(ApiPath.login, { loginId: 1 }),
    status: 400,
    noStore: true,
  },
  {
    name: 'a 400 of a body that is not JSON',
    request: () => ({
      ...post(ApiPath.login),
      payload: '{"loginId":',
      headers: { 'content-type': 'application/json' },
    }),
    status: 400,
    noStore: true,
  },
  // Refused by Fastify before routing (frameworkErrors): no route, no route hooks.
  {
    name: 'a 400 of a URL that cannot be decoded',
    request: () => post('/v1/%zz'),
    status: 400,
    noStore: true,
  },
  { name: "the web app's page", request: () => get('/polizza/12?tab=garanzie'), status: 200, noStore: false },
  { name: 'a hashed asset', request: () => get(FAKE_ASSET), status: 200, noStore: false },
  { name: 'robots.txt', request: () => get(FAKE_ROBOTS), status: 200, noStore: false },
  {
    name: 'a 404 of a missing file',
    request: () => get('/assets/missing-123.js'),
    status: 404,
    noStore: false,
  },
  { name: 'the liveness check', request: () => get(HEALTH_PATH), status: 200, noStore: true },
  { name: 'the readiness check', request: () => get(READY_PATH), status: 200, noStore: true },
];

describe('security headers on every kind of reply', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.login('10000003');
  });

  it.each(KINDS)('$name ($status)', async (kind) => {
    const reply = await t.app.inject(kind.request(token));
    expect(reply.statusCode).toBe(kind.status);
    expectSecurityHeaders(reply.headers);
    if (kind.noStore) expect(reply.headers['cache-control']).toBe('no-store');
  });

  it.each([
    { name: 'an API call', method: 'POST', url: ApiPath.getProdotti, body: '{}' },
    { name: 'the readiness check', method: 'GET', url: READY_PATH },
  ] as const)('the 503 of a closing server, to $name', async (request) => {
    const closing = await buildApp({ config: t.config, db: t.db, clock: t.clock });
    const reply = await replyWhileClosing(closing, request);
    expect(reply.status).toBe(503);
    expectSecurityHeaders(reply.headers);
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
