import { z } from 'zod';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';

const isoDate = z.iso.date();

/**
 * An instalment paid online (issue 36, docs/decisions/0151): the client starts a checkout at the agency's
 * payment provider for one instalment (`movimento`), pays on the provider's page, and comes back to a page
 * that says what happened. The amount is always the server's, in integer cents.
 */

/**
 * A payment's states: `open` (a checkout waits at the provider), `paid` (the provider's signed notification
 * said so), `cancelled` (the client came back without paying; the checkout may still be paid until it
 * expires), `failed` (the provider refused the payment), `expired` (the checkout ended unpaid), `refunded`
 * (the provider refunded it, whole or in part: `refundedCents`).
 */
export const PAYMENT_STATES = ['open', 'paid', 'cancelled', 'failed', 'expired', 'refunded'] as const;
export const paymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentState>;

/** A row's id as the client sends it: one the database's serial can hold, so a bigger one is a 400. */
const serialId = z.number().int().positive().max(MAX_SERIAL_ID);

/** Money as the payments keep it: whole euro cents, never a float. */
export const cents = z.number().int().nonnegative();

/** Start (or take up again) the checkout of one instalment: the instalment by its id, nothing else. */
export const startPaymentRequest = z.object({
  userID: bodyUserId,
  movimentoId: serialId,
});
export const startPaymentReply = okReply({
  paymentId: z.number().int().positive(),
  /** The provider's hosted checkout page, where the browser goes next. */
  url: z.string().url(),
});
export type StartPaymentReply = z.infer<typeof startPaymentReply>;

export const paymentView = z.object({
  id: z.number().int().positive(),
  state: paymentState,
  amountCents: cents,
  refundedCents: cents,
  currency: z.string(),
  numeroPolizza: z.string(),
  titolo: z.string(),
  dataScadenza: isoDate.nullable(),
  /** The policy's page, while the policy is still the client's and readable. */
  dossierID: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The provider's reference of the money, once paid. */
  reference: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** A payment of the caller's, as the return page reads it (another's answers as missing). */
export const getPaymentRequest = z.object({ userID: bodyUserId, paymentId: serialId });
export const getPaymentReply = okReply({ payment: paymentView });
export type GetPaymentReply = z.infer<typeof getPaymentReply>;

/** Whether the agency takes payments online: the web names "Paga la rata" for what it does. */
export const paymentOptionsRequest = z.object({ userID: bodyUserId });
export const paymentOptionsReply = okReply({ online: z.boolean() });
export type PaymentOptionsReply = z.infer<typeof paymentOptionsReply>;

/** The client came back from the provider's page without paying: the checkout is ended there. */
export const cancelPaymentRequest = getPaymentRequest;

/**
 * A provider's notification as it arrives (Stripe's event: its id and type, the rest as the provider
 * writes it). Believed only once its signature verifies on the exact bytes, never for its shape.
 */
export const paymentNotification = z.looseObject({ id: z.string().max(255), type: z.string().max(255) });
