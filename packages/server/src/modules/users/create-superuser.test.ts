import { ApiPath, ErrorCode, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createSuperuser } from './create-superuser.js';

const t = useTestApp();
const deps = () => ({ db: t.db, clock: t.clock, config: t.config, deliveries: t.app.deliveries });

describe('the first Superuser of a real agency (npm run create-superuser)', () => {
  it('makes an account with no password and invites it; the invite sets the password and opens /admin', async () => {
    const made = await createSuperuser(deps(), { email: 'direzione@agenzia.it', phone: '340 555 6666' });
    expect(made.userID).toMatch(/^\d{8}$/);
    // No password works before the invite is used.
    const before = await t.post(ApiPath.login, {
      loginId: made.userID,
      password: 'Qualsiasi-2026',
      applicationId: t.config.APPLICATION_ID,
    });
    expect(before.json().error.code).toBe(ErrorCode.LOGIN_INVALID);

    const [, userID, hash] =
      INVITE_CODE_PATTERN.exec(new URL(made.link).searchParams.get('code') ?? '') ?? [];
    const accepted = await t.post(ApiPath.validateInviteCode, {
      userID,
      hash_pwd: hash,
      newPassword: 'Girasole-Blu-2026',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.registrations[0].roles).toEqual(
      expect.arrayContaining(['Superuser', 'User']),
    );
    const token = accepted.json().token as string;
    expect((await t.post(ApiPath.getClienti, {}, token)).statusCode).toBe(200);
    // The agency's e-mail went through the queue (the outbox, here).
    const status = await t.post(ApiPath.getUserStatus, {}, token);
    expect(status.json().user).toMatchObject({ enabled: true, onboardCompleted: true, phoneVerified: true });
  });

  it('refuses an e-mail that already has an account, and a number that is not a mobile', async () => {
    await expect(
      createSuperuser(deps(), { email: 'Mario.Rossi@example.it', phone: '3405556666' }),
    ).rejects.toMatchObject({
      code: ErrorCode.ONBOARDING_EMAIL_TAKEN,
    });
    await expect(
      createSuperuser(deps(), { email: 'altro@agenzia.it', phone: '02 1234567' }),
    ).rejects.toMatchObject({
      code: ErrorCode.PHONE_INVALID,
    });
  });
});
