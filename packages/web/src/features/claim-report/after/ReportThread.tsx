import type { ClaimReportMessage } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { claimReportAfterText, threadErrorMessage } from '@/shared/messages/claim-report-after';
import { Alert } from '@/shared/ui/Alert';
import { postMessage, threadKey, threadQuery } from './api';
import { useLaterUpload } from './LaterFiles';

const t = claimReportAfterText.thread;
const r = claimReportAfterText.requests;

/** A date-time as the client reads it. */
const when = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** An open request of the branch: what it asks for, and the file that answers it. */
function OpenRequest({ reportId, request }: { reportId: string; request: ClaimReportMessage }) {
  const id = useId();
  const upload = useLaterUpload(reportId);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (file) await upload.send(file, 'other', request.messageId);
  };
  return (
    <li className="claim-request">
      <p className="mb-1">
        <strong>{r.open}:</strong> {request.text}
      </p>
      <label htmlFor={`${id}-file`} className="form-label">
        {r.upload(request.text)}
      </label>
      <input
        id={`${id}-file`}
        className="form-control"
        type="file"
        accept="image/*,.heic,.heif,application/pdf"
        disabled={upload.busy}
        onChange={pick}
      />
      {upload.status}
    </li>
  );
}

/**
 * The thread of a sent report with the branch (issue 34 item 6): the branch's requests for documents first,
 * open ones with their upload; then the messages in the order written, and the form to write one.
 */
export function ReportThread({ reportId }: { reportId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(reportId));
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => postMessage(reportId, text),
    onSuccess: async () => {
      setText('');
      await queryClient.invalidateQueries({ queryKey: threadKey(reportId) });
    },
  });
  const messages = thread.data?.messages ?? [];
  const requests = messages.filter((m) => m.kind === 'documentRequest');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <>
      {requests.length > 0 ? (
        <section className="claim-requests" aria-labelledby={`${id}-requests`}>
          <h2 id={`${id}-requests`} className="h5">
            {r.title}
          </h2>
          <ul className="list-unstyled">
            {requests.map((request) =>
              request.fulfilledAt ? (
                <li key={request.messageId} className="claim-request">
                  <strong>{r.fulfilled}:</strong> {request.text}
                </li>
              ) : (
                <OpenRequest key={request.messageId} reportId={reportId} request={request} />
              ),
            )}
          </ul>
        </section>
      ) : null}
      <section className="claim-thread" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="h5">
          {t.title}
        </h2>
        {thread.isError ? (
          <Alert tone="danger" live="alert">
            {t.loadError}
          </Alert>
        ) : null}
        {thread.isSuccess && messages.length === 0 ? <p>{t.empty}</p> : null}
        <ol className="claim-thread__list list-unstyled">
          {messages.map((message) => (
            <li
              key={message.messageId}
              className={`claim-thread__message claim-thread__message--${message.author}`}
            >
              <p className="mb-0">
                <strong>{message.author === 'client' ? t.you : t.branch}</strong>{' '}
                <time dateTime={message.at}>{when(message.at)}</time>
              </p>
              <p className="claim-thread__text">
                {message.kind === 'documentRequest' ? `${r.title}: ` : ''}
                {message.text}
              </p>
            </li>
          ))}
        </ol>
        <form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-text`} className="form-label">
            {t.label}
          </label>
          <textarea
            id={`${id}-text`}
            className="form-control"
            rows={3}
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className="form-text">
            {t.hint}
          </p>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {t.send}
          </button>
        </form>
        {send.isError ? (
          <Alert tone="danger" live="alert" onDismiss={() => send.reset()}>
            {threadErrorMessage(errorCodeOf(send.error))}
          </Alert>
        ) : null}
        {send.isSuccess ? (
          <Alert tone="success" live="status" onDismiss={() => send.reset()}>
            {t.sent}
          </Alert>
        ) : null}
      </section>
    </>
  );
}
