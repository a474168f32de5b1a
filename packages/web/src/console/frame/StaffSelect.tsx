import type { ClaimDeskStaff } from '@area-clienti/contract';

/**
 * A labelled choice among the agency's enabled staff accounts (a report's or a request's assignee), each
 * named by e-mail and user ID; `first` is the option before them (nobody, or "choose one").
 */
export function StaffSelect({
  id,
  label,
  staff,
  value,
  onChange,
  first,
  error,
}: {
  id: string;
  label: string;
  staff: ClaimDeskStaff[];
  value: string;
  onChange: (value: string) => void;
  first: string;
  error?: string | null;
}) {
  return (
    <div className="form-group">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{first}</option>
        {staff.map((account) => (
          <option key={account.userCode} value={account.userCode}>
            {account.name} ({account.userCode})
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      ) : null}
    </div>
  );
}
