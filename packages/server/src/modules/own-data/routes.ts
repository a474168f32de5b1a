import { endpoints, type OwnDataChange } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { ownDataFeed } from './feed.js';
import type { OwnDataService } from './service.js';
import { readChangeIban } from './staff.js';

const reply = (change: OwnDataChange) => ({ change });

/** The client's page "I tuoi dati e recapiti" and its changes, each behind the step-up (the rows' `stepUp`). */
export const ownDataRoutes =
  (service: OwnDataService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getDatiERecapiti, ({ identity }) => service.view(identity));
    route(app, endpoints.startEmailChange, async ({ identity, body }) => {
      await service.startEmailChange(identity, body.email);
      return {};
    });
    route(app, endpoints.confirmEmailChange, async ({ identity, body }) =>
      reply(await service.confirmEmailChange(identity, body.code)),
    );
    route(app, endpoints.changeAddress, async ({ identity, body }) =>
      reply(await service.changeAddress(identity, body.tipo, body.indirizzo)),
    );
    route(app, endpoints.changeIban, async ({ identity, body }) =>
      reply(await service.changeIban(identity, body.iban)),
    );
    route(app, endpoints.setPaperless, async ({ identity, body }) =>
      reply(await service.setPaperless(identity, body.online)),
    );
  };

/** The agency's side: the outbound feed, and an IBAN a client asked for, whole behind the staff's step-up. */
export const ownDataStaffRoutes =
  (deps: { db: Db; clock: Clock }): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getOwnDataFeed, ({ body }) => ownDataFeed(deps.db, body));
    route(app, endpoints.getOwnDataIban, ({ identity, body }) =>
      readChangeIban(deps, identity.userCode, body.clientId, body.changeId, scopeOf(identity)),
    );
  };
