import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/shared/session';
import { json, readyStatus, serve, sessionUser } from '@/shared/testing/fakeApi';
import { continueAfterStep, enterWithToken } from './enter';

describe('enterWithToken', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the status e-mail and phone beside the session', async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, readyStatus) });
    await enterWithToken('tok', sessionUser, { mode: 'login' });
    expect(session.readStatus()).toEqual({ email: 'paolo.gallo@example.it', phone: '+393331234567' });
  });

  it('lets nobody in whose session user is not active', async () => {
    const api = serve({});
    expect(await enterWithToken('tok', { ...sessionUser, active: false }, { mode: 'login' })).toMatchObject({
      kind: 'error',
    });
    expect(await enterWithToken('tok', { ...sessionUser, active: false }, { mode: 'sso' })).toEqual({
      kind: 'navigate',
      to: '/login/0012',
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(session.read()).toBeNull();
  });

  it("lands the agency's staff on the console, a client on the home (decisions/0096)", async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, readyStatus) });
    const asRoles = (...roles: string[]) => ({
      ...sessionUser,
      registrations: [{ applicationId: 'area-clienti', roles }],
    });
    for (const roles of [['Staff'], ['Superuser'], ['User', 'Superuser']]) {
      expect(await enterWithToken('tok', asRoles(...roles), { mode: 'login' }), roles.join()).toEqual({
        kind: 'navigate',
        to: '/admin',
      });
    }
    expect(await enterWithToken('tok', asRoles('User'), { mode: 'login' })).toEqual({
      kind: 'navigate',
      to: '/',
    });
    // A page asked for before the login still comes first.
    expect(
      await enterWithToken('tok', asRoles('Staff'), { mode: 'login', returnTo: '/admin/clienti?q=rossi' }),
    ).toEqual({ kind: 'navigate', to: '/admin/clienti?q=rossi' });
  });

  it('goes to the home even when a passkey or the app is due, its card noted for the home; never for staff (decisions/0150)', async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, secondFactorOffer: true }) });
    expect(await enterWithToken('tok', sessionUser, { mode: 'login' })).toEqual({
      kind: 'navigate',
      to: '/',
    });
    expect(session.hasNotice('secondFactorOffer')).toBe(true);
    const staff = { ...sessionUser, registrations: [{ applicationId: 'area-clienti', roles: ['Staff'] }] };
    expect(await enterWithToken('tok', staff, { mode: 'login' })).toEqual({ kind: 'navigate', to: '/admin' });
    expect(session.hasNotice('secondFactorOffer')).toBe(false);
  });

  it('forgets the session when the status cannot be read', async () => {
    serve({
      '/v1/auth/getUserStatus': () => json(500, { status: 'KO', error: { code: 'INTERNAL_ERROR' } }),
      '/v1/auth/logout': () => json(200, { status: 'OK' }),
    });
    expect(await enterWithToken('tok', sessionUser, { mode: 'login' })).toMatchObject({ kind: 'error' });
    expect(session.read()).toBeNull();
  });
});

describe('continueAfterStep: the whole post-login sequence (SPEC §4)', () => {
  beforeEach(() => session.start('tok', sessionUser));
  afterEach(() => vi.unstubAllGlobals());

  it('walks privacy → message → password change for a user with all three pending', async () => {
    // The server's status after each step: the privacy update clears its type, reading the message clears it.
    let status = { ...readyStatus, privacyUpdates: ['775'], messageToShow: true, passwordUpdate: true };
    serve({ '/v1/auth/getUserStatus': () => json(200, status) });

    status = { ...status, privacyUpdates: [] };
    expect(await continueAfterStep({ kind: 'privacy', privacyType: '775' })).toBe('/login-messages/');
    status = { ...status, messageToShow: false };
    expect(await continueAfterStep({ kind: 'message' })).toBe('/login-password-change/');
  });

  it('moves past an always-show message that the status still lists', async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, messageToShow: true }) });
    expect(await continueAfterStep({ kind: 'message' })).toBe('/');
  });
});

describe('the page asked for before the login (docs/decisions/0089)', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens it in place of the home', async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, readyStatus) });
    expect(await enterWithToken('tok', sessionUser, { mode: 'login', returnTo: '/polizza/3' })).toEqual({
      kind: 'navigate',
      to: '/polizza/3',
    });
  });

  it('never follows one that is not a page of ours', async () => {
    serve({ '/v1/auth/getUserStatus': () => json(200, readyStatus) });
    expect(
      await enterWithToken('tok', sessionUser, { mode: 'login', returnTo: '//evil.example/polizza/3' }),
    ).toEqual({ kind: 'navigate', to: '/' });
  });

  it('keeps it through the post-login steps, and opens it once they are done', async () => {
    let status = { ...readyStatus, privacyUpdates: ['775'] };
    serve({ '/v1/auth/getUserStatus': () => json(200, status) });
    expect(await enterWithToken('tok', sessionUser, { mode: 'login', returnTo: '/sinistri' })).toEqual({
      kind: 'navigate',
      to: '/login-privacy/775',
    });
    status = { ...status, privacyUpdates: [] };
    expect(await continueAfterStep({ kind: 'privacy', privacyType: '775' })).toBe('/sinistri');
    // Followed once: the next way home is the home.
    expect(await continueAfterStep({ kind: 'message' })).toBe('/');
  });
});
