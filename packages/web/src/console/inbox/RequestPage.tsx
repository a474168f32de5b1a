import { type InboxDetail, Role } from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link, useParams } from '@/shared/router';
import { session } from '@/shared/session';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { consolePaths } from '../paths';
import { AssignRequest } from './AssignRequest';
import { inboxActs, inboxRequestQuery } from './api';
import { INBOX_STATE_TONE, RequestFacts } from './RequestFacts';
import { answerHintArea, RequestThread } from './RequestThread';

const t = consoleText.inbox;
const TEXT_MAX = 4000;

type Act =
  | { kind: 'take' }
  | { kind: 'release' }
  | { kind: 'close' }
  | { kind: 'note'; note: string }
  | { kind: 'answer'; text: string };

/** The server's refusal in the staff's words (docs/decisions/0104), or a plain failure. */
const refusal = (error: unknown) =>
  (error instanceof ApiError ? t.refused[error.code] : undefined) ?? t.failed;

const when = (at: string | null) => (at ? (formatDateTime(at) ?? at) : '');

/** A labelled text box of the page (the note, the answer). */
function TextBox({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="form-group">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={5}
        maxLength={TEXT_MAX}
        value={value}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-text">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The internal notes, oldest first, each with who wrote it and when. */
function Notes({ notes }: { notes: InboxDetail['notes'] }) {
  if (notes.length === 0) return null;
  return (
    <>
      <h3 className="h5">{t.notes}</h3>
      <ul className="list-unstyled">
        {notes.map((n) => (
          <li key={`${n.at}-${n.author}`} className="mb-2">
            <p className="console-quote mb-1">{n.text}</p>
            <p className="small mb-0">{t.noteBy(when(n.at), n.author)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Handling({ request }: { request: InboxDetail }) {
  const queryClient = useQueryClient();
  const me = session.read()?.user?.username ?? '';
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: async (which: Act) => {
      if (which.kind === 'note') await inboxActs.note(request.id, which.note);
      else if (which.kind === 'answer') await inboxActs.answer(request.id, which.text);
      else await inboxActs[which.kind](request.id);
      return which.kind;
    },
    onSuccess: (kind) => {
      setOutcome(t.done[kind]);
      if (kind === 'answer') setAnswer('');
      if (kind === 'note') setNote('');
    },
    onError: (error) => setOutcome(refusal(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxRequestQuery(request.id).queryKey }),
  });
  const open = request.state !== 'closed';
  const mine = request.takenBy === me;
  // Who took it gives it back; a Superuser also a colleague's (away or gone), decisions/0117.
  const mayRelease = request.state === 'taken' && (mine || session.hasRole(Role.SUPERUSER));
  const sendAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return setAnswerError(t.answerRequired);
    setAnswerError(null);
    act.mutate({ kind: 'answer', text: answer });
  };

  return (
    <section className="detail-section" aria-labelledby="richiesta-gestione">
      <h2 id="richiesta-gestione">{t.handling}</h2>
      <Notes notes={request.notes} />
      {request.answer ? <p>{t.answered(when(request.answeredAt), request.answeredBy ?? '')}</p> : null}
      <RequestThread id={request.id} />
      {request.closedAt ? <p>{t.closed(when(request.closedAt), request.closedBy ?? '')}</p> : null}
      <p className="d-flex flex-wrap gap-3">
        {request.state === 'new' ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'take' })}
          >
            {t.take}
          </button>
        ) : null}
        {mayRelease ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'release' })}
          >
            {t.release}
          </button>
        ) : null}
        {open && (request.state === 'new' || mine) ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'close' })}
          >
            {t.close}
          </button>
        ) : null}
      </p>
      <p role="status">{outcome}</p>
      {open && mine ? (
        // A client of the area reads the answer there; a visitor only by e-mail (decisions/0143).
        request.email || request.userCode ? (
          <form noValidate onSubmit={sendAnswer}>
            <TextBox
              label={t.answer}
              hint={request.userCode ? answerHintArea : t.answerHint(request.email ?? '')}
              value={answer}
              onChange={setAnswer}
              error={answerError}
            />
            <button type="submit" className="btn btn-primary" disabled={act.isPending}>
              {t.send}
            </button>
          </form>
        ) : (
          <p>{t.noEmail}</p>
        )
      ) : null}
      {open ? (
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!note.trim()) return setNoteError(t.noteRequired);
            setNoteError(null);
            act.mutate({ kind: 'note', note });
          }}
        >
          <TextBox label={t.note} hint={t.noteHint} value={note} onChange={setNote} error={noteError} />
          <button type="submit" className="btn btn-outline-primary" disabled={act.isPending}>
            {t.saveNote}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** /admin/richieste/{id}: one request whole, and its handling: take, note, answer, close. */
export function RequestPage() {
  const { requestId = '' } = useParams();
  const id = Number(requestId);
  const valid = Number.isInteger(id) && id > 0;
  const request = useQuery({ ...inboxRequestQuery(id), enabled: valid });
  const data = request.data?.request;
  const missing = !valid || (request.error instanceof ApiError && request.error.code === 'NOTFOUND_001');

  return (
    <>
      <p>
        <Link to={consolePaths.inbox()}>{t.back}</Link>
      </p>
      <PageHeading title={data ? `${t.number(data.id)}: ${data.subject}` : t.number(valid ? id : 0)} />
      {missing ? <p role="alert">{t.notFound}</p> : null}
      {valid && request.isPending ? <p role="status">{text.loading}</p> : null}
      {request.isError && !missing ? <QueryError /> : null}
      {data ? (
        <>
          <p>
            <StatusTag tone={INBOX_STATE_TONE[data.state]}>{consoleText.inboxState[data.state]}</StatusTag>{' '}
            {data.late ? <StatusTag tone="danger">{t.late}</StatusTag> : null}
          </p>
          <RequestFacts request={data} />
          <section className="detail-section" aria-labelledby="richiesta-messaggio">
            <h2 id="richiesta-messaggio">{t.message}</h2>
            <p className="console-quote">{data.testo ?? t.noMessage}</p>
          </section>
          <section className="detail-section" aria-labelledby="richiesta-contatti">
            <h2 id="richiesta-contatti">{t.contact}</h2>
            <dl className="console-result__facts">
              {(
                [
                  [t.email, data.email],
                  [t.phone, data.telefono],
                  [t.userId, data.userCode],
                  [t.sentTo, data.recipient],
                ] as [string, string | null][]
              ).map(([label, value]) =>
                value ? (
                  <div key={label}>
                    <dt className="d-inline">{label}: </dt>
                    <dd className="d-inline">{value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </section>
          <Handling key={data.id} request={data} />
          <AssignRequest key={`assign-${data.id}`} request={data} staff={request.data?.staff ?? []} />
        </>
      ) : null}
    </>
  );
}
