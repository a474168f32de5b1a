import { accountStateOf, CLIENT_FILES_PER_MINUTE, maskIban } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { AGENCY_WIDE, type StaffScope, scopeOf } from '../../shared/staff-scope.js';
import type { SessionLimits } from '../accesses/index.js';
import { accountFactsOfClient } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { LOGIN_ACCOUNT_ADDRESS_RULE, LOGIN_ACCOUNT_RULE } from '../auth/index.js';
import { deskReportsOfClient } from '../claim-reports/index.js';
import { requestsOfClientAccount } from '../contact/index.js';
import { ownDossier } from '../dossiers/index.js';
import { toStoredMobile } from '../onboarding/index.js';
import { ownDataChangesOfClient } from '../own-data/index.js';
import { paymentsOfClient } from '../payments/index.js';
import { branchOfClient, clientIdOfAgencyId } from '../profile/index.js';
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
 * The client pages one staff account opens in a minute (decisions/0132), a missing client's too: the page
 * shows what the search masks, and the feed's client ids are sequential, so walking them is limited as
 * searching is. Its own bucket: a desk that searched a lot can still open the client it found.
 */
export const clientFileRule = (config: Pick<Config, 'CLIENT_LOOKUP_WINDOW_SECONDS'>): RateRule => ({
  bucket: 'client-file',
  limit: CLIENT_FILES_PER_MINUTE,
  windowSeconds: config.CLIENT_LOOKUP_WINDOW_SECONDS,
});

/**
 * The client's page for the staff member who opened it, within their openings a minute: counted before
 * anything is read, so a refused opening reads nothing and leaves nothing in the audit log.
 */
export async function openClientFile(
  deps: ClientFileDeps & { config: Pick<Config, 'CLIENT_LOOKUP_WINDOW_SECONDS'> },
  staff: { userId: number; userCode: string; staffBranch?: string | null },
  agencyId: string,
) {
  await deps.rateLimiter.useOrRefuse(clientFileRule(deps.config), `user:${staff.userId}`);
  return readClientFile(deps, staff.userCode, agencyId, scopeOf(staff));
}

/**
 * The console's page of a client (issue 21 item 2, docs/decisions/0096), read only: what the client sees
 * and the house keeps of them, read by the readers of the client's own export, for the client the staff
 * opened (its id in the agency's feed, never a client's session), with the account's state at a glance and
 * the messages to their addresses the queue holds. Each opening is in the audit log: who looked at whom.
 */
export async function readClientFile(
  deps: ClientFileDeps,
  actor: string,
  agencyId: string,
  scope: StaffScope = AGENCY_WIDE,
) {
  const { db, clock, rateLimiter, limits, deliveries } = deps;
  // Another branch's client is not found, as a missing one (docs/decisions/0158).
  const clientId = await clientIdOfAgencyId(db, agencyId, scope);
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
    target: auditTargetOf(facts, agencyId),
  });
  return {
    clientId: agencyId,
    deliveries: sent,
    accountState: accountStateOf(facts ? { ...facts, locked: everywhere.size + somewhere.size > 0 } : null),
    ...data,
    // Whole in the client's own export (behind their step-up); here behind the staff member's: getClientIban.
    polizze: data.polizze.map((policy) => ({ ...policy, iban: maskIban(policy.iban) })),
    // The client's own changes, the feed's value beside each while they differ (decisions/0145).
    modificheCliente: await ownDataChangesOfClient(db, clientId),
    // The client's payments taken online, each with the feed's disagreement (decisions/0153).
    pagamenti: await paymentsOfClient(db, clientId),
    // The branch, the requests as the inbox holds them and the reports at the desk, each a link (issue 37).
    filiale: await branchOfClient(db, clientId),
    richieste: facts ? await requestsOfClientAccount(db, facts.userId) : [],
    denunce: await deskReportsOfClient(db, clientId),
  };
}

/**
 * The whole IBAN of one of the client's policies (issue 33 item 6, decisions/0132), for the staff member
 * `actor` whose step-up is fresh (the row's `stepUp`, checked before this runs, as for the client's own
 * getIbanCompleto). A policy not the client's answers as a missing one; a policy being refreshed is
 * DATALOCKED. Each reading is in the audit log, with the policy's number.
 */
export async function readClientIban(
  deps: Pick<ClientFileDeps, 'db' | 'clock'>,
  actor: string,
  agencyId: string,
  dossierId: number,
  scope: StaffScope,
): Promise<{ iban: string | null }> {
  const { db, clock } = deps;
  const clientId = await clientIdOfAgencyId(db, agencyId, scope);
  if (clientId === undefined) throw notFound();
  const policy = await ownDossier(db, clientId, dossierId);
  const facts = await accountFactsOfClient(db, clientId);
  await insertAudit(db, {
    at: clock.now(),
    actor,
    action: 'client.view-iban',
    target: auditTargetOf(facts, agencyId),
    detail: { polizza: policy.numeroPolizza },
  });
  return { iban: policy.iban };
}

/** Whom a record of a client names: the account's code when there is one (as every act on it), else the client's id in the feed. */
const auditTargetOf = (account: { userCode: string } | undefined, agencyId: string) =>
  account?.userCode ?? `client:${agencyId}`;
