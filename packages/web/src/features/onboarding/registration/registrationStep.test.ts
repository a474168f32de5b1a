import type { UserStatus } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { decideRegistrationStep } from './registrationStep';

const fresh: UserStatus = {
  enabled: false,
  onboardCompleted: false,
  phoneVerified: false,
  emailVerified: false,
  phone: null,
  autologinFlag: false,
  clientNotices: true,
};
const status = (user: Partial<UserStatus> | null) => ({ user: user === null ? null : { ...fresh, ...user } });
const step = (n: number) => ({ kind: 'step', step: n });

describe('decideRegistrationStep (SPEC §4 "Registration step on load")', () => {
  it('starts at step 1 when nobody is logged in', () => {
    expect(decideRegistrationStep(null, false)).toEqual(step(1));
    expect(decideRegistrationStep(null, true)).toEqual(step(1));
  });

  it('goes to /login when the status has no user', () => {
    expect(decideRegistrationStep(status(null), false)).toEqual({ kind: 'login' });
  });

  it('asks for the e-mail code while the e-mail is not verified', () => {
    expect(decideRegistrationStep(status({}), false)).toEqual(step(2));
    // The e-mail comes first, whatever the phone's state or the flag.
    expect(decideRegistrationStep(status({ phone: '+393331234567' }), true)).toEqual(step(2));
  });

  it('asks for the phone when the e-mail is verified and there is no phone', () => {
    expect(decideRegistrationStep(status({ emailVerified: true }), false)).toEqual(step(3));
    expect(decideRegistrationStep(status({ emailVerified: true, phone: '' }), false)).toEqual(step(3));
  });

  it('asks for the phone again when the forced-phone flag is set', () => {
    const sent = status({ emailVerified: true, phone: '+393331234567' });
    expect(decideRegistrationStep(sent, true)).toEqual(step(3));
  });

  it('asks for the SMS code when a phone is present but unverified', () => {
    const sent = status({ emailVerified: true, phone: '+393331234567' });
    expect(decideRegistrationStep(sent, false)).toEqual(step(4));
  });

  it('ends at step 5 when everything is verified', () => {
    const done = { emailVerified: true, phone: '+393331234567', phoneVerified: true };
    expect(decideRegistrationStep(status({ ...done, onboardCompleted: true, enabled: true }), false)).toEqual(
      step(5),
    );
    expect(decideRegistrationStep(status({ ...done, onboardCompleted: true }), false)).toEqual(step(5));
    expect(decideRegistrationStep(status(done), false)).toEqual(step(5));
  });
});
