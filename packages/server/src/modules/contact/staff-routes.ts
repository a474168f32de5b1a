import { endpoints, Role } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import type { Inbox } from './inbox.js';
import { listContactRequests } from './requests.js';
import { staffThread } from './thread.js';

const done = { result: true as const };

/** The agency's list of contact requests, and the console's inbox where Staff and Superusers handle them. */
export const contactStaffRoutes =
  (db: Db, deliveries: DeliveryQueue, inbox: Inbox): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getContactRequests, async ({ identity }) => ({
      requests: await listContactRequests(db, deliveries, scopeOf(identity)),
    }));

    route(app, endpoints.getInbox, ({ identity, body: { state, branchId, mine, late, after, limit } }) =>
      inbox.list({
        ...{ state, branchId, late, after, limit },
        mine: mine ? identity.userCode : undefined,
        scope: scopeOf(identity),
      }),
    );
    route(app, endpoints.getInboxRequest, async ({ identity, body }) => ({
      request: await inbox.detail(body.id, scopeOf(identity)),
      staff: await inbox.staff(),
    }));
    route(app, endpoints.assignInboxRequest, async ({ identity, body }) => {
      const superuser = identity.roles.includes(Role.SUPERUSER);
      await inbox.assign(identity.userCode, body.id, body.assignee, superuser, scopeOf(identity));
      return done;
    });
    route(app, endpoints.getInboxFigures, ({ identity }) => inbox.figures(scopeOf(identity)));
    route(app, endpoints.getInboxThread, ({ identity, body }) => staffThread(db, body.id, scopeOf(identity)));
    route(app, endpoints.takeInboxRequest, async ({ identity, body }) => {
      await inbox.take(identity.userCode, body.id, scopeOf(identity));
      return done;
    });
    route(app, endpoints.noteInboxRequest, async ({ identity, body }) => {
      await inbox.note(identity.userCode, body.id, body.note, scopeOf(identity));
      return done;
    });
    route(app, endpoints.answerInboxRequest, async ({ identity, body }) => {
      await inbox.answer(identity.userCode, body.id, body.text, scopeOf(identity));
      return done;
    });
    route(app, endpoints.releaseInboxRequest, async ({ identity, body }) => {
      const superuser = identity.roles.includes(Role.SUPERUSER);
      await inbox.release(identity.userCode, body.id, superuser, scopeOf(identity));
      return done;
    });
    route(app, endpoints.closeInboxRequest, async ({ identity, body }) => {
      await inbox.close(identity.userCode, body.id, scopeOf(identity));
      return done;
    });
  };
