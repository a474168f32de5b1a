import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { paymentsFeed } from './books.js';
import { listPayments } from './staff.js';

/** The agency's side: the console's payments and the outbound feed of its books (decisions/0153). */
export const paymentStaffRoutes =
  (deps: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.listPayments, ({ identity, body }) =>
      listPayments(deps.db, body, scopeOf(identity)),
    );
    route(app, endpoints.getPaymentsFeed, ({ body }) => paymentsFeed(deps.db, body));
  };
