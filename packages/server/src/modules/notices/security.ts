import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import { type AccessWays, type SecurityEvent, securityNoticeEmail } from '../../delivery/security-notice.js';
import { accountOfUser } from '../accounts/index.js';

export interface SecurityNoticeDeps {
  deliveries: Deliveries;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
}

/**
 * Queues the e-mail that tells a user their access changed (a password, a passkey; after a recovery, with
 * the account's passkeys and app: `accessWays`, docs/decisions/0131), inside the caller's
 * transaction `tx`: it leaves only if the change commits. Sent whatever the user chose for the notices of
 * new documents (docs/decisions/0099): it is how an owner learns of a change they did not make.
 */
export async function queueSecurityNotice(
  deps: SecurityNoticeDeps,
  tx: Db,
  notice: { userId: number; event: SecurityEvent; at: Date; name?: string; accessWays?: AccessWays },
): Promise<void> {
  const account = await accountOfUser(tx, notice.userId);
  if (!account?.email) return;
  const mail = securityNoticeEmail({ ...notice, link: `${publicUrl(deps.config)}/login` });
  await deps.deliveries.email({ to: account.email, ...mail }, { db: tx });
}
