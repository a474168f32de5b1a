import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session';
import { logIn } from './api';

const user = {
  id: '1',
  username: '10000001',
  email: 'mario@example.it',
  active: true,
  registrations: [{ applicationId: 'area-clienti', roles: ['User'] }],
};
const readyStatus = {
  status: 'OK',
  user: {
    enabled: true,
    onboardCompleted: true,
    phoneVerified: true,
    emailVerified: true,
    phone: '+393331234567',
    autologinFlag: false,
  },
  email: 'mario@example.it',
  privacyUpdates: [],
  messageToShow: false,
  passwordUpdate: false,
  loginWarning: false,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API answering by path. */
function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    const route = routes[String(url)];
    return route ? route() : json(404, { status: 'KO', error: { code: 'ENDPOINT_001' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('logIn: the ordinary login flow', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('stores the session and the status, and goes where the post-login decision says', async () => {
    const fetchMock = serve({
      '/v1/auth/login': () => json(200, { status: 'OK', token: 'tok', user }),
      '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, privacyUpdates: ['775'] }),
    });
    expect(await logIn(' 10000001 ', 'Segreta1')).toEqual({ kind: 'navigate', to: '/login-privacy/775' });
    expect(session.read()).toEqual({ token: 'tok', user, phone: '+393331234567' });
    const loginBody = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(loginBody).toEqual({ loginId: '10000001', password: 'Segreta1', applicationId: 'area-clienti' });
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
    serve({ '/v1/auth/login': () => json(status, { status: 'KO', error: { code } }) });
    expect(await logIn('10000001', 'x')).toEqual({ kind: 'error', message });
    expect(session.read()).toBeNull();
  });

  it.each([
    ['USERDISABLED_001', 403],
    ['CONNECTION_ERROR', 503],
  ])('leaves the form for /login/{code} on %s, as every call does', async (code, status) => {
    serve({ '/v1/auth/login': () => json(status, { status: 'KO', error: { code } }) });
    expect(await logIn('10000001', 'x')).toEqual({ kind: 'redirected' });
    expect(session.read()).toBeNull();
  });

  it('gives the group error to an onboarded user not enabled, revoking the new session', async () => {
    const fetchMock = serve({
      '/v1/auth/login': () => json(200, { status: 'OK', token: 'tok', user }),
      '/v1/auth/getUserStatus': () =>
        json(200, { ...readyStatus, user: { ...readyStatus.user, enabled: false } }),
      '/v1/auth/logout': () => json(200, { status: 'OK' }),
    });
    expect(await logIn('10000001', 'x')).toEqual({
      kind: 'error',
      message: "Impossibile identificare l'utente! Contattare l'assistenza!",
    });
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/v1/auth/logout');
    expect(session.read()).toBeNull();
  });
});
