import { ApiPath, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { listOutbox } from '../delivery/outbox.js';
import type { TestContext } from './harness.js';
import { setUpSecondFactor } from './second-factor.js';

export const STAFF_PASSWORD = 'Quercia-Rossa-2026';

/**
 * A Staff or Superuser account made by the demo Superuser, its invite used: its code, a session, its
 * mobile (stored, unverified: decisions/0131) and its app's secret.
 */
export async function staffAccount(
  t: Pick<TestContext, 'post' | 'clock' | 'db'>,
  admin: string,
  email: string,
  role: 'Staff' | 'Superuser',
  phone = '340 555 7777',
) {
  const made = await t.post(ApiPath.createStaffUser, { email, phone, role }, admin);
  const [mail] = await listOutbox(t.db, { to: email, limit: 1 });
  const link = /https?:\/\/\S+\/first\?code=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x';
  const [, userID = '', hash = ''] =
    INVITE_CODE_PATTERN.exec(new URL(link).searchParams.get('code') ?? '') ?? [];
  const accepted = await t.post(ApiPath.validateInviteCode, {
    userID,
    hash_pwd: hash,
    newPassword: STAFF_PASSWORD,
  });
  if (accepted.statusCode !== 200) throw new Error(`invite refused: ${accepted.body}`);
  const token = accepted.json().token as string;
  // Its first session must set the second factor up before anything else (decisions/0091).
  const secret = await setUpSecondFactor(t, token);
  return { code: made.json().userCode as string, token, phone: `+39${phone.replace(/\s/g, '')}`, secret };
}
