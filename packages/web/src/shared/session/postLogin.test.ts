import type { UserStatus } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { decideAfterStep, decidePostLogin, isPostLoginStep, pendingStepRedirect } from './postLogin';

const ready: UserStatus = {
  enabled: true,
  onboardCompleted: true,
  phoneVerified: true,
  emailVerified: true,
  phone: '+393331234567',
  autologinFlag: false,
  clientNotices: true,
};
const status = (
  user: Partial<UserStatus> | null,
  rest: Partial<Parameters<typeof decidePostLogin>[0]> = {},
) => ({
  user: user === null ? null : { ...ready, ...user },
  privacyUpdates: [],
  messageToShow: false,
  passwordUpdate: false,
  ...rest,
});
const to = (path: string) => ({ kind: 'navigate', to: path });

describe('decidePostLogin (SPEC §4)', () => {
  it('logs out when the status has no user', () => {
    expect(decidePostLogin(status(null), 'login')).toEqual(to('/logout'));
    expect(decidePostLogin(status(null), 'sso')).toEqual(to('/logout'));
  });

  it('sends to registration when onboarding is incomplete or the phone is unverified', () => {
    expect(decidePostLogin(status({ onboardCompleted: false }), 'login')).toEqual(to('/registrazione'));
    expect(decidePostLogin(status({ phoneVerified: false }), 'login')).toEqual(to('/registrazione'));
    expect(decidePostLogin(status({ enabled: false, phoneVerified: false }), 'login')).toEqual(
      to('/registrazione'),
    );
    expect(decidePostLogin(status({ enabled: false, onboardCompleted: false }), 'login')).toEqual(
      to('/registrazione'),
    );
    expect(decidePostLogin(status({ emailVerified: false, phoneVerified: false }), 'sso')).toEqual(
      to('/registrazione'),
    );
  });

  it('gives the group error to an onboarded, verified but not enabled user in the ordinary login', () => {
    expect(decidePostLogin(status({ enabled: false }), 'login')).toEqual({ kind: 'groupError' });
  });

  it('refuses any user who is not enabled after single sign-on, with /login/0012 (SPEC §2)', () => {
    const refused = { kind: 'refused', to: '/login/0012' };
    expect(decidePostLogin(status({ enabled: false }), 'sso')).toEqual(refused);
    expect(decidePostLogin(status({ enabled: false, onboardCompleted: false }), 'sso')).toEqual(refused);
  });

  it('asks for the first pending privacy consent first', () => {
    const s = status({}, { privacyUpdates: ['775', '776'], messageToShow: true, passwordUpdate: true });
    expect(decidePostLogin(s, 'login')).toEqual(to('/login-privacy/775'));
  });

  it('then shows the login message, then the forced password change', () => {
    expect(decidePostLogin(status({}, { messageToShow: true, passwordUpdate: true }), 'login')).toEqual(
      to('/login-messages/'),
    );
    expect(decidePostLogin(status({}, { passwordUpdate: true }), 'login')).toEqual(
      to('/login-password-change/'),
    );
  });

  it("sends a staff member with an unconfirmed mobile to its own page, a client's to the registration (decisions/0131)", () => {
    const unconfirmed = status({ phoneVerified: false });
    expect(decidePostLogin(unconfirmed, 'login', true)).toEqual(to('/verifica-cellulare'));
    expect(decidePostLogin(status({ phoneVerified: false, phone: null }), 'login', true)).toEqual(
      to('/verifica-cellulare'),
    );
    expect(decidePostLogin(unconfirmed, 'login')).toEqual(to('/registrazione'));
    // A staff account the agency has not enabled is refused as before; a confirmed one goes on.
    expect(decidePostLogin(status({ enabled: false, phoneVerified: false }), 'login', true)).toEqual(
      to('/registrazione'),
    );
    expect(decidePostLogin(status({}), 'login', true)).toEqual(to('/'));
  });

  it('otherwise goes home', () => {
    expect(decidePostLogin(status({}), 'login')).toEqual(to('/'));
    expect(decidePostLogin(status({ emailVerified: false }), 'sso')).toEqual(to('/'));
  });
});

describe('decideAfterStep: continuing after a post-login step (SPEC §4)', () => {
  const all = status({}, { privacyUpdates: ['775'], messageToShow: true, passwordUpdate: true });

  it('chains privacy, message, password change, home for a user with all three pending', () => {
    // The status after each step, as the server answers it.
    const afterPrivacy = { ...all, privacyUpdates: [] };
    expect(decideAfterStep(afterPrivacy, { kind: 'privacy', privacyType: '775' })).toBe('/login-messages/');
    const afterMessage = { ...afterPrivacy, messageToShow: false };
    expect(decideAfterStep(afterMessage, { kind: 'message' })).toBe('/login-password-change/');
    expect(decideAfterStep(status({}), { kind: 'message' })).toBe('/');
  });

  it('does not send the user back to the step just completed', () => {
    // An always-show message stays "to show": 'Prosegui' must still move on.
    expect(decideAfterStep(all, { kind: 'message' })).toBe('/login-privacy/775');
    expect(decideAfterStep({ ...all, privacyUpdates: [] }, { kind: 'message' })).toBe(
      '/login-password-change/',
    );
    // A privacy type the server still lists right after its update.
    expect(decideAfterStep(all, { kind: 'privacy', privacyType: '775' })).toBe('/login-messages/');
  });

  it('goes to the next pending privacy type', () => {
    const two = status({}, { privacyUpdates: ['775', '776'] });
    expect(decideAfterStep(two, { kind: 'privacy', privacyType: '775' })).toBe('/login-privacy/776');
  });

  it("goes on from a staff member's confirmed mobile, and comes back to it while unconfirmed", () => {
    expect(decideAfterStep(status({}), { kind: 'staffPhone' }, true)).toBe('/');
    expect(decideAfterStep(status({ phoneVerified: false }), { kind: 'message' }, true)).toBe(
      '/verifica-cellulare',
    );
  });

  it('leaves through /logout or /registrazione when the user can no longer stay', () => {
    expect(decideAfterStep(status(null), { kind: 'message' })).toBe('/logout');
    expect(decideAfterStep(status({ enabled: false }), { kind: 'message' })).toBe('/logout');
    expect(decideAfterStep(status({ phoneVerified: false }), { kind: 'message' })).toBe('/registrazione');
  });
});

describe('pendingStepRedirect (docs/decisions/0040)', () => {
  it('leads every page back to the pending step', () => {
    for (const path of ['/', '/polizza/3', '/sinistri', '/profilo', '/contatti', '/m/M0001']) {
      expect(pendingStepRedirect(path, '/login-privacy/775')).toBe('/login-privacy/775');
    }
  });

  it('lets the step itself (with or without its trailing slash) and the way out through', () => {
    expect(pendingStepRedirect('/login-password-change/', '/login-password-change/')).toBeNull();
    expect(pendingStepRedirect('/login-password-change', '/login-password-change/')).toBeNull();
    expect(pendingStepRedirect('/logout', '/login-messages/')).toBeNull();
    expect(pendingStepRedirect('/logout/', '/login-messages/')).toBeNull();
    expect(pendingStepRedirect('/login-messages//', '/login-messages/')).toBeNull();
  });

  it('lets everything through when no step is pending', () => {
    expect(pendingStepRedirect('/sinistri', null)).toBeNull();
  });

  it('knows the steps from the other pages', () => {
    expect(isPostLoginStep('/login-privacy/775')).toBe(true);
    expect(isPostLoginStep('/login-messages/')).toBe(true);
    expect(isPostLoginStep('/login-password-change/')).toBe(true);
    expect(isPostLoginStep('/verifica-cellulare')).toBe(true);
    expect(isPostLoginStep('/login/0001')).toBe(false);
    expect(isPostLoginStep('/')).toBe(false);
  });
});
