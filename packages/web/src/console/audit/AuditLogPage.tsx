import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  toOneLine,
} from '@area-clienti/contract';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { saveBlob } from '@/shared/lib/download';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { useSearchParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { MoreButton } from '../frame/MoreButton';
import { auditLogCsv, auditLogQuery } from './api';

const t = consoleText.audit;
const FIELDS = ['actor', 'target', 'action', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The filter the address holds (so a filtered log can be bookmarked and shared), without empty fields. */
function filterOf(draft: Draft): AuditFilter {
  // A pasted code keeps no tab or line break: the server refuses control characters in a filter.
  const actor = toOneLine(draft.actor);
  const target = toOneLine(draft.target);
  return {
    ...(actor ? { actor } : {}),
    ...(target ? { target } : {}),
    ...(isAction(draft.action) ? { action: draft.action } : {}),
    ...(draft.from ? { from: draft.from } : {}),
    ...(draft.to ? { to: draft.to } : {}),
  };
}

const detailText = (detail: AuditEntry['detail']) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${value}`)
        .join('; ')
    : '—';

function FilterInput({
  field,
  label,
  type = 'text',
  draft,
  onChange,
}: {
  field: Exclude<Field, 'action'>;
  label: string;
  type?: 'text' | 'date';
  draft: Draft;
  onChange: (field: Field, value: string) => void;
}) {
  const id = `${useId()}-${field}`;
  return (
    <div className="form-group col-12 col-md-6 col-lg-4">
      <label htmlFor={id} className="active">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="form-control"
        value={draft[field]}
        maxLength={type === 'text' ? 128 : undefined}
        autoComplete="off"
        onChange={(event) => onChange(field, event.target.value)}
      />
    </div>
  );
}

/**
 * /admin/registro: the audit log, filtered by who, on whom, which act and which days, newest first a page
 * at a time, and the same as a CSV file (issue 21 item 8, decisions/0108).
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Draft;
  const [draft, setDraft] = useState<Draft>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const filter = filterOf(applied);
  const log = useInfiniteQuery(auditLogQuery(filter));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const actionId = useId();
  const download = useMutation({
    mutationFn: async () => {
      const file = await auditLogCsv(filter);
      saveBlob(file.blob, file.name);
    },
  });

  const change = (field: Field, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setProblem(t.reversed);
    setProblem(null);
    const chosen = filterOf(draft);
    setParams(Object.fromEntries(Object.entries(chosen).map(([key, value]) => [key, String(value)])));
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
          <FilterInput field="actor" label={t.actor} draft={draft} onChange={change} />
          <FilterInput field="target" label={t.target} draft={draft} onChange={change} />
          <div className="select-wrapper form-group col-12 col-md-6 col-lg-4">
            <label htmlFor={actionId}>{t.action}</label>
            <select
              id={actionId}
              value={draft.action}
              onChange={(event) => change('action', event.target.value)}
            >
              <option value="">{t.anyAction}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <FilterInput field="from" label={t.from} type="date" draft={draft} onChange={change} />
          <FilterInput field="to" label={t.to} type="date" draft={draft} onChange={change} />
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
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t.download}
          </button>
        </p>
        {download.isError ? <p role="alert">{t.downloadFailed}</p> : null}
      </form>
      {log.isPending ? <p role="status">{text.loading}</p> : null}
      {log.isError ? <QueryError /> : null}
      {log.data ? (
        entries.length === 0 ? (
          <p role="status">{t.none}</p>
        ) : (
          <>
            <SimpleTable
              caption={t.caption}
              rows={entries}
              rowKey={(entry, index) => `${entry.at}-${index}`}
              columns={[
                { key: 'at', header: t.at, cell: (e) => formatDateTime(e.at) },
                { key: 'actor', header: t.actor, cell: (e) => e.actor },
                { key: 'action', header: t.action, cell: (e) => e.action },
                { key: 'target', header: t.target, cell: (e) => e.target },
                { key: 'detail', header: t.detail, cell: (e) => detailText(e.detail) },
              ]}
            />
            <MoreButton pages={log} label={t.more} />
          </>
        )
      ) : null}
    </>
  );
}
