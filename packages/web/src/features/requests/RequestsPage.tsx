import type { ClientRequestState, InEvidenzaItem, MyRequestItem, PaymentState } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { inEvidenzaQuery } from '@/shared/entities/dossiers/inEvidenza';
import { paymentOptionsQuery } from '@/shared/entities/payments/api';
import { formatAmount, type StatusTone } from '@/shared/format';
import { paymentsText } from '@/shared/messages/payments';
import { requestsText as t } from '@/shared/messages/requests';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { StatusTag } from '@/shared/ui/StatusTag';
import { requestsQuery } from './api';
import { PayOffer } from './PayOffer';
import { isOpenPaymentRequest, payableOfRequest } from './payOffer';
import './requests.scss';

/** Each state's colour repeats its word: waiting, in hand, answered, closed. */
export const STATE_TONE: Record<ClientRequestState, StatusTone> = {
  inviata: 'neutral',
  presaInCarico: 'warning',
  risposta: 'success',
  chiusa: 'neutral',
};

/** A payment's colour repeats its word: in money (green), refused (red), else neutral. */
const PAYMENT_TONE: Record<PaymentState, StatusTone> = {
  open: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'neutral',
};

/** A day as the client reads it, in Rome. */
export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('it-IT', {
    dateStyle: 'short',
    timeZone: 'Europe/Rome',
  } as Intl.DateTimeFormatOptions);

function RequestEntry({
  request,
  payable,
}: {
  request: MyRequestItem;
  /** Its instalments still unpaid, when they can be paid online (issue 36). */
  payable: readonly InEvidenzaItem[];
}) {
  const isReport = request.kind === 'denuncia';
  const payment = request.kind === 'pagamento' ? request.payment : undefined;
  const to = isReport
    ? paths.claimReportDraft(request.numero)
    : payment
      ? paths.payment(Number(request.numero))
      : paths.request(request.numero);
  const title = isReport
    ? t.claimReport
    : payment
      ? paymentsText.request.title(request.subject ?? '')
      : request.subject;
  return (
    <li className="request-entry">
      <p className="request-entry__head">
        <Link to={to} className="request-entry__link">
          {title}
        </Link>{' '}
        {payment ? (
          <StatusTag tone={PAYMENT_TONE[payment.state]}>
            {paymentsText.request.states[payment.state]}
          </StatusTag>
        ) : (
          <StatusTag tone={STATE_TONE[request.state]}>{t.states[request.state]}</StatusTag>
        )}{' '}
        {request.unread > 0 ? <span className="request-badge">{t.newReplies(request.unread)}</span> : null}
      </p>
      <dl className="request-entry__facts">
        {isReport || payment ? null : (
          <div>
            <dt>{t.number}</dt>
            <dd>{request.numero}</dd>
          </div>
        )}
        {payment ? (
          <div>
            <dt>{paymentsText.request.amount}</dt>
            <dd>{formatAmount(payment.amountCents / 100)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.sentOn}</dt>
          <dd>
            <time dateTime={request.createdAt}>{day(request.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.updatedOn}</dt>
          <dd>
            <time dateTime={request.updatedAt}>{day(request.updatedAt)}</time>
          </dd>
        </div>
        {request.polizza ? (
          <div>
            <dt>{t.policy}</dt>
            <dd>{request.polizza}</dd>
          </div>
        ) : null}
      </dl>
      <PayOffer items={payable} />
    </li>
  );
}

/** "Le tue richieste" (issue 35, docs/decisions/0143): newest first, each with its state and new replies. */
export function RequestsPage() {
  const requests = useQuery(requestsQuery());
  const list = requests.data?.requests ?? [];
  // A payment request still open may be paid online now: the instalments and the agency's answer are asked
  // only when there is one.
  const asksPayment = list.some(isOpenPaymentRequest);
  const online = useQuery({ ...paymentOptionsQuery(), enabled: asksPayment });
  const glance = useQuery({ ...inEvidenzaQuery(), enabled: asksPayment && online.data?.online === true });
  const unpaid = online.data?.online ? glance.data?.inEvidenza : undefined;
  return (
    <>
      <PageHeading title={t.title}>
        <Link className="btn btn-primary btn-sm mt-2" to={paths.contacts()}>
          {t.write}
        </Link>
      </PageHeading>
      <p>{t.intro}</p>
      {requests.isError ? (
        <Alert tone="danger" live="alert">
          {t.loadError}
        </Alert>
      ) : null}
      {requests.isSuccess && list.length === 0 ? <p className="empty-state">{t.empty}</p> : null}
      {list.length > 0 ? (
        <ul className="request-list list-unstyled" aria-label={t.caption}>
          {list.map((request) => (
            <RequestEntry
              key={`${request.kind}-${request.numero}`}
              request={request}
              payable={payableOfRequest(request, unpaid)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
