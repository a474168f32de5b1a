import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { QueueOf } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import { postSigned } from '../../shared/signed-webhook.js';
import { reportById } from './queries.js';
import type { ClaimReportsDesk } from './staff.js';

/** How a report sent is queued for the webhook, in the transaction that sends it. */
export type AnnounceSent = (reportId: string, db: Db) => Promise<void>;

/**
 * The queue (jobs/) of the webhook's calls, one a report sent, retried with a growing delay; there when
 * CLAIM_REPORT_WEBHOOK_URL is set, its sender is `announceSent`.
 */
export const WEBHOOK: QueueOf<{ reportId: string }, AnnounceSent> = {
  name: 'claim-report-webhook',
  retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  when: (config) => config.CLAIM_REPORT_WEBHOOK_URL !== undefined,
  sender: (send) => (reportId, tx) => send({ reportId }, tx),
};

export { webhookSignature } from '../../shared/signed-webhook.js';

/**
 * The outbound webhook (docs/decisions/0112): each report sent is POSTed as its feed line to
 * CLAIM_REPORT_WEBHOOK_URL, signed; anything but a 2xx within 10 seconds throws, and the queue tries again.
 */
export class ClaimReportWebhook {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<Config, 'CLAIM_REPORT_WEBHOOK_URL' | 'CLAIM_REPORT_WEBHOOK_SECRET'>;
      desk: ClaimReportsDesk;
    },
  ) {}

  async deliver(reportId: string): Promise<void> {
    const { CLAIM_REPORT_WEBHOOK_URL: url, CLAIM_REPORT_WEBHOOK_SECRET: secret } = this.deps.config;
    if (!url || !secret) return;
    const row = await reportById(this.deps.db, reportId);
    // Deleted meanwhile (never: a sent report stays), or not sent: nothing to announce.
    if (!row || (row.state !== 'sent' && row.state !== 'linked')) return;
    const body = JSON.stringify(await this.deps.desk.line(row));
    await postSigned({ url, secret, what: 'claim report' }, body, this.deps.clock.now());
  }
}
