import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/shared/session';
import { json, ko, readyStatus, serve, sessionUser } from '@/shared/testing/fakeApi';
import { enterByInvite } from './api';

const invite = { userID: '10000004', hash: 'a'.repeat(128) };

describe('enterByInvite (SPEC §4 "Invite flow")', () => {
  beforeEach(() => session.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sets the password with the invite, stores the session and goes where the status says', async () => {
    const api = serve({
      '/v1/auth/ValidateInviteCode': () => json(200, { status: 'OK', token: 'tok', user: sessionUser }),
      '/v1/auth/getUserStatus': () => json(200, { ...readyStatus, loginWarning: true }),
    });
    expect(await enterByInvite(invite, 'Nuova2026!')).toEqual({ kind: 'navigate', to: '/' });
    expect(api.bodyOf('/v1/auth/ValidateInviteCode')).toEqual({
      userID: '10000004',
      hash_pwd: 'a'.repeat(128),
      newPassword: 'Nuova2026!',
    });
    expect(session.read()?.token).toBe('tok');
    expect(session.hasNotice('loginWarning')).toBe(true);
  });

  it('ties the password rules to the password field', async () => {
    serve({ '/v1/auth/ValidateInviteCode': ko(400, 'CHANGEPASSWORD_002') });
    const result = await enterByInvite(invite, 'password');
    expect(result).toMatchObject({ kind: 'failed', message: { target: 'password' } });
    expect(session.read()).toBeNull();
  });

  it.each(['ONBOARDING_AU_014', 'ONBOARDING_AU_015'])('says the invite is not valid for %s', async (code) => {
    serve({ '/v1/auth/ValidateInviteCode': ko(400, code) });
    const result = await enterByInvite(invite, 'Nuova2026!');
    expect(result).toMatchObject({
      kind: 'failed',
      message: { target: 'form', text: /non è valido o è scaduto/ },
    });
  });

  it('says there were too many attempts for ONBOARDING_AU_013', async () => {
    serve({ '/v1/auth/ValidateInviteCode': ko(429, 'ONBOARDING_AU_013') });
    const result = await enterByInvite(invite, 'Nuova2026!');
    expect(result).toMatchObject({ kind: 'failed', message: { text: /troppi tentativi/ } });
  });
});
