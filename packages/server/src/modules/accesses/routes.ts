import { endpoints, RECENT_ACCESSES } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { insertAudit } from '../audit/index.js';
import type { SessionStore } from '../auth/index.js';
import { sessionsOfUser } from '../auth/index.js';
import { passkeysOfUser } from '../passkeys/index.js';
import { isOpen, type SessionLimits, toAccesso, toPasskeyAggiunta } from './accesses.js';

/** More than anyone keeps open at once: every open session of a user is among their newest this many. */
const OPEN_SESSIONS_SCANNED = 1_000;

/**
 * Ours, not in the spec (issue 11; docs/decisions/0061): the client's accesses, with the account's passkeys
 * (decisions/0130), and ending the other sessions.
 */
export const accessRoutes =
  (deps: { db: Db; clock: Clock; sessions: SessionStore; limits: SessionLimits }): FastifyPluginAsync =>
  async (app) => {
    const { db, clock, sessions, limits } = deps;

    // The passkeys with the sessions: a passkey someone else added is a way in, whatever its age, and the
    // accesses are where a client looks for what was not theirs (decisions/0130).
    route(app, endpoints.getAccessi, async ({ identity }) => {
      const now = clock.now();
      const [rows, keys] = await Promise.all([
        sessionsOfUser(db, identity.userId, RECENT_ACCESSES),
        passkeysOfUser(db, identity.userId),
      ]);
      return {
        accessi: rows.map((row) => ({
          ...toAccesso(row, now, limits),
          corrente: row.id === identity.sessionId,
        })),
        passkey: keys.map(toPasskeyAggiunta),
      };
    });

    route(app, endpoints.endOtherSessions, async ({ identity }) => {
      const now = clock.now();
      const terminate = await db.transaction(async (tx) => {
        const rows = await sessionsOfUser(tx, identity.userId, OPEN_SESSIONS_SCANNED);
        const open = rows.filter((row) => row.id !== identity.sessionId && isOpen(row, now, limits));
        await sessions.revokeAllOf(identity.userId, identity.sessionId, tx);
        await insertAudit(tx, {
          at: now,
          actor: identity.userCode,
          action: 'user.end-other-sessions',
          target: identity.userCode,
          detail: { ended: String(open.length) },
        });
        return open.length;
      });
      return { terminate };
    });
  };
