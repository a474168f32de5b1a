import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/** A message whose every try failed (docs/decisions/0044): what the agency needs to act, no text. */
export const failedDelivery = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The recipient, masked: `m***@example.it`, `+39*******567`. */
  to: z.string(),
  /** The e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  /** refused, timeout, authentication, unreachable, or error. */
  cause: z.string(),
  tries: z.number().int(),
  queuedAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedDelivery = z.infer<typeof failedDelivery>;

export const failedDeliveriesRequest = z.object({ userID: bodyUserId });
export const failedDeliveriesReply = okReply({ deliveries: z.array(failedDelivery) });

export const resendDeliveryRequest = z.object({ userID: bodyUserId, id: z.uuid() });
export const resendDeliveryReply = okReply({ result: z.literal(true) });
