import { endpoints } from '@area-clienti/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { type NotificationDeps, receiveNotification } from './notifications.js';
import { type PaymentDeps, PaymentService } from './service.js';

/** The client's calls: whether payments are online, a checkout started, a payment read or given up. */
export const paymentRoutes =
  (deps: PaymentDeps): FastifyPluginAsync =>
  async (app) => {
    const service = new PaymentService({ ...deps, log: app.log });
    route(app, endpoints.getPaymentOptions, async () => ({ online: service.online }));
    route(app, endpoints.startPayment, ({ identity, body }) => service.start(identity, body.movimentoId));
    route(app, endpoints.getPayment, async ({ identity, body }) => ({
      payment: await service.get(identity, body.paymentId),
    }));
    route(app, endpoints.cancelPayment, async ({ identity, body }) => ({
      payment: await service.cancel(identity, body.paymentId),
    }));
  };

/** The bytes of each notification as they came, which its signature is computed on. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Keeps a JSON body's exact bytes beside its parsed value, in this route's context only: re-serialized
 * JSON would not match the provider's signature. Bytes that are not JSON leave an empty body, which the
 * row's schema refuses (VALIDATION_001), never a 500.
 */
function keepRawJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    rawBodies.set(request, bytes);
    try {
      done(null, JSON.parse(bytes.toString('utf8')));
    } catch {
      done(null, {});
    }
  });
}

/** The provider's notifications: public, believed by their signature alone. */
export const notificationRoutes =
  (deps: Omit<NotificationDeps, 'log'>): FastifyPluginAsync =>
  async (app) => {
    keepRawJson(app);
    route(app, endpoints.receivePaymentNotification, async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      await receiveNotification(
        { ...deps, log: request.log },
        rawBodies.get(request) ?? Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      return {};
    });
  };
