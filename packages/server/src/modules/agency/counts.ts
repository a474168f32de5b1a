import type { Db } from '../../db/database.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { userCount } from '../accounts/index.js';
import { liveSessionCount } from '../auth/index.js';
import { clientCount } from '../profile/index.js';

/**
 * The admin page's counts: clients, accounts and live sessions, each asked of the module that owns its
 * table, side by side as before.
 */
export async function agencyCounts(db: Db, now: Date, idleMinutes: number, scope: StaffScope) {
  const [clients, users, activeSessions] = await Promise.all([
    // The clients of the caller's scope (decisions/0158); accounts and sessions are the service's figures.
    clientCount(db, scope),
    userCount(db),
    liveSessionCount(db, now, idleMinutes),
  ]);
  return { clients, users, activeSessions };
}
