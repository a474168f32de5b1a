import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { SecondFactorService } from './service.js';

/** The second factor's calls (docs/decisions/0091): a pending session reaches these and logout only. */
export const secondFactorRoutes =
  (secondFactor: SecondFactorService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getSecondFactor, ({ identity }) => secondFactor.state(identity));
    route(app, endpoints.startSecondFactorSetup, ({ identity }) => secondFactor.startSetup(identity));
    route(app, endpoints.confirmSecondFactorSetup, ({ identity, body }) =>
      secondFactor.confirmSetup(identity, body.code),
    );
    route(app, endpoints.verifySecondFactor, ({ identity, body, client }) =>
      secondFactor.verify(identity, body, client),
    );
    route(app, endpoints.sendSecondFactorSms, ({ identity, client }) =>
      secondFactor.sendSms(identity, client),
    );
    route(app, endpoints.newRecoveryCodes, ({ identity }) => secondFactor.newRecoveryCodes(identity));
    route(app, endpoints.disableSecondFactor, ({ identity }) => secondFactor.disable(identity));
    route(app, endpoints.dismissSecondFactorOffer, ({ identity }) => secondFactor.dismissOffer(identity));
  };
