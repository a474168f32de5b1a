import { REQUEST_NUMBER_PATTERN } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { requestErrorMessage, requestsText as t } from '@/shared/messages/requests';
import { useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { PageHeading } from '@/shared/ui/PageHeading';
import { StatusTag } from '@/shared/ui/StatusTag';
import { replyToRequest, requestKeys, requestQuery } from './api';
import { day, STATE_TONE } from './RequestsPage';

/** A date-time as the client reads it, in Rome. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** The reply box: a message to the branch, kept while it is sent, cleared once it is. */
function ReplyBox({ numero }: { numero: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const field = useRef<HTMLTextAreaElement>(null);
  const [testo, setTesto] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => replyToRequest(numero, testo),
    onSuccess: async () => {
      setTesto('');
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    if (!testo.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setMissing(false);
    send.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="request-reply">
      <label htmlFor={`${id}-text`} className="form-label">
        {t.replyLabel}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className={`form-control${missing ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={4000}
        value={testo}
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
        onChange={(event) => setTesto(event.target.value)}
      />
      {missing ? (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {t.replyRequired}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="form-text">
        {t.replyHint}
      </p>
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {t.send}
      </button>
      {send.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => send.reset()}>
          {requestErrorMessage(errorCodeOf(send.error))}
        </Alert>
      ) : null}
      {send.isSuccess ? (
        <Alert tone="success" live="status" onDismiss={() => send.reset()}>
          {t.sent}
        </Alert>
      ) : null}
    </form>
  );
}

/** One request (`/richieste/<numero>`): its dates and state, what the client wrote, the thread, a reply. */
export function RequestPage() {
  const numero = useParams().numero ?? '';
  const valid = REQUEST_NUMBER_PATTERN.test(numero);
  const queryClient = useQueryClient();
  const request = useQuery({
    ...requestQuery(numero),
    enabled: valid,
  });
  const data = request.data?.request;
  // Opening it read the replies: the list's and the menu's counts follow.
  const opened = request.dataUpdatedAt;
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: requestKeys.unread });
  }, [opened, queryClient]);
  if (!valid || errorCodeOf(request.error) === 'NOTFOUND_001') return <NotFoundContent />;
  const crumbs = [{ label: t.title, to: paths.requests() }, { label: t.requestTitle(numero) }];
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <PageHeading title={t.requestTitle(numero)} />
      {request.isError ? (
        <Alert tone="danger" live="alert">
          {t.loadError}
        </Alert>
      ) : null}
      {data ? (
        <>
          <p>
            <strong>{data.subject}</strong>{' '}
            <StatusTag tone={STATE_TONE[data.state]}>{t.states[data.state]}</StatusTag>
          </p>
          <dl className="request-entry__facts mb-3">
            <div>
              <dt>{t.sentOn}</dt>
              <dd>
                <time dateTime={data.createdAt}>{day(data.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t.updatedOn}</dt>
              <dd>
                <time dateTime={data.updatedAt}>{day(data.updatedAt)}</time>
              </dd>
            </div>
            {data.polizza ? (
              <div>
                <dt>{t.policy}</dt>
                <dd>{data.polizza}</dd>
              </div>
            ) : null}
          </dl>
          <h2 className="h5">{t.yourMessage}</h2>
          <p className="request-message__text">{data.testo ?? t.noText}</p>
          <section className="request-thread" aria-labelledby="request-thread-title">
            <h2 id="request-thread-title" className="h5">
              {t.thread}
            </h2>
            {data.messages.length === 0 ? <p>{t.noReplies}</p> : null}
            <ol className="list-unstyled">
              {data.messages.map((message) => (
                <li key={message.id} className={`request-message request-message--${message.author}`}>
                  <p className="mb-0">
                    <strong>{message.author === 'client' ? t.you : t.branch}</strong>{' '}
                    <time dateTime={message.at}>{when(message.at)}</time>
                  </p>
                  <p className="request-message__text">{message.text}</p>
                </li>
              ))}
            </ol>
          </section>
          {data.canReply ? <ReplyBox numero={numero} /> : <p>{t.closed}</p>}
        </>
      ) : null}
    </>
  );
}
