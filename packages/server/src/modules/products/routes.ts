import { ApiPath, emptyRequest, PRODUCTS, productsReply } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '../../http/route.js';

/** The catalogue is static (SPEC §3); the call exists for clients other than our web app. */
export const productRoutes = (): FastifyPluginAsync => async (app) => {
  publicRoute(
    app,
    ApiPath.getProdotti,
    { body: emptyRequest.optional(), reply: productsReply },
    async () => ({
      prodotti: [...PRODUCTS],
    }),
  );
};
