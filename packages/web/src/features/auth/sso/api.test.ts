import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/shared/session';
import { json, ko, readyStatus, serve, sessionUser } from '@/shared/testing/fakeApi';
import { enterBySso } from './api';

const ok = { status: 'OK', token: 'sso-token', user: sessionUser };

describe('enterBySso (SPEC §2 /inbanklogin)', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('goes to /login/0011 without data, calling nothing', async () => {
    const api = serve({});
    expect(await enterBySso(null)).toBe('/login/0011');
    expect(await enterBySso('')).toBe('/login/0011');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each(['SSO_001', 'SSO_002', 'SSO_003', 'SSO_004', 'VALIDATION_001'])(
    'goes to /login/0010 when the reply has no token (%s)',
    async (code) => {
      serve({ '/v1/auth/AutologinSso': ko(401, code) });
      expect(await enterBySso('jwe')).toBe('/login/0010');
      expect(session.read()).toBeNull();
    },
  );

  it('goes to /login/0010 when a 2xx reply carries no token', async () => {
    serve({ '/v1/auth/AutologinSso': () => json(200, { status: 'OK', user: sessionUser }) });
    expect(await enterBySso('jwe')).toBe('/login/0010');
  });

  it('sends the data and the application id, stores the token and applies the post-login flow', async () => {
    const api = serve({
      '/v1/auth/AutologinSso': () => json(200, ok),
      '/v1/auth/getUserStatus': () =>
        json(200, { ...readyStatus, privacyUpdates: ['775'], loginWarning: true }),
    });
    expect(await enterBySso('a.b.c.d.e')).toBe('/login-privacy/775');
    expect(api.bodyOf('/v1/auth/AutologinSso')).toEqual({
      cryptedParameters: 'a.b.c.d.e',
      applicationId: 'area-clienti',
    });
    expect(session.read()?.token).toBe('sso-token');
    expect(session.hasNotice('loginWarning')).toBe(true);
    expect(session.hasNotice('emailLogin')).toBe(false);
  });

  it('goes home for a user with nothing pending', async () => {
    serve({
      '/v1/auth/AutologinSso': () => json(200, ok),
      '/v1/auth/getUserStatus': () => json(200, readyStatus),
    });
    expect(await enterBySso('jwe')).toBe('/');
  });

  it('refuses a user who is not enabled with /login/0012, revoking and forgetting the session', async () => {
    const api = serve({
      '/v1/auth/AutologinSso': () => json(200, ok),
      '/v1/auth/getUserStatus': () =>
        json(200, { ...readyStatus, user: { ...readyStatus.user, enabled: false } }),
      '/v1/auth/logout': () => json(200, { status: 'OK' }),
    });
    expect(await enterBySso('jwe')).toBe('/login/0012');
    expect(api.paths()).toContain('/v1/auth/logout');
    expect(session.read()).toBeNull();
  });

  it('leaves the redirect to the API client on a lost connection (SPEC §7)', async () => {
    serve({ '/v1/auth/AutologinSso': ko(503, 'CONNECTION_ERROR') });
    expect(await enterBySso('jwe')).toBeNull();
  });
});
