import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { maskRecipient } from '../../delivery/outbox.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { testEmail, testSmsText } from '../../delivery/templates.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import { findUserById } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { goLiveChecklist, TEST_EMAIL_ACTION, TEST_SMS_ACTION } from './checklist.js';

interface Deps {
  db: Db;
  clock: Clock;
  deliveries: DeliveryQueue;
  config: Pick<Config, 'AGENCY_LOGO_FILE' | 'AGENCY_LEGAL_NAME' | 'SEAL_TSA_URL'>;
}

/**
 * The go-live checklist, and the test messages a Superuser sends to their own e-mail and mobile (never an
 * address typed in: the call cannot be used to write to anyone). Queued and recorded in one transaction,
 * so the checklist's "sent" means the queue has it; whether it arrives, the person sees in their mailbox.
 */
export const goLiveRoutes =
  ({ db, clock, deliveries, config }: Deps): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getGoLiveChecklist, async () => ({
      items: await goLiveChecklist(db, {
        logo: Boolean(config.AGENCY_LOGO_FILE),
        sealTimestamp: Boolean(config.SEAL_TSA_URL),
      }),
    }));

    const sendTest = (channel: 'email' | 'sms') => async (identity: { userId: number; userCode: string }) => {
      const user = await findUserById(db, identity.userId);
      const to = channel === 'email' ? user?.email : user?.phone;
      if (!to) throw notFound();
      await db.transaction(async (tx) => {
        if (channel === 'email') {
          await deliveries.email({ to, ...testEmail({ agency: config.AGENCY_LEGAL_NAME }) }, { db: tx });
        } else {
          await deliveries.sms(to, testSmsText({ agency: config.AGENCY_LEGAL_NAME }), { db: tx });
        }
        await insertAudit(tx, {
          at: clock.now(),
          actor: identity.userCode,
          action: channel === 'email' ? TEST_EMAIL_ACTION : TEST_SMS_ACTION,
          target: identity.userCode,
          detail: { to: maskRecipient(to) },
        });
      });
      return { to: maskRecipient(to) };
    };
    const email = sendTest('email');
    const sms = sendTest('sms');
    route(app, endpoints.sendTestEmail, ({ identity }) => email(identity));
    route(app, endpoints.sendTestSms, ({ identity }) => sms(identity));
  };
