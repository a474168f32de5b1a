import { PAYMENT_STATES, type PaymentState } from '@area-clienti/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { useSearchParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { MoreButton } from '../frame/MoreButton';
import { type PaymentFilter, paymentsQuery } from './api';
import { paymentColumns } from './paymentColumns';

const t = consoleText.payments;
const FIELDS = ['from', 'to', 'state', 'numeroPolizza'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const isState = (value: string): value is PaymentState =>
  (PAYMENT_STATES as readonly string[]).includes(value);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the address holds (a filtered list can be bookmarked), without empty or malformed fields. */
function filterOf(draft: Draft): PaymentFilter {
  const numeroPolizza = draft.numeroPolizza.trim().slice(0, 64);
  return {
    ...(ISO_DAY.test(draft.from) ? { from: draft.from } : {}),
    ...(ISO_DAY.test(draft.to) ? { to: draft.to } : {}),
    ...(isState(draft.state) ? { state: draft.state } : {}),
    ...(numeroPolizza ? { numeroPolizza } : {}),
  };
}

function DayInput({
  field,
  label,
  draft,
  onChange,
}: {
  field: 'from' | 'to';
  label: string;
  draft: Draft;
  onChange: (field: Field, value: string) => void;
}) {
  const id = `${useId()}-${field}`;
  return (
    <div className="form-group col-12 col-md-6 col-lg-3">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="form-control"
        value={draft[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </div>
  );
}

/**
 * /admin/pagamenti: the payments taken online by day, state and policy, newest first a page at a time,
 * each with its client, amount and refund, the provider's reference, and where the agency's feed still
 * gives the instalment to pay (issue 36 item 5, decisions/0153).
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Draft;
  const [draft, setDraft] = useState<Draft>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useInfiniteQuery(paymentsQuery(filterOf(applied)));
  const payments = list.data?.pages.flatMap((page) => page.payments) ?? [];
  const stateId = useId();
  const policyId = useId();

  const change = (field: Field, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setProblem(t.reversed);
    setProblem(null);
    setParams(Object.fromEntries(Object.entries(filterOf(draft))));
  };
  const reset = () => {
    setDraft(Object.fromEntries(FIELDS.map((field) => [field, ''])) as Draft);
    setProblem(null);
    setParams({});
  };

  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <form onSubmit={submit} noValidate aria-label={t.filters}>
        <div className="row">
          <DayInput field="from" label={t.from} draft={draft} onChange={change} />
          <DayInput field="to" label={t.to} draft={draft} onChange={change} />
          <div className="select-wrapper form-group col-12 col-md-6 col-lg-3">
            <label htmlFor={stateId}>{t.state}</label>
            <select
              id={stateId}
              value={draft.state}
              onChange={(event) => change('state', event.target.value)}
            >
              <option value="">{t.anyState}</option>
              {PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t.states[state]}
                </option>
              ))}
            </select>
          </div>
          <div className="form-group col-12 col-md-6 col-lg-3">
            <label htmlFor={policyId} className="active">
              {t.policy}
            </label>
            <input
              id={policyId}
              type="text"
              className="form-control"
              value={draft.numeroPolizza}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => change('numeroPolizza', event.target.value)}
            />
          </div>
        </div>
        {problem ? (
          <p className="text-danger" role="alert">
            {problem}
          </p>
        ) : null}
        <p className="d-flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            {t.apply}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={reset}>
            {t.reset}
          </button>
        </p>
      </form>
      {list.isPending ? <p role="status">{text.loading}</p> : null}
      {list.isError ? <QueryError /> : null}
      {list.data ? (
        payments.length === 0 ? (
          <p role="status">{t.none}</p>
        ) : (
          <>
            <SimpleTable
              caption={t.caption}
              rows={payments}
              rowKey={(p) => p.id}
              columns={paymentColumns(true)}
            />
            <MoreButton pages={list} label={t.more} />
          </>
        )
      ) : null}
    </>
  );
}
