import { ApiPath, ErrorCode, INVITE_CODE_PATTERN, Role } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { setUpSecondFactor } from '../../test/second-factor.js';
import { createStaffAccount } from './staff-accounts.js';

const t = useTestApp();
const deps = () => ({ db: t.db, clock: t.clock, config: t.config, deliveries: t.app.deliveries });

describe('staff accounts (npm run create-superuser, create-staff, the admin call createStaffUser)', () => {
  it('makes a Superuser with no password and invites it; the invite sets the password and opens /admin', async () => {
    const made = await createStaffAccount(
      deps(),
      { email: 'direzione@agenzia.it', phone: '340 555 6666', role: Role.SUPERUSER },
      'cli:root',
    );
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
    // Its first session must set the second factor up before anything else (decisions/0091).
    await setUpSecondFactor(t, token);
    expect((await t.post(ApiPath.getClienti, {}, token)).statusCode).toBe(200);
    expect((await t.post(ApiPath.disableUser, { userCode: '10000003' }, token)).statusCode).toBe(200);
    const status = await t.post(ApiPath.getUserStatus, {}, token);
    // Its mobile waits for a code sent to it before it counts (decisions/0131).
    expect(status.json().user).toMatchObject({
      enabled: true,
      onboardCompleted: true,
      phone: '+393405556666',
      phoneVerified: false,
    });
    // Its making is in the audit log, with its maker and its roles.
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, token)).json();
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'cli:root',
        action: 'user.create',
        target: made.userID,
        detail: { roles: 'Superuser, User' },
      }),
    );
  });

  it('makes a Staff account with the roles Staff and User', async () => {
    const made = await createStaffAccount(
      deps(),
      { email: 'sportello@agenzia.it', phone: '3405556667', role: Role.STAFF },
      'cli:root',
    );
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, await t.login('90000001'))).json();
    expect(entries[0]).toMatchObject({
      action: 'user.create',
      target: made.userID,
      detail: { roles: 'Staff, User' },
    });
  });

  it('refuses an e-mail that already has an account (in any case), and a number that is not a mobile', async () => {
    const account = { email: 'Mario.Rossi@example.it', phone: '3405556666', role: Role.STAFF } as const;
    await expect(createStaffAccount(deps(), account, 'cli:root')).rejects.toMatchObject({
      code: ErrorCode.ONBOARDING_EMAIL_TAKEN,
    });
    await expect(
      createStaffAccount(deps(), { ...account, email: 'altro@agenzia.it', phone: '02 1234567' }, 'cli:root'),
    ).rejects.toMatchObject({ code: ErrorCode.PHONE_INVALID });
  });

  it('answers ONBOARDING_001, not a database error, to two makings of one e-mail at once', async () => {
    const account = { email: 'gemelli@agenzia.it', phone: '3405556668', role: Role.STAFF } as const;
    const results = await Promise.allSettled([
      createStaffAccount(deps(), account, 'cli:root'),
      createStaffAccount(deps(), account, 'cli:root'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: ErrorCode.ONBOARDING_EMAIL_TAKEN },
    });
  });
});
