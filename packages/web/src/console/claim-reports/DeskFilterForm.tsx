import { CLAIM_DESK_STATUSES, type ClaimDeskStaff, type ClaimDeskStatus } from '@area-clienti/contract';
import { type FormEvent, useId, useState } from 'react';
import { consoleText } from '@/shared/messages/console';
import type { DeskFilters } from './api';

const t = consoleText.claimDesk;
const kinds = consoleText.claimReports.kind;
const ANY = '';

/**
 * The list's filters: state, assignee (me, nobody, a colleague), kind, a range of event dates, the client's
 * messages the branch has not answered.
 */
export function DeskFilterForm({
  staff,
  onApply,
}: {
  staff: ClaimDeskStaff[];
  onApply: (filters: DeskFilters) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState(ANY);
  const [assignee, setAssignee] = useState(ANY);
  const [kind, setKind] = useState(ANY);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [clientWrote, setClientWrote] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError(t.badRange);
    setError(null);
    onApply({
      ...(status ? { status: status as ClaimDeskStatus } : {}),
      ...(assignee ? { assignee } : {}),
      ...(kind ? { kind: kind as 'motor' | 'damage' } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(clientWrote ? { awaitingBranch: true as const } : {}),
    });
  };
  const reset = () => {
    setStatus(ANY);
    setAssignee(ANY);
    setKind(ANY);
    setFrom('');
    setTo('');
    setClientWrote(false);
    setError(null);
    onApply({});
  };
  const select = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: [string, string][],
  ) => (
    <div className="form-group col-12 col-md-4">
      <label htmlFor={`${id}-${key}`} className="active">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (key: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="form-group col-12 col-md-4">
      <label htmlFor={`${id}-${key}`} className="active">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
  return (
    <form noValidate onSubmit={apply} aria-labelledby={`${id}-title`} className="mt-3 claim-desk">
      <h2 id={`${id}-title`} className="h5">
        {t.filters}
      </h2>
      <div className="row">
        {select('status', t.filterStatus, status, setStatus, [
          [ANY, t.any],
          ...CLAIM_DESK_STATUSES.map((value): [string, string] => [value, t.status[value]]),
        ])}
        {select('assignee', t.filterAssignee, assignee, setAssignee, [
          [ANY, t.any],
          ['me', t.me],
          ['none', t.unassigned],
          ...staff.map((account): [string, string] => [
            account.userCode,
            `${account.name} (${account.userCode})`,
          ]),
        ])}
        {select('kind', t.filterKind, kind, setKind, [
          [ANY, t.any],
          ['motor', kinds.motor],
          ['damage', kinds.damage],
        ])}
        {date('from', t.filterFrom, from, setFrom)}
        {date('to', t.filterTo, to, setTo)}
        <div className="form-check col-12 mb-3">
          <input
            id={`${id}-client-wrote`}
            type="checkbox"
            className="form-check-input"
            checked={clientWrote}
            onChange={(event) => setClientWrote(event.target.checked)}
          />
          <label htmlFor={`${id}-client-wrote`} className="form-check-label">
            {t.filterClientWrote}
          </label>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </p>
      ) : null}
      <p className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          {t.apply}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={reset}>
          {t.reset}
        </button>
      </p>
    </form>
  );
}
