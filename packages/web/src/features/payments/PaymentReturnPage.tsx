import type { PaymentView } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isNotFound } from '@/shared/api';
import { cancelPayment, paymentQuery, refreshAfterPayment } from '@/shared/entities/payments/api';
import { queryKeys } from '@/shared/entities/query-keys';
import { parseId } from '@/shared/lib/routeParams';
import { paymentsText } from '@/shared/messages/payments';
import { Link, useParams, useSearchParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { FieldList } from '@/shared/ui/FieldList';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import {
  type CancelStatus,
  esitoOf,
  outcomeOf,
  outcomeWords,
  paymentFacts,
  pollDelayMs,
  stillMoving,
} from './outcome';
import './payments.scss';

const t = paymentsText.result;

/**
 * The page the provider sends the client back to (`/pagamento/<id>?esito=completato|annullato`, issue 36):
 * what happened to the payment, in plain Italian. Back without paying, the checkout is closed once on our
 * side; back after paying, the page reads the payment again, gently, until the provider's signed notification
 * settles it. Another client's payment, or none, is the not-found page.
 */
export function PaymentReturnPage() {
  const paymentId = parseId(useParams().paymentId);
  const [search] = useSearchParams();
  const esito = esitoOf(search.get('esito'));
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelPayment,
    // Its reply is the payment as it now stands (cancelled, or paid if the money came first).
    onSuccess: (reply) => client.setQueryData(queryKeys.payment(paymentId ?? 0), reply),
    onError: () => client.invalidateQueries({ queryKey: queryKeys.payment(paymentId ?? 0) }),
  });
  const cancelStatus: CancelStatus = cancel.isError
    ? 'error'
    : cancel.isSuccess
      ? 'done'
      : cancel.isPending
        ? 'pending'
        : 'idle';
  const payment = useQuery({
    ...paymentQuery(paymentId ?? 0),
    enabled: paymentId !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || !stillMoving(outcomeOf(data.payment, esito, cancelStatus))) return false;
      return pollDelayMs(query.state.dataUpdateCount);
    },
  });
  const view = payment.data?.payment;
  const state = view?.state;

  // Back from the provider's "Annulla": the open checkout is closed once, whatever renders again.
  const cancelAsked = useRef<number | null>(null);
  useEffect(() => {
    if (paymentId === null || esito !== 'annullato' || state !== 'open') return;
    if (cancelAsked.current === paymentId) return;
    cancelAsked.current = paymentId;
    cancel.mutate(paymentId);
  }, [paymentId, esito, state, cancel]);

  // Paid: the home, the policy and the documents show it at once.
  const refreshed = useRef<number | null>(null);
  useEffect(() => {
    if (view?.state !== 'paid' || refreshed.current === view.id) return;
    refreshed.current = view.id;
    refreshAfterPayment(client, view);
  }, [view, client]);

  if (paymentId === null || isNotFound(payment.error)) return <NotFoundContent />;
  if (payment.isError) {
    return (
      <>
        <PageHeading title={t.title} />
        <Alert tone="danger" live="alert">
          {t.loadError}
        </Alert>
        <BackLinks payment={null} />
      </>
    );
  }
  if (!view) {
    return (
      <>
        <PageHeading title={t.title} />
        <p role="status">{t.loading}</p>
      </>
    );
  }
  const kind = outcomeOf(view, esito, cancelStatus);
  const words = outcomeWords(kind, view);
  return (
    <article className="payment-result">
      <PageHeading title={words.heading} />
      {/* One live region for the outcome: a pending payment that settles is read out where it changes. */}
      <div
        role="status"
        aria-label={t.outcome}
        className={`payment-result__outcome payment-result__outcome--${kind}`}
      >
        <p className="payment-result__lead">{words.lead}</p>
        {words.hint ? <p className="payment-result__hint">{words.hint}</p> : null}
      </div>
      {cancel.isError && kind === 'open' ? (
        <Alert tone="warning" live="alert">
          {t.cancelError}
        </Alert>
      ) : null}
      <FieldList fields={paymentFacts(view)} className="payment-result__facts" />
      <div className="payment-result__actions">
        {kind === 'paid' ? (
          <Link className="btn btn-primary" to={paths.documents()}>
            {t.paid.documents}
          </Link>
        ) : null}
        {words.retry ? (
          <Link
            className="btn btn-primary"
            to={view.dossierID ? paths.dossier(view.dossierID) : paths.home()}
          >
            {t.retry}
          </Link>
        ) : null}
        <BackLinks payment={view} />
      </div>
    </article>
  );
}

/** The way back: the policy (when it is still the client's) and the home. */
function BackLinks({ payment }: { payment: PaymentView | null }) {
  return (
    <>
      {payment?.dossierID ? (
        <Link className="btn btn-outline-primary" to={paths.dossier(payment.dossierID)}>
          {t.toPolicy}
        </Link>
      ) : null}
      <Link className="btn btn-outline-primary" to={paths.home()}>
        {t.toHome}
      </Link>
    </>
  );
}
