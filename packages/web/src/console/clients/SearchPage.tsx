import { type ClientSearchResult, toOneLine } from '@area-clienti/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link, useSearchParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { StatusTag } from '@/shared/ui/StatusTag';
import { PagedList } from '../frame/PagedList';
import { consolePaths } from '../paths';
import { ACCOUNT_STATE_TONE } from './accountState';
import { clientSearchQuery } from './api';
import { LookupError } from './LookupError';

const t = consoleText.search;
const MIN = 2;
const MAX = 100;

function Result({ client }: { client: ClientSearchResult }) {
  return (
    <li className="console-result">
      <p className="mb-0">
        <Link to={consolePaths.client(client.clientId)}>
          {client.cognome} {client.nome}
        </Link>{' '}
        <StatusTag tone={ACCOUNT_STATE_TONE[client.accountState]}>
          {consoleText.accountState[client.accountState]}
        </StatusTag>
      </p>
      <dl className="console-result__facts">
        <div>
          <dt className="d-inline">{t.taxCode}: </dt>
          <dd className="d-inline">{client.codiceFiscale}</dd>
        </div>
        <div>
          <dt className="d-inline">{t.userId}: </dt>
          <dd className="d-inline">{client.userId ?? t.noUserId}</dd>
        </div>
        {client.email ? (
          <div>
            <dt className="d-inline">{t.email}: </dt>
            <dd className="d-inline">{client.email}</dd>
          </div>
        ) : null}
        {client.mobile ? (
          <div>
            <dt className="d-inline">{t.mobile}: </dt>
            <dd className="d-inline">{client.mobile}</dd>
          </div>
        ) : null}
        <div>
          <dt className="d-inline">{t.matchedBy}: </dt>
          <dd className="d-inline">{consoleText.matched[client.matchedBy]}</dd>
        </div>
      </dl>
    </li>
  );
}

/** /admin/clienti: one box finds a client by any key (issue 21 item 1, decisions/0096). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = toOneLine(params.get('q') ?? '');
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const valid = query.length >= MIN && query.length <= MAX;
  const search = useInfiniteQuery({ ...clientSearchQuery(query), enabled: valid });
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A paste keeps no tab or line break (cells of a spreadsheet): the server refuses control characters.
    const typed = toOneLine(draft);
    if (typed.length < MIN) return setProblem(t.tooShort);
    if (typed.length > MAX) return setProblem(t.tooLong);
    setProblem(null);
    setParams({ q: typed });
  };

  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <search>
        <form className="console-search" onSubmit={submit} noValidate>
          <div className="form-group">
            <label htmlFor={inputId} className="active">
              {t.label}
            </label>
            <input
              id={inputId}
              type="search"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              value={draft}
              maxLength={MAX + 20}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <p id={hintId} className="form-text">
              {t.hint}
            </p>
            {problem ? (
              <p id={problemId} className="invalid-feedback d-block" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary">
            {t.submit}
          </button>
        </form>
      </search>
      {valid ? (
        <section aria-labelledby={`${inputId}-results`}>
          <h2 id={`${inputId}-results`} className="visually-hidden">
            {t.resultsTitle}
          </h2>
          {search.isPending ? <p role="status">{text.loading}</p> : null}
          {search.isError ? <LookupError error={search.error} tooMany={t.tooMany} /> : null}
          {search.data ? (
            <PagedList summary={t.results(results.length, search.hasNextPage)} more={t.more} pages={search}>
              {results.map((client) => (
                <Result key={client.clientId} client={client} />
              ))}
            </PagedList>
          ) : null}
          {results.length > 0 ? <p className="form-text">{t.maskedNote}</p> : null}
        </section>
      ) : null}
    </>
  );
}
