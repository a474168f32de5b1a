import { Readable } from 'node:stream';
import type { OwnDataFeedLine } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { QueueOf } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import { postSigned } from '../../shared/signed-webhook.js';
import { feedAfter, feedRowOf, type OwnDataFeedRow } from './queries.js';
import type { AnnounceChange } from './service.js';
import { shownValue } from './values.js';

/**
 * The queue (jobs/) of the webhook's calls, one a change, retried with a growing delay; there when
 * OWN_DATA_WEBHOOK_URL is set, its sender is `announceChange`.
 */
export const OWN_DATA_WEBHOOK: QueueOf<{ changeId: number }, AnnounceChange> = {
  name: 'own-data-webhook',
  retry: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  when: (config) => config.OWN_DATA_WEBHOOK_URL !== undefined,
  sender: (send) => (changeId, tx) => send({ changeId }, tx),
};

/** One line of the outbound feed: an IBAN masked, as in every message that leaves the console. */
export function feedLineOf({ change, agencyId, userCode }: OwnDataFeedRow): OwnDataFeedLine {
  return {
    feedSeq: change.feedSeq,
    changeId: change.id,
    clientId: agencyId,
    userCode,
    kind: change.kind,
    value: shownValue(change),
    previousValue:
      change.previousValue === null ? null : shownValue({ kind: change.kind, value: change.previousValue }),
    state: change.state,
    createdAt: change.createdAt.toISOString(),
    requestId: change.requestId,
  };
}

/** The feed after `since`, one JSON object a line (JSON Lines), as the claim reports' feed. */
export async function ownDataFeed(db: Db, input: { since?: number | undefined; limit?: number | undefined }) {
  const rows = await feedAfter(db, input.since ?? 0, input.limit ?? 1000);
  const content = rows.map((row) => `${JSON.stringify(feedLineOf(row))}\n`).join('');
  return { name: `dati-clienti-${input.since ?? 0}.jsonl`, content: Readable.from(content) };
}

/**
 * The outbound webhook: each change is POSTed as its feed line to OWN_DATA_WEBHOOK_URL, signed as the
 * claim reports' are (shared/signed-webhook.ts); anything but a 2xx throws, and the queue tries again.
 */
export async function deliverOwnDataChange(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'OWN_DATA_WEBHOOK_URL' | 'OWN_DATA_WEBHOOK_SECRET'> },
  changeId: number,
): Promise<void> {
  const { OWN_DATA_WEBHOOK_URL: url, OWN_DATA_WEBHOOK_SECRET: secret } = deps.config;
  if (!url || !secret) return;
  const row = await feedRowOf(deps.db, changeId);
  // The client is gone meanwhile (the agency took them out): nothing to announce.
  if (!row) return;
  await postSigned({ url, secret, what: 'own data' }, JSON.stringify(feedLineOf(row)), deps.clock.now());
}
