import { CALLBACK_SLOTS, type InboxItem, type InboxState } from '@area-clienti/contract';
import type { StatusTone } from '@/shared/format';
import { formatAmount, formatDateTime } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';

const t = consoleText.inbox;

/** The colour of a request's state, the same in the list and on the request's page. */
export const INBOX_STATE_TONE: Record<InboxState, StatusTone> = {
  new: 'warning',
  taken: 'neutral',
  answered: 'success',
  closed: 'neutral',
};

/** What a request is at a glance: who, when, by when, about what policy and amount, who has it. */
export function RequestFacts({ request }: { request: InboxItem }) {
  const facts: [string, string][] = [
    [t.from, request.source === 'public' ? `${request.from} (${t.public})` : request.from],
    [t.branch, request.branch ?? '—'],
    [t.receivedAt, formatDateTime(request.receivedAt) ?? request.receivedAt],
    [t.dueAt, formatDateTime(request.dueAt) ?? request.dueAt],
  ];
  if (request.polizza) facts.push([t.policy, request.polizza]);
  const amount = formatAmount(request.importo);
  if (amount) facts.push([t.amount, amount]);
  if (request.callback) facts.push([t.callback, CALLBACK_SLOTS[request.callback]]);
  facts.push([t.takenBy, request.takenBy ?? t.nobody]);
  return (
    <dl className="console-result__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="d-inline">{label}: </dt>
          <dd className="d-inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
