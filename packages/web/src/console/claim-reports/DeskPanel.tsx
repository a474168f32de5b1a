import { CLAIM_CLOSE_REASON_MAX, type StaffClaimReportReply, toOneLine } from '@area-clienti/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { formatDate, formatDateTime } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';
import { StaffSelect } from '../frame/StaffSelect';
import { deskActs, staffClaimReportQuery } from './api';

const t = consoleText.claimDesk;
const when = (iso: string | null) => (iso ? (formatDateTime(iso) ?? iso) : '');

type Act =
  | { kind: 'assign'; assignee: string | null }
  | { kind: 'take' }
  | { kind: 'close'; reason: string }
  | { kind: 'link'; sinistroId: number };

/** The server's refusal in the staff's words, or a plain failure. */
const refusal = (error: unknown) =>
  (error instanceof ApiError ? t.refused[error.code] : undefined) ?? t.failed;

const NOBODY = '';

/**
 * The desk's handling of a report (docs/decisions/0142): assign it to a colleague, take it in charge, close it
 * with a reason, link it to the client's claim by hand or confirm the automatic link. Each act answers the
 * outcome in a live region; the page reloads the report after it.
 */
export function DeskPanel({ opened }: { opened: StaffClaimReportReply }) {
  const { report, desk, claims, staff } = opened;
  const id = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [assignee, setAssignee] = useState(desk.assignee?.userCode ?? NOBODY);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const proposed =
    claims.find((claim) => claim.sinistroId === report.sinistroId) ?? claims.find((c) => c.matches);
  const [claimId, setClaimId] = useState(String(proposed?.sinistroId ?? claims[0]?.sinistroId ?? ''));
  const act = useMutation({
    mutationFn: async (which: Act) => {
      if (which.kind === 'assign') await deskActs.assign(report.reportId, which.assignee);
      else if (which.kind === 'take') await deskActs.take(report.reportId);
      else if (which.kind === 'close') await deskActs.close(report.reportId, which.reason);
      else await deskActs.link(report.reportId, which.sinistroId);
      return which.kind;
    },
    onSuccess: (kind) => {
      setOutcome(t.done[kind]);
      if (kind === 'close') setReason('');
    },
    onError: (error) => setOutcome(refusal(error)),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: staffClaimReportQuery(report.reportId).queryKey }),
  });
  const open = desk.status !== 'closed';
  const close = (event: FormEvent) => {
    event.preventDefault();
    const line = toOneLine(reason);
    if (!line) return setReasonError(t.closeRequired);
    if (line.length > CLAIM_CLOSE_REASON_MAX) return setReasonError(t.closeTooLong);
    setReasonError(null);
    act.mutate({ kind: 'close', reason: line });
  };
  const linked = report.numeroSinistro ?? (report.sinistroId ? t.noNumber : null);

  return (
    <section className="detail-section claim-desk" aria-labelledby={`${id}-handling`}>
      <h2 id={`${id}-handling`}>{t.handling}</h2>
      <p>
        {t.assignee}: {desk.assignee ? `${desk.assignee.name} (${desk.assignee.userCode})` : t.nobody}
      </p>
      {desk.takenAt ? <p>{t.takenBy(when(desk.takenAt), desk.takenBy ?? '')}</p> : null}
      {desk.closedAt ? (
        <>
          <p>{t.closedBy(when(desk.closedAt), desk.closedBy ?? '')}</p>
          <p className="console-quote">
            {t.closedReason}: {desk.closeReason}
          </p>
        </>
      ) : null}
      <p role="status">{outcome}</p>
      {open ? (
        <>
          {desk.takenAt ? null : (
            <p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={act.isPending}
                onClick={() => act.mutate({ kind: 'take' })}
              >
                {t.take}
              </button>
            </p>
          )}
          <form
            className="mb-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              act.mutate({ kind: 'assign', assignee: assignee === NOBODY ? null : assignee });
            }}
          >
            <StaffSelect
              id={`${id}-assignee`}
              label={t.assign}
              staff={staff}
              value={assignee}
              onChange={setAssignee}
              first={t.assignNobody}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={act.isPending}>
              {t.assignSubmit}
            </button>
          </form>
        </>
      ) : null}

      <h3 className="h5">{t.link}</h3>
      <p>
        {linked ? t.linkedTo(linked) : t.notLinked}
        {linked && desk.linkSource === 'auto' ? ` — ${t.linkAuto}` : null}
        {linked && desk.linkSource === 'staff' && desk.linkConfirmedAt
          ? ` — ${t.linkStaff(desk.linkConfirmedBy ?? '', when(desk.linkConfirmedAt))}`
          : null}
      </p>
      {open && linked && desk.linkSource === 'auto' && report.sinistroId ? (
        <p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'link', sinistroId: report.sinistroId as number })}
          >
            {t.confirm}
          </button>
        </p>
      ) : null}
      {open && claims.length === 0 ? <p>{t.noClaims}</p> : null}
      {open && claims.length > 0 ? (
        <form
          className="mb-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            act.mutate({ kind: 'link', sinistroId: Number(claimId) });
          }}
        >
          <div className="form-group">
            <label htmlFor={`${id}-claim`} className="active">
              {t.claimChoice}
            </label>
            <select
              id={`${id}-claim`}
              className="form-select"
              value={claimId}
              onChange={(event) => setClaimId(event.target.value)}
            >
              {claims.map((claim) => (
                <option key={claim.sinistroId} value={claim.sinistroId}>
                  {t.claimOption(
                    claim.numeroSinistro ?? t.noNumber,
                    claim.dataSinistro ? (formatDate(claim.dataSinistro) ?? claim.dataSinistro) : '—',
                    claim.stato ?? '',
                    claim.matches,
                  )}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={act.isPending}>
            {t.linkSubmit}
          </button>
        </form>
      ) : null}

      {open ? (
        <form noValidate onSubmit={close}>
          <h3 className="h5">{t.close}</h3>
          <div className="form-group">
            <label htmlFor={`${id}-reason`} className="active">
              {t.closeReason}
            </label>
            <input
              id={`${id}-reason`}
              type="text"
              className={`form-control${reasonError ? ' is-invalid' : ''}`}
              value={reason}
              maxLength={CLAIM_CLOSE_REASON_MAX}
              aria-describedby={reasonError ? `${id}-reason-hint ${id}-reason-error` : `${id}-reason-hint`}
              aria-invalid={reasonError ? true : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${id}-reason-hint`} className="form-text">
              {t.closeHint}
            </p>
            {reasonError ? (
              <p id={`${id}-reason-error`} className="invalid-feedback d-block">
                {reasonError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-outline-danger" disabled={act.isPending}>
            {t.close}
          </button>
        </form>
      ) : null}
    </section>
  );
}
