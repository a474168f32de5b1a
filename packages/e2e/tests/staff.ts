import { ApiPath, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { totp } from '../src/second-factor.js';
import { expect, nextEmail } from './fixtures.js';

/** A call of the API with a session's token, through the page's request context. */
export const call = (page: Page, path: string, token: string, data: object = {}) =>
  page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });

/**
 * A Staff member as the agency makes one (invited by the Superuser `admin`, a password, the app's second
 * factor set up): its token, its user for the tab's session, and its app's secret. Its e-mail is
 * `<name>@agenzia.example.it`: a name of the test's own. Agency-wide, or of the feed's `branch`.
 */
export async function staffSession(page: Page, admin: string, name: string, branch: string | null = null) {
  const email = `${name}@agenzia.example.it`;
  const made = await call(page, ApiPath.createStaffUser, admin, {
    email,
    phone: '3405550102',
    role: 'Staff',
    branch,
  });
  expect(made.status(), await made.text()).toBe(200);
  const invite = await nextEmail(email);
  const link = /https?:\/\/\S+\/first\?code=\S+/.exec(invite.text)?.[0] ?? 'http://x';
  const [, userID = '', hash = ''] =
    INVITE_CODE_PATTERN.exec(new URL(link).searchParams.get('code') ?? '') ?? [];
  const accepted = await page.request.post(ApiPath.validateInviteCode, {
    data: { userID, hash_pwd: hash, newPassword: 'Quercia-Rossa-2026' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { token, user } = (await accepted.json()) as { token: string; user: unknown };
  const setup = await call(page, ApiPath.startSecondFactorSetup, token);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await call(page, ApiPath.confirmSecondFactorSetup, token, { code: totp(secret) });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { token, user, secret };
}
