import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { errorCodeOf } from '@/shared/api';
import { reasonRequest } from '@/shared/entities/dossiers/policyActions';
import { queryKeys } from '@/shared/entities/query-keys';
import { paymentsText } from '@/shared/messages/payments';
import { Link } from '@/shared/router';
import { Alert } from '@/shared/ui/Alert';
import { paymentOptionsQuery, startPayment } from './api';
import { payControl } from './payControl';

const t = paymentsText.pay;

export interface PayInstalmentProps {
  /** The instalment's id as the server gave it (the glance's `movimentoId`). */
  movimentoId: number | null | undefined;
  numeroPolizza: string;
  /** Euro, for the branch request's text only: the checkout's amount is the server's. */
  amount: number | null;
}

/**
 * "Paga la rata" (issue 36). With a payment provider, a button that opens the provider's checkout for this
 * instalment (its id only) and sends the browser there; a second tap while it opens does nothing, and the
 * server gives back the same checkout anyway. Without one, the request to the branch with its reason and
 * amount (decisions/0105), named for what it does.
 */
export function PayInstalment({ movimentoId, numeroPolizza, amount }: PayInstalmentProps) {
  const options = useQuery(paymentOptionsQuery());
  const client = useQueryClient();
  const errorId = useId();
  const start = useMutation({
    mutationFn: startPayment,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      // The agency has turned payments off since the page asked: the branch's way comes back.
      if (errorCodeOf(error) === 'PAGAMENTO_001')
        void client.invalidateQueries({ queryKey: queryKeys.paymentOptions });
    },
  });
  // Back from the provider's page, a page the browser kept (its back-forward cache) would still say it is
  // opening the checkout: it is usable again.
  const { reset } = start;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  const control = payControl({
    online: options.isError ? null : options.data?.online,
    movimentoId,
    busy: start.isPending || start.isSuccess,
    errorCode: start.isError ? (errorCodeOf(start.error) ?? 'UNKNOWN_ERROR') : null,
  });

  if (control.kind === 'branch') {
    return (
      <Link
        className="btn btn-primary btn-sm"
        to={reasonRequest(numeroPolizza, 'pagaRata', amount)}
        aria-label={t.branchLabel(numeroPolizza)}
      >
        {t.branch}
      </Link>
    );
  }
  const busy = control.kind === 'online' && control.busy;
  const error = control.kind === 'online' ? control.error : null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        // While it opens, its own words say so (an aria-label would hide them); it keeps the focus.
        aria-label={busy ? undefined : t.onlineLabel(numeroPolizza)}
        aria-disabled={control.kind === 'waiting' || busy ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          if (control.kind === 'online' && !control.busy) start.mutate(control.movimentoId);
        }}
      >
        {busy ? t.starting : t.online}
      </button>
      {error ? (
        <div id={errorId} className="pay-instalment__error">
          <Alert tone="danger" live="alert" className="mb-0">
            {error}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
