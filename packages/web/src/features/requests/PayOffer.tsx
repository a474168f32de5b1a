import type { InEvidenzaItem } from '@area-clienti/contract';
import { PayInstalment } from '@/shared/entities/payments/PayInstalment';
import { formatAmount } from '@/shared/format';
import { paymentsText } from '@/shared/messages/payments';

/**
 * Under a payment request sent to the branch: its instalments still unpaid, each with "Paga la rata" when the
 * agency takes payments online (the caller shows it only then), so the client need not wait for the reply.
 */
export function PayOffer({ items }: { items: readonly InEvidenzaItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="request-entry__pay list-unstyled">
      {items.map((item) => (
        <li key={`${item.movimentoId}`} className="request-entry__pay-item">
          <p className="mb-1">{paymentsText.pay.fromRequest(item.titolo ?? '', formatAmount(item.amount))}</p>
          <PayInstalment
            movimentoId={item.movimentoId}
            numeroPolizza={item.numeroPolizza}
            amount={item.amount}
          />
        </li>
      ))}
    </ul>
  );
}
