import type { UserStatus } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { decidePostLogin } from './postLogin';

const ready: UserStatus = {
  enabled: true,
  onboardCompleted: true,
  phoneVerified: true,
  emailVerified: true,
  phone: '+393331234567',
  autologinFlag: false,
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
    expect(decidePostLogin(status({ enabled: false, onboardCompleted: false }), 'sso')).toEqual(
      to('/registrazione'),
    );
  });

  it('gives the group error to an onboarded, verified but not enabled user in the ordinary login', () => {
    expect(decidePostLogin(status({ enabled: false }), 'login')).toEqual({ kind: 'groupError' });
  });

  it('sends the same user to /login/0012 after single sign-on', () => {
    expect(decidePostLogin(status({ enabled: false }), 'sso')).toEqual(to('/login/0012'));
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

  it('otherwise goes home', () => {
    expect(decidePostLogin(status({}), 'login')).toEqual(to('/'));
    expect(decidePostLogin(status({ emailVerified: false }), 'sso')).toEqual(to('/'));
  });
});
