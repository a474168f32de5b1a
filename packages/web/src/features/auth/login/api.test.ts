import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/shared/session';
import { json, ko, readyStatus, serve, sessionUser as user } from '@/shared/testing/fakeApi';
import { logIn } from './api';

describe('logIn: the ordinary login flow', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('stores the session and the status, and goes where the post-login decision says', async () => {
    const api = serve({
      '/v1/auth/login': () => json(200, { status: 'OK', token: 'tok', user }),
      '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, privacyUpdates: ['775'] }),
    });
    expect(await logIn(' 10000001 ', 'Segreta1')).toEqual({ kind: 'navigate', to: '/login-privacy/775' });
    expect(session.read()).toEqual({ token: 'tok', user, phone: '+393331234567' });
    expect(api.bodyOf('/v1/auth/login')).toEqual({
      loginId: '10000001',
      password: 'Segreta1',
      applicationId: 'area-clienti',
    });
    expect(session.hasNotice('emailLogin')).toBe(false);
  });

  it('raises the UserID notice after a login with an e-mail, and the new-access warning', async () => {
    serve({
      '/v1/auth/login': () => json(200, { status: 'OK', token: 'tok', user }),
      '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, loginWarning: true }),
    });
    expect(await logIn('mario@example.it', 'Segreta1')).toEqual({ kind: 'navigate', to: '/' });
    expect(session.hasNotice('emailLogin')).toBe(true);
    expect(session.hasNotice('loginWarning')).toBe(true);
  });

  it.each([
    ['LOGIN_001', 401, 'Username o password non validi!'],
    ['LOGIN_002', 429, 'Hai effettuato troppi tentativi errati. Riprova più tardi.'],
    ['LOGIN_003', 403, "Impossibile identificare l'utente! Contattare l'assistenza!"],
  ])('shows the message for %s and stores no session', async (code, status, message) => {
    serve({ '/v1/auth/login': ko(status, code) });
    expect(await logIn('10000001', 'x')).toEqual({ kind: 'error', message });
    expect(session.read()).toBeNull();
  });

  it('adds what the server tells of the lockout', async () => {
    serve({
      '/v1/auth/login': () =>
        json(429, { status: 'KO', error: { code: 'LOGIN_002', retryAfterMinutes: 12 } }),
    });
    expect(await logIn('10000001', 'x')).toEqual({
      kind: 'error',
      message: 'Hai effettuato troppi tentativi errati. Riprova più tardi. Potrai riprovare tra 12 minuti.',
    });
  });

  it.each([
    ['USERDISABLED_001', 403],
    ['CONNECTION_ERROR', 503],
  ])('leaves the form for /login/{code} on %s, as every call does', async (code, status) => {
    serve({ '/v1/auth/login': ko(status, code) });
    expect(await logIn('10000001', 'x')).toEqual({ kind: 'redirected' });
    expect(session.read()).toBeNull();
  });

  it('gives the group error to an onboarded user not enabled, revoking the new session', async () => {
    const api = serve({
      '/v1/auth/login': () => json(200, { status: 'OK', token: 'tok', user }),
      '/v1/auth/getUserStatus': () =>
        json(200, { ...readyStatus, user: { ...readyStatus.user, enabled: false } }),
      '/v1/auth/logout': () => json(200, { status: 'OK' }),
    });
    expect(await logIn('10000001', 'x')).toEqual({
      kind: 'error',
      message: "Impossibile identificare l'utente! Contattare l'assistenza!",
    });
    expect(api.paths()).toContain('/v1/auth/logout');
    expect(session.read()).toBeNull();
  });
});
