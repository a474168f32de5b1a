import { type InboxItem, type InboxState, inboxState } from '@area-clienti/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link, useSearchParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { StatusTag } from '@/shared/ui/StatusTag';
import { PagedList } from '../frame/PagedList';
import { consolePaths } from '../paths';
import { type InboxFilter, inboxQuery } from './api';
import { INBOX_STATE_TONE, RequestFacts } from './RequestFacts';

const t = consoleText.inbox;

/** The filter the address holds (`?stato=new&filiale=3&mie=1&ritardo=1`): what a colleague's link opens. */
function filterOf(params: URLSearchParams): InboxFilter {
  const state = inboxState.safeParse(params.get('stato'));
  const branchId = Number(params.get('filiale'));
  return {
    ...(state.success ? { state: state.data } : {}),
    ...(Number.isInteger(branchId) && branchId > 0 ? { branchId } : {}),
    ...(params.get('mie') === '1' ? { mine: true as const } : {}),
    ...(params.get('ritardo') === '1' ? { late: true as const } : {}),
  };
}

/** The filters "mie" and "in ritardo" (decisions/0144): two boxes, each a parameter of the address. */
const TOGGLES = [
  { name: 'mie', label: t.mine, on: (filter: InboxFilter) => filter.mine === true },
  { name: 'ritardo', label: t.lateOnly, on: (filter: InboxFilter) => filter.late === true },
] as const;

function Row({ request }: { request: InboxItem }) {
  return (
    <li className="console-result">
      <p className="mb-0">
        <Link to={consolePaths.inboxRequest(request.id)}>
          {t.number(request.id)}: {request.subject}
        </Link>{' '}
        <StatusTag tone={INBOX_STATE_TONE[request.state]}>{consoleText.inboxState[request.state]}</StatusTag>{' '}
        {request.late ? <StatusTag tone="danger">{t.late}</StatusTag> : null}
      </p>
      <RequestFacts request={request} />
    </li>
  );
}

/**
 * /admin/richieste: the contact requests, newest first, filtered by state and branch (issue 21 item 6), and
 * by "mie" and "in ritardo" (issue 35, decisions/0144).
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const inbox = useInfiniteQuery(inboxQuery(filter));
  const id = useId();
  const requests = inbox.data?.pages.flatMap((page) => page.requests) ?? [];
  const branches = inbox.data?.pages[0]?.branches ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['stato', 'filiale', 'mie', 'ritardo']) {
      const value = String(form.get(key) ?? '');
      if (value) next[key] = value;
    }
    setParams(next);
  };

  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <form
        className="console-filters d-flex flex-wrap gap-3 align-items-end"
        onSubmit={submit}
        aria-label={t.filters}
      >
        <div className="select-wrapper">
          <label htmlFor={`${id}-state`}>{t.state}</label>
          <select
            id={`${id}-state`}
            name="stato"
            defaultValue={filter.state ?? ''}
            key={`s${filter.state ?? ''}`}
          >
            <option value="">{t.all}</option>
            {inboxState.options.map((state: InboxState) => (
              <option key={state} value={state}>
                {consoleText.inboxState[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="select-wrapper">
          <label htmlFor={`${id}-branch`}>{t.branch}</label>
          <select
            id={`${id}-branch`}
            name="filiale"
            defaultValue={filter.branchId ? String(filter.branchId) : ''}
            key={`b${filter.branchId ?? ''}-${branches.length}`}
          >
            <option value="">{t.all}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="d-flex flex-wrap gap-3">
          <legend className="visually-hidden">{t.only}</legend>
          {TOGGLES.map((toggle) => (
            <div key={toggle.name} className="form-check">
              <input
                id={`${id}-${toggle.name}`}
                type="checkbox"
                className="form-check-input"
                name={toggle.name}
                value="1"
                defaultChecked={toggle.on(filter)}
                key={`${toggle.name}${toggle.on(filter)}`}
              />
              <label htmlFor={`${id}-${toggle.name}`} className="form-check-label">
                {toggle.label}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t.apply}
        </button>
      </form>
      <section aria-labelledby={`${id}-list`} className="mt-4">
        <h2 id={`${id}-list`} className="visually-hidden">
          {t.title}
        </h2>
        {inbox.isPending ? <p role="status">{text.loading}</p> : null}
        {inbox.isError ? <QueryError /> : null}
        {inbox.data ? (
          <PagedList summary={t.count(requests.length, inbox.hasNextPage)} more={t.more} pages={inbox}>
            {requests.map((request) => (
              <Row key={request.id} request={request} />
            ))}
          </PagedList>
        ) : null}
      </section>
    </>
  );
}
