import type { DeliveryState, FailedDelivery } from '@area-clienti/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, type StatusTone } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';
import { StatusTag } from '@/shared/ui/StatusTag';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { resendDelivery } from './api';

const t = consoleText.deliveries;

const STATE_TONE: Record<DeliveryState, StatusTone> = {
  queued: 'neutral',
  retrying: 'warning',
  failed: 'danger',
  sent: 'success',
};

/** When it failed for good, or when it is tried next. */
function whenOf(delivery: FailedDelivery): string {
  const at = (time: string) => formatDateTime(time) ?? time;
  if (delivery.nextTryAt) return t.nextTry(at(delivery.nextTryAt));
  if (delivery.state === 'failed' && delivery.failedAt) return t.failedAt(at(delivery.failedAt));
  return delivery.failedAt ? at(delivery.failedAt) : '—';
}

/**
 * Deliveries as a table with their state, cause and next try, and "Invia di nuovo" for one failed or waiting: the
 * console's deliveries page and a client's page. `onResent` refreshes what the page shows.
 */
export function DeliveryTable({
  caption,
  deliveries,
  onResent,
}: {
  caption: string;
  deliveries: readonly FailedDelivery[];
  onResent: () => void;
}) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: async (delivery: FailedDelivery) => {
      await resendDelivery(delivery.id);
      return t.resent(delivery.to);
    },
    onSuccess: (message) => {
      setOutcome(message);
      onResent();
    },
    onError: () => setOutcome(t.resendFailed),
  });
  return (
    <>
      <SimpleTable
        caption={caption}
        rows={deliveries}
        rowKey={(d) => d.id}
        columns={[
          {
            key: 'state',
            header: t.state,
            cell: (d) => <StatusTag tone={STATE_TONE[d.state]}>{t.states[d.state]}</StatusTag>,
          },
          { key: 'channel', header: t.channel, cell: (d) => t.channels[d.channel] },
          { key: 'to', header: t.to, cell: (d) => d.to },
          { key: 'subject', header: t.subject, cell: (d) => d.subject ?? '—' },
          { key: 'cause', header: t.cause, cell: (d) => (d.cause ? (t.causes[d.cause] ?? d.cause) : '—') },
          { key: 'tries', header: t.tries, cell: (d) => d.tries, numeric: true },
          { key: 'queued', header: t.queuedAt, cell: (d) => formatDateTime(d.queuedAt) },
          { key: 'when', header: t.when, cell: whenOf },
          {
            key: 'action',
            header: t.action,
            cell: (d) =>
              d.state === 'failed' || d.state === 'retrying' ? (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={t.resendLabel(d.to)}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(d)}
                >
                  {t.resend}
                </button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <p role="status">{outcome}</p>
    </>
  );
}
