import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { clientNoticeEmail } from '../../delivery/templates.js';
import { noticeRecipients } from '../accounts/index.js';

export interface ClientNoticeDeps {
  deliveries: Deliveries;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
}

/** Clients looked up per query: an import may touch a hundred thousand, PostgreSQL takes 65,535 parameters. */
const CLIENTS_PER_QUERY = 5_000;

/**
 * Queues one e-mail per user of these clients saying that something new is in their area (a document, a
 * claim's status), inside the caller's transaction `tx`: it leaves only if that commits. Users who cannot
 * log in or turned the notices off in their profile get none (docs/decisions/0051). A client named twice
 * still gets one mail per user. Returns how many e-mails were queued.
 */
export async function queueClientNotices(
  deps: ClientNoticeDeps,
  tx: Db,
  clientIds: number[],
): Promise<number> {
  const unique = [...new Set(clientIds)];
  const mail = clientNoticeEmail({ link: `${publicUrl(deps.config)}/login` });
  // The notices of many clients (an import's) take the bulk lane; one client's leaves at once (0155).
  const lane = unique.length > 1 ? { lane: 'bulk' as const } : {};
  let queued = 0;
  for (let start = 0; start < unique.length; start += CLIENTS_PER_QUERY) {
    const recipients = await noticeRecipients(tx, unique.slice(start, start + CLIENTS_PER_QUERY));
    for (const { email } of recipients) {
      await deps.deliveries.email({ to: email, ...mail }, { db: tx, ...lane });
      queued++;
    }
  }
  return queued;
}
