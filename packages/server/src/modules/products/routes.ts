import { ApiPath, emptyRequest, PRODUCTS, productsReply } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The catalogue is static (SPEC §3); the call exists for clients other than our web app. */
export const productRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.post(
    ApiPath.getProdotti,
    {
      schema: { body: emptyRequest.optional(), response: { 200: productsReply } },
      config: { access: 'public' },
    },
    async () => ({ status: 'OK' as const, prodotti: [...PRODUCTS] }),
  );
};
