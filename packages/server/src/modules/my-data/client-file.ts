import { accountStateOf } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import type { SessionLimits } from '../accesses/index.js';
import { accountFactsOfClient } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { LOGIN_ACCOUNT_ADDRESS_RULE, LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { toStoredMobile } from '../onboarding/index.js';
import { clientIdOfAgencyId } from '../profile/index.js';
import { collectClientData } from './collect.js';

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

export interface ClientFileDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  limits: SessionLimits;
  deliveries: DeliveryQueue;
}

/**
 * The console's page of a client (issue 21 item 2, docs/decisions/0096), read only: what the client sees
 * and the house keeps of them, read by the readers of the client's own export, for the client the staff
 * opened (its id in the agency's feed, never a client's session), with the account's state at a glance and
 * the messages to their addresses the queue holds. Each opening is in the audit log: who looked at whom.
 */
export async function readClientFile(deps: ClientFileDeps, actor: string, agencyId: string) {
  const { db, clock, rateLimiter, limits, deliveries } = deps;
  const clientId = await clientIdOfAgencyId(db, agencyId);
  if (clientId === undefined) throw notFound();
  const facts = await accountFactsOfClient(db, clientId);
  const subject = facts ? [`user:${facts.userId}`] : [];
  const [everywhere, somewhere] = await Promise.all([
    rateLimiter.atLimit(LOGIN_ACCOUNT_RULE, subject),
    rateLimiter.atLimit(LOGIN_ACCOUNT_ADDRESS_RULE, subject),
  ]);
  const data = await collectClientData(db, { userId: facts?.userId ?? null, clientId }, clock.now(), limits);
  const sent = await deliveries.sentTo({
    emails: present([data.account?.email, data.anagrafica?.email]),
    phones: present([data.account?.cellulare, data.anagrafica?.cell]).map(toStoredMobile),
  });
  await insertAudit(db, {
    at: clock.now(),
    actor: actor,
    action: 'client.view',
    // The account's code when there is one (as every act on it), else the client's id in the feed.
    target: data.account?.userID ?? `client:${agencyId}`,
  });
  return {
    clientId: agencyId,
    deliveries: sent,
    accountState: accountStateOf(facts ? { ...facts, locked: everywhere.size + somewhere.size > 0 } : null),
    ...data,
  };
}
