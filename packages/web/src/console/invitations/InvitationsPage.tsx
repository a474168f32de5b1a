import {
  type BulkInvitation,
  type BulkInvitationsReply,
  type ClientFilter,
  INVITATION_PACE,
  Role,
} from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorCodeOf } from '@/shared/api/errors';
import { formatDateTime, type StatusTone } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { LabelledField } from '@/shared/ui/form/LabelledField';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { ClientFilterFields, filterInWords } from '../frame/ClientFilterFields';
import { bulkInvitationActs, bulkInvitationsQuery } from './api';

const t = consoleText.invitations;
const DEFAULT_PACE = 60;

const STATE_TONE: Record<BulkInvitation['state'], StatusTone> = {
  running: 'warning',
  paused: 'neutral',
  done: 'success',
};

const refusal = (error: unknown) => consoleText.inviteErrors[errorCodeOf(error) ?? ''] ?? t.failedAction;

/** The filter in words: the branch's name and the product, or every client not yet invited. */
const filterText = (run: BulkInvitation, branches: BulkInvitationsReply['branches']) =>
  filterInWords(run.filter, branches) || t.allClients;

function Progress({ run }: { run: BulkInvitation }) {
  const done = run.queued + run.skipped;
  const percent = run.total === 0 ? 100 : Math.round((done / run.total) * 100);
  return (
    <>
      <div className="progress" style={{ minWidth: '6rem' }}>
        <div
          className="progress-bar"
          role="progressbar"
          aria-label={`${t.progress} ${run.id}`}
          aria-valuemin={0}
          aria-valuemax={run.total}
          aria-valuenow={done}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span>{t.progressOf(done, run.total)}</span>
    </>
  );
}

/** The run's report, one figure a line (a column each made the table wider than a laptop's screen). */
function Report({ run }: { run: BulkInvitation }) {
  const figures: [string, number][] = [
    [t.queued, run.queued],
    [t.sent, run.sent],
    [t.failed, run.failed],
    [t.skipped, run.skipped],
    [t.registered, run.registered],
  ];
  return (
    <ul className="list-unstyled mb-0">
      {figures.map(([label, value]) => (
        <li key={label}>{`${label}: ${value}`}</li>
      ))}
      {run.state === 'running' ? <li>{t.rate(run.ratePerMinute)}</li> : null}
      {run.secondsLeft !== null ? <li>{t.timeLeft(run.secondsLeft)}</li> : null}
    </ul>
  );
}

function NewInvitation({ data, onOutcome }: { data: BulkInvitationsReply; onOutcome: (m: string) => void }) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ClientFilter>({});
  const [pace, setPace] = useState(String(DEFAULT_PACE));
  const start = useMutation({
    mutationFn: () =>
      bulkInvitationActs.start(
        filter,
        // What is typed goes to the server as a number when it is one; the server says what is wrong.
        Number(pace),
      ),
    onSuccess: (reply) => {
      onOutcome(t.started(reply.invitation.total));
      void queryClient.invalidateQueries({ queryKey: bulkInvitationsQuery().queryKey });
    },
    onError: (error) => onOutcome(refusal(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <section className="detail-section" aria-labelledby="nuovo-invio">
      <h2 id="nuovo-invio">{t.newTitle}</h2>
      <form className="console-invitation-form" onSubmit={submit} noValidate>
        <ClientFilterFields choices={data} value={filter} onChange={setFilter} />
        <LabelledField label={t.pace} hint={t.paceHint}>
          {(wiring) => (
            <input
              {...wiring}
              className="form-control"
              type="number"
              inputMode="numeric"
              min={INVITATION_PACE.min}
              max={INVITATION_PACE.max}
              value={pace}
              onChange={(event) => setPace(event.target.value)}
            />
          )}
        </LabelledField>
        <button type="submit" className="btn btn-primary" disabled={start.isPending}>
          {t.start}
        </button>
      </form>
    </section>
  );
}

/** /admin/inviti: invitations in bulk, a Superuser's (docs/decisions/0101). */
export function InvitationsPage() {
  const queryClient = useQueryClient();
  const superuser = session.hasRole(Role.SUPERUSER);
  const list = useQuery({ ...bulkInvitationsQuery(), enabled: superuser });
  const [outcome, setOutcome] = useState<string | null>(null);
  const turn = useMutation({
    mutationFn: ({ id, to }: { id: number; to: 'pause' | 'resume' }) => bulkInvitationActs[to](id),
    onMutate: () => setOutcome(null),
    onSuccess: (reply) => {
      setOutcome(reply.invitation.state === 'paused' ? t.paused : t.resumed);
      void queryClient.invalidateQueries({ queryKey: bulkInvitationsQuery().queryKey });
    },
    onError: (error) => setOutcome(refusal(error)),
  });
  if (!superuser) {
    return (
      <>
        <PageHeading title={t.title} />
        <Alert tone="warning">{consoleText.inviteErrors.FORBIDDEN_001}</Alert>
      </>
    );
  }
  const data = list.data;
  return (
    <>
      <PageHeading title={t.title} />
      <p>{t.intro}</p>
      {list.isPending ? <p role="status">{text.loading}</p> : null}
      {list.isError ? <QueryError /> : null}
      {data ? (
        <>
          <NewInvitation data={data} onOutcome={setOutcome} />
          <p role="status">{outcome}</p>
          <section className="detail-section" aria-labelledby="invii">
            <h2 id="invii">{t.listTitle}</h2>
            {data.invitations.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <SimpleTable
                caption={t.listTitle}
                rows={data.invitations}
                rowKey={(run) => run.id}
                columns={[
                  { key: 'at', header: t.startedAt, cell: (run) => formatDateTime(run.startedAt) },
                  { key: 'f', header: t.filter, cell: (run) => filterText(run, data.branches) },
                  { key: 'p', header: t.pace, cell: (run) => run.perMinute, numeric: true },
                  {
                    key: 's',
                    header: t.stateLabel,
                    cell: (run) => <StatusTag tone={STATE_TONE[run.state]}>{t.state[run.state]}</StatusTag>,
                  },
                  { key: 'g', header: t.progress, cell: (run) => <Progress run={run} /> },
                  { key: 'r', header: t.report, cell: (run) => <Report run={run} /> },
                  {
                    key: 'a',
                    header: t.actions,
                    cell: (run) =>
                      run.state === 'done' ? (
                        '—'
                      ) : (
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm"
                          disabled={turn.isPending}
                          aria-label={`${run.state === 'running' ? t.pause : t.resume} (${t.startedAt.toLowerCase()} ${formatDateTime(run.startedAt)})`}
                          onClick={() =>
                            turn.mutate({ id: run.id, to: run.state === 'running' ? 'pause' : 'resume' })
                          }
                        >
                          {run.state === 'running' ? t.pause : t.resume}
                        </button>
                      ),
                  },
                ]}
              />
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
