import { ClaimReportPath, FEA_TERMS, FEA_TERMS_VERSION, feaTermsReply } from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '@/shared/backend';
import { formatDate } from '@/shared/format';
import { claimSignText } from '@/shared/messages/claim-report-review';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const t = claimSignText.terms;

export const feaTermsQuery = () =>
  queryOptions({
    queryKey: ['claimReports', 'feaTerms'] as const,
    queryFn: ({ signal }) => api.call(ClaimReportPath.getFeaTerms, {}, feaTermsReply, { signal }),
  });

/** Accepts the terms in force: kept on the server with their version and time, a copy e-mailed. */
export const acceptFeaTerms = () =>
  api.call(ClaimReportPath.acceptFeaTerms, { version: FEA_TERMS_VERSION }, feaTermsReply);

/**
 * Whether the terms in force still need the client's acceptance. Not asked while unknown (no flash of the
 * terms for a client who accepted them): the server refuses a submission without them (FEATERMS_001),
 * and the review then reads the status again and asks.
 */
export function useFeaTermsNeeded() {
  const status = useQuery(feaTermsQuery());
  const data = status.data;
  return {
    needed: data ? data.acceptedVersion !== data.version : false,
    accepted: data && data.acceptedVersion === data.version ? data : null,
  };
}

/**
 * The FEA service terms asked at the first signature, or when their version changed (issue 34 item 4):
 * the whole text in a scrolling box, a link to the public page, and the acceptance's checkbox.
 */
export function FeaTermsConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
}) {
  const { needed, accepted } = useFeaTermsNeeded();
  if (!needed) {
    return accepted?.acceptedAt ? (
      <p className="field-hint">
        {t.accepted(FEA_TERMS_VERSION, formatDate(accepted.acceptedAt.slice(0, 10)) ?? '')}{' '}
        <Link to={paths.feaInfo()}>{t.read}</Link>
      </p>
    ) : null;
  }
  return <FeaTermsBox intro={t.intro} checked={checked} onChange={onChange} error={error} />;
}

/**
 * The FEA service terms in force, whole in a scrolling box, the public page's link and the acceptance's
 * checkbox: A's at A's first signature, driver B's on B's page before B's code (DPCM art. 57 c.1 lett. a).
 */
export function FeaTermsBox({
  intro,
  checked,
  onChange,
  error,
}: {
  intro: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
}) {
  const id = useId();
  return (
    <section className="claim-terms" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {t.title}
      </h3>
      <p>{intro}</p>
      {/* A scrolling region reachable by keyboard (tabIndex) and named for assistive technology. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll by keyboard */}
      <section className="claim-terms__text" tabIndex={0} aria-label={FEA_TERMS.title}>
        {FEA_TERMS.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <p>
        <Link to={paths.feaInfo()}>{t.read}</Link>
      </p>
      <div className="form-check">
        <input
          id={`${id}-accept`}
          type="checkbox"
          checked={checked}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={`${id}-accept`}>{t.accept(FEA_TERMS_VERSION)}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {t.required}
        </p>
      ) : null}
    </section>
  );
}
