import type { StaffPayment } from '@area-clienti/contract';
import { formatCents, formatDate, formatDateTime } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';
import { Link } from '@/shared/router';
import type { Column } from '@/shared/ui/table/types';
import { consolePaths } from '../paths';

const t = consoleText.payments;

/** The amount, and beside a refund what the provider gave back (decisions/0153). */
const amountOf = (p: StaffPayment) =>
  p.refundedCents > 0
    ? `${formatCents(p.amountCents)} (${t.refunded(formatCents(p.refundedCents))})`
    : formatCents(p.amountCents);

/**
 * The columns of a payment, on the console's payments page and on the page of a client (without the
 * client): when, who, which instalment, how much, where it stands (the feed's disagreement beside), the
 * provider's reference.
 */
export function paymentColumns(withClient: boolean): Column<StaffPayment>[] {
  return [
    { key: 'd', header: t.day, cell: (p) => formatDateTime(p.paidAt ?? p.createdAt) },
    ...(withClient
      ? [
          {
            key: 'c',
            header: t.client,
            cell: (p: StaffPayment) => <Link to={consolePaths.client(p.clientId)}>{p.clientName}</Link>,
          },
        ]
      : []),
    {
      key: 'i',
      header: t.instalment,
      cell: (p) => (
        <>
          {p.numeroPolizza} · {p.titolo}
          {p.dataScadenza ? ` (${t.due(formatDate(p.dataScadenza) ?? p.dataScadenza)})` : null}
        </>
      ),
    },
    { key: 'a', header: t.amount, cell: amountOf },
    {
      key: 's',
      header: t.state,
      cell: (p) => (
        <>
          {t.states[p.state]}
          {p.feedStillDue ? (
            <>
              <br />
              <strong className="text-danger">{t.feedStillDue}</strong>
            </>
          ) : null}
          {p.duplicateOf && p.state === 'paid' ? (
            <>
              <br />
              <strong className="text-danger">{t.duplicateOf(p.duplicateOf)}</strong>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'r',
      header: t.reference,
      cell: (p) => <span className="text-break">{p.reference ?? t.noReference}</span>,
    },
  ];
}
