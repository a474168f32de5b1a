import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import { markMessageRead, markMessageShown, nextLoginMessage } from './queries.js';

/** Messages the agency publishes to be read after login (SPEC §4 "Login messages"). */
export const messageRoutes =
  (db: Db, clock: Clock): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getMessage, async ({ identity }) => {
      const now = clock.now();
      const row = await nextLoginMessage(db, identity.userId, now);
      if (row) await markMessageShown(db, identity.userId, row.id, now);
      return {
        message: row
          ? { messaggioID: row.id, titolo: row.titolo, testo: row.testo, mostraSempre: row.mostraSempre }
          : null,
      };
    });

    route(app, endpoints.updateMessage, async ({ identity, body }) => {
      if (!(await markMessageRead(db, identity.userId, body.messageID, clock.now()))) throw notFound();
      return { result: true as const };
    });
  };
