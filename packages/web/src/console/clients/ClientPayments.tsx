import type { StaffPayment } from '@area-clienti/contract';
import { consoleText } from '@/shared/messages/console';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { paymentColumns } from '../payments/paymentColumns';

const t = consoleText.payments;

/**
 * The client's payments taken online on the console's page of a client (decisions/0153): each with its
 * refund and the provider's reference, and where the agency's feed still gives the instalment to pay.
 */
export function ClientPaymentsSection({ payments }: { payments: StaffPayment[] }) {
  return (
    <section className="detail-section" aria-labelledby="cliente-pagamenti">
      <h2 id="cliente-pagamenti">{t.sectionTitle}</h2>
      {payments.length === 0 ? (
        <p>{t.sectionNone}</p>
      ) : (
        <SimpleTable
          caption={t.sectionTitle}
          rows={payments}
          rowKey={(p) => p.id}
          columns={paymentColumns(false)}
        />
      )}
    </section>
  );
}
