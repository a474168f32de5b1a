import { ApiPath, inboxThreadReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { requestThreadConsoleText as t } from '@/shared/messages/requests';

/** Under the request's own key: what invalidates the request (an answer) reads its thread again too. */
const threadQuery = (id: number) =>
  queryOptions({
    queryKey: ['getInboxRequest', id, 'thread'] as const,
    queryFn: ({ signal }) => api.call(ApiPath.getInboxThread, { id }, inboxThreadReply, { signal }),
    staleTime: 0,
  });

/** The answer box's hint for a client of the area (RequestPage). */
export const answerHintArea = t.answerHintArea;

const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/**
 * The request's thread with the client (issue 35, docs/decisions/0143): the branch's replies and the client's,
 * oldest first. A client's reply puts the request back to who holds it, who answers again below.
 */
export function RequestThread({ id }: { id: number }) {
  const thread = useQuery(threadQuery(id));
  if (thread.isError) return <p role="alert">{t.loadError}</p>;
  if (!thread.data) return null;
  const { numero, messages } = thread.data;
  return (
    <section aria-labelledby="richiesta-conversazione" className="mb-4">
      <h3 id="richiesta-conversazione" className="h5">
        {t.title(numero)}
      </h3>
      {messages.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="list-unstyled">
        {messages.map((message) => (
          <li key={message.id} className="mb-3">
            <p className="mb-1">
              <strong>{message.author === 'client' ? t.client : t.branch}</strong>{' '}
              <time dateTime={message.at}>{when(message.at)}</time>
            </p>
            <blockquote className="console-quote">{message.text}</blockquote>
          </li>
        ))}
      </ol>
    </section>
  );
}
