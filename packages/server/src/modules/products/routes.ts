import { endpoints, PRODUCTS } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';

/** The catalogue is static (SPEC §3); the call exists for clients other than our web app. */
export const productRoutes = (): FastifyPluginAsync => async (app) => {
  route(app, endpoints.getProdotti, async () => ({
    prodotti: [...PRODUCTS],
  }));
};
