import type { GoLiveItem } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { lastOfAction } from '../audit/index.js';
import { privacyNoticeInForce } from '../privacy/index.js';
import { branchEmailCounts, clientCount } from '../profile/index.js';

/** The acts the checklist looks for in the audit log: a test message sent by someone of the agency. */
export const TEST_EMAIL_ACTION = 'agency.test-email';
export const TEST_SMS_ACTION = 'agency.test-sms';

/**
 * What stands between the agency and its clients (issue 21 item 9, docs/decisions/0109), each asked of
 * the module that owns it: figures only, nothing personal. `detail` is what the console writes beside it.
 */
export async function goLiveChecklist(
  db: Db,
  configured: { logo: boolean; sealTimestamp: boolean },
): Promise<GoLiveItem[]> {
  const [privacy, clients, branches, testEmail, testSms] = await Promise.all([
    privacyNoticeInForce(db),
    clientCount(db),
    branchEmailCounts(db),
    lastOfAction(db, TEST_EMAIL_ACTION),
    lastOfAction(db, TEST_SMS_ACTION),
  ]);
  return [
    // The default notice keeps registration working; the agency's own must replace it (decisions/0098).
    { item: 'privacy', done: privacy === 'agency notice', detail: privacy },
    { item: 'import', done: clients > 0, detail: String(clients) },
    {
      item: 'branches',
      done: branches.branches > 0 && branches.withoutEmail === 0,
      detail: `${branches.withoutEmail}/${branches.branches}`,
    },
    { item: 'testEmail', done: testEmail !== undefined, detail: testEmail?.at.toISOString() ?? null },
    { item: 'testSms', done: testSms !== undefined, detail: testSms?.at.toISOString() ?? null },
    { item: 'logo', done: configured.logo, detail: null },
    // Without a time-stamp authority the signed reports' seal is B-B: valid, its time the server's own.
    { item: 'sealTimestamp', done: configured.sealTimestamp, detail: null },
  ];
}
