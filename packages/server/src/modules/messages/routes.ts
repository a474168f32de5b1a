import {
  ApiPath,
  ErrorCode,
  getMessageReply,
  getMessageRequest,
  updateMessageReply,
  updateMessageRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionRoute } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import { markMessageRead, nextLoginMessage } from './queries.js';

/** Messages the agency publishes to be read after login (SPEC §4 "Login messages"). */
export const messageRoutes =
  (db: Db, clock: Clock): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getMessage,
      {
        access: 'user',
        servesPendingSteps: true,
        body: getMessageRequest,
        reply: getMessageReply,
        notes: 'Unread messages first, then the always-show ones; `null` when none.',
      },
      async ({ identity }) => {
        const row = await nextLoginMessage(db, identity.userId, clock.now());
        return {
          message: row
            ? { messaggioID: row.id, titolo: row.titolo, testo: row.testo, mostraSempre: row.mostraSempre }
            : null,
        };
      },
    );

    sessionRoute(
      app,
      ApiPath.updateMessage,
      {
        access: 'user',
        servesPendingSteps: true,
        body: updateMessageRequest,
        reply: updateMessageReply,
        notes: 'Marks the message read (again is fine); `NOTFOUND_001` for a message this user does not see.',
        errors: [ErrorCode.NOT_FOUND],
      },
      async ({ identity, body }) => {
        if (!(await markMessageRead(db, identity.userId, body.messageID, clock.now()))) throw notFound();
        return { result: true as const };
      },
    );
  };
