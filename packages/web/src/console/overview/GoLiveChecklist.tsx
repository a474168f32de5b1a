import { type GoLiveItem, Role } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { session } from '@/shared/session';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { goLiveQuery, sendTest } from './api';

const t = consoleText.goLive;

/** What the server's figures say, in words: which notice is in force, how many clients, which branches. */
function detailOf({ item, detail }: GoLiveItem): string | null {
  if (detail === null) return null;
  if (item === 'privacy') {
    if (detail === 'default in force') return t.detail.privacyDefault;
    return detail === 'none in force' ? t.detail.privacyNone : null;
  }
  if (item === 'import') return t.detail.clients(detail);
  if (item === 'branches') {
    const [missing = '0', all = '0'] = detail.split('/');
    return t.detail.branches(missing, all);
  }
  return t.detail.sentAt(formatDateTime(detail) ?? detail);
}

/** The test message to oneself, for a Superuser (the server refuses it to Staff). */
function SendTest({ channel }: { channel: 'email' | 'sms' }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendTest(channel),
    onSuccess: ({ to }) => {
      setOutcome(t.sent(to));
      void queryClient.invalidateQueries({ queryKey: goLiveQuery().queryKey });
    },
    onError: () => setOutcome(t.sendFailed),
  });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {channel === 'email' ? t.sendEmail : t.sendSms}
      </button>
      <span role="status" className="ms-2">
        {outcome}
      </span>
    </>
  );
}

/** The go-live checklist (issue 21 item 9, decisions/0109): each line done or not, and how to fix it. */
export function GoLiveChecklist() {
  const checklist = useQuery(goLiveQuery());
  const superuser = session.hasRole(Role.SUPERUSER);
  return (
    <section className="detail-section" aria-labelledby="admin-go-live">
      <h2 id="admin-go-live">{t.title}</h2>
      <p>{t.intro}</p>
      {checklist.isPending ? <p role="status">{text.loading}</p> : null}
      {checklist.isError ? <QueryError /> : null}
      {checklist.data ? (
        <ul className="go-live-list list-unstyled">
          {checklist.data.items.map((line) => {
            const detail = detailOf(line);
            const test = line.item === 'testEmail' ? 'email' : line.item === 'testSms' ? 'sms' : null;
            return (
              <li key={line.item} className="mb-3">
                <p className="mb-1">
                  <StatusTag tone={line.done ? 'success' : 'warning'}>
                    {line.done ? t.done : t.missing}
                  </StatusTag>{' '}
                  <strong>{t.items[line.item]}</strong>
                </p>
                {detail ? <p className="mb-1">{detail}</p> : null}
                {line.done ? null : <p className="mb-1">{t.fix[line.item]}</p>}
                {test && superuser ? <SendTest channel={test} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
