import {
  ApiPath,
  ErrorCode,
  failedDeliveriesReply,
  failedDeliveriesRequest,
  resendDeliveryReply,
  resendDeliveryRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { sessionRoute } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';

/** The agency's view of what the product sends: what failed after every try, and sending it again. */
export const deliveryStaffRoutes =
  (deliveries: DeliveryQueue): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getFailedDeliveries,
      {
        access: 'staff',
        body: failedDeliveriesRequest,
        reply: failedDeliveriesReply,
        notes:
          'The e-mails and SMS whose every try failed (about 8 hours of tries), newest first, at most 100: ' +
          'the recipient masked, the subject, the cause of the last failure, never the text.',
      },
      async () => ({ deliveries: await deliveries.failed() }),
    );

    sessionRoute(
      app,
      ApiPath.resendDelivery,
      {
        access: 'staff',
        body: resendDeliveryRequest,
        reply: resendDeliveryReply,
        errors: [ErrorCode.NOT_FOUND],
        notes:
          'Puts a failed message back in the queue for a new round of tries; NOTFOUND_001 for no such failed message.',
      },
      async ({ body }) => {
        if (!(await deliveries.resend(body.id))) throw notFound();
        return { result: true as const };
      },
    );
  };
