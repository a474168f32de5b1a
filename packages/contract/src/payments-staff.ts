import { z } from 'zod';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';
import { cents, type PaymentState, paymentState } from './payments.js';

/**
 * The agency's side of the payments taken online (issue 36 item 5, docs/decisions/0153): the console's
 * list of payments, the client's page's section, and the outbound feed (and webhook) of the agency's books.
 */

const isoDate = z.iso.date();

/** A payment as staff see it: the client, the money, the provider's reference, and the feed's view of it. */
export const staffPayment = z.object({
  id: z.number().int().positive(),
  state: paymentState,
  amountCents: cents,
  refundedCents: cents,
  currency: z.string(),
  numeroPolizza: z.string(),
  titolo: z.string(),
  dataScadenza: isoDate.nullable(),
  /** The client's id in the agency's feed (the console's page of the client), and their name. */
  clientId: z.string(),
  clientName: z.string(),
  provider: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * Paid here, but the agency's last import still gives the instalment 'Da pagare': the books disagree until
   * the feed catches up ("il feed la dà ancora da pagare").
   */
  feedStillDue: z.boolean(),
  /** Paid twice: the payment that had already settled the instalment; the agency refunds this one. */
  duplicateOf: z.number().int().positive().nullable().optional(),
});
export type StaffPayment = z.infer<typeof staffPayment>;

/** The cursor of the next page: the id of the last payment of this one (newest first). */
const paymentCursor = z.number().int().min(1).max(MAX_SERIAL_ID);

/** The console's payments: by day (a range of the payment's day, Rome's), state and policy number. */
export const listPaymentsRequest = z.object({
  userID: bodyUserId,
  from: isoDate.optional(),
  to: isoDate.optional(),
  state: paymentState.optional(),
  numeroPolizza: z.string().trim().min(1).max(64).optional(),
  after: paymentCursor.optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export type ListPaymentsRequest = z.infer<typeof listPaymentsRequest>;

export const listPaymentsReply = okReply({
  payments: z.array(staffPayment),
  next: paymentCursor.nullable(),
});
export type ListPaymentsReply = z.infer<typeof listPaymentsReply>;

/** The outbound feed of the agency's books (JSON Lines), after the sequence `since`. */
export const paymentsFeedRequest = z.object({
  since: z.number().int().min(0).max(MAX_SERIAL_ID).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

/** One line of the payments feed, and the payments webhook's body: a payment paid, or refunded. */
export interface PaymentFeedLine {
  feedSeq: number;
  paymentId: number;
  /** The client's id in the agency's feed. */
  clientId: string;
  numeroPolizza: string;
  titolo: string;
  dataScadenza: string | null;
  state: PaymentState;
  amountCents: number;
  refundedCents: number;
  currency: string;
  provider: string;
  providerReference: string | null;
  paidAt: string | null;
  /** When this change reached the books. */
  recordedAt: string;
}
