import {
  ApiPath,
  getPaymentReply,
  type PaymentView,
  paymentOptionsReply,
  startPaymentReply,
} from '@area-clienti/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

/** Whether the agency takes instalments online (a provider is configured): asked once a session. */
export const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.paymentOptions,
    queryFn: ({ signal }) => api.call(ApiPath.getPaymentOptions, {}, paymentOptionsReply, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Opens (or takes up again) the checkout of one instalment: its id only, never an amount — the server
 * reads the amount from the agency's records. The reply's `url` is the provider's hosted page.
 */
export const startPayment = (movimentoId: number) =>
  api.call(ApiPath.startPayment, { movimentoId }, startPaymentReply);

export const paymentQuery = (paymentId: number) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: ({ signal }) => api.call(ApiPath.getPayment, { paymentId }, getPaymentReply, { signal }),
    retry: false,
  });

/** The client came back from the provider's page without paying: the checkout is closed on our side. */
export const cancelPayment = (paymentId: number) =>
  api.call(ApiPath.cancelPayment, { paymentId }, getPaymentReply);

/**
 * A paid instalment leaves the home's 'In evidenza', the policy's unpaid ones and its payments tab at once,
 * and its receipt joins the documents: the queries that show them are read again.
 */
export function refreshAfterPayment(client: QueryClient, payment: Pick<PaymentView, 'dossierID'>) {
  void client.invalidateQueries({ queryKey: queryKeys.inEvidenza });
  void client.invalidateQueries({ queryKey: queryKeys.documents() });
  if (payment.dossierID !== null) {
    void client.invalidateQueries({ queryKey: queryKeys.dossier(payment.dossierID).all });
  }
}
