import { type ClaimEvent, type ClaimReportPolicy, claimReportPoliciesRequest } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { formatDate } from '@/shared/format';
import { claimReportErrorMessage, claimReportText } from '@/shared/messages/claim-report';
import { Link, useNavigate, useSearchParams } from '@/shared/router';
import { CLAIM_DATA_NOTICE_SECTION, paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';
import { claimReportKeys, claimReportPoliciesQuery, createClaimReport, useClaimReports } from './api';
import { DraftList } from './DraftList';
import { EventChoice, RoadsideAssistance, SafetyFirst, SecondReportWarning, sameEvent } from './StartSafety';

const t = claimReportText.start;

/** Today in the client's calendar, `YYYY-MM-DD`: the latest date of an event. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function PolicyChoice({
  eventDate,
  policies,
  preselected,
}: {
  eventDate: string;
  policies: ClaimReportPolicy[];
  preselected: number | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(
    policies.some((p) => p.dossierId === preselected)
      ? preselected
      : policies.length === 1
        ? (policies[0]?.dossierId ?? null)
        : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A report already on this policy and day: shown once "Inizia" is pressed, before a second one starts.
  const [warned, setWarned] = useState<number | null>(null);
  const reports = useClaimReports();
  const existing = sameEvent(reports.data?.reports ?? [], chosen, eventDate);
  const shownDate = formatDate(eventDate) ?? eventDate;
  if (policies.length === 0) return <p className="alert alert-info">{t.noPolicies(shownDate)}</p>;

  const begin = async (proceed = false) => {
    if (chosen === null) {
      setProblem(t.policyRequired);
      return;
    }
    if (existing && !proceed) {
      setWarned(chosen);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const reply = await createClaimReport(chosen, eventDate);
      queryClient.setQueryData(claimReportKeys.one(reply.report.reportId), reply);
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.list });
      navigate(paths.claimReportDraft(reply.report.reportId));
    } catch (error) {
      if (!redirectedBySession(error)) setProblem(claimReportErrorMessage(errorCodeOf(error)));
      setBusy(false);
    }
  };

  return (
    <div className="claim-policies">
      <fieldset className="choice-field">
        <legend className="choice-field__legend">{t.policies}</legend>
        <p className="field-hint">{t.policiesHint(shownDate)}</p>
        {policies.map((policy) => (
          <div className="form-check claim-policy-option" key={policy.dossierId}>
            <input
              id={`${id}-${policy.dossierId}`}
              type="radio"
              name={`${id}-policy`}
              checked={chosen === policy.dossierId}
              onChange={() => {
                setChosen(policy.dossierId);
                setWarned(null);
              }}
            />
            <label htmlFor={`${id}-${policy.dossierId}`}>
              <span className="claim-policy-option__name">
                {claimReportText.frame.policy(policy.prodotto, policy.numeroPolizza)}
              </span>
              <span className="claim-policy-option__detail">
                {[policy.targa, policy.kind === 'motor' ? t.motor : t.damage].filter(Boolean).join(' · ')}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <RoadsideAssistance policy={policies.find((policy) => policy.dossierId === chosen)} />
      {existing && warned === chosen ? (
        <SecondReportWarning existing={existing} busy={busy} onProceed={() => begin(true)} />
      ) : null}
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={() => begin()} disabled={busy}>
        {t.begin}
      </button>
    </div>
  );
}

/**
 * The start of a report: the date of the event, then the policies in force on that date (the server's
 * answer), then the draft is made and the wizard opens. The drafts not yet sent are offered first.
 */
export function ClaimReportStart() {
  const [search] = useSearchParams();
  const preselected = Number(search.get('polizza')) || null;
  const [eventDate, setEventDate] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  // What happened, when the client says it: only the policies that can cover it are offered (issue 34).
  const [event, setEvent] = useState<ClaimEvent | undefined>(undefined);
  const [asked, setAsked] = useState<ClaimEvent | undefined>(undefined);
  const [dateError, setDateError] = useState<string | null>(null);
  const policies = useQuery({
    ...claimReportPoliciesQuery(eventDate ?? '', asked),
    enabled: eventDate !== null,
  });
  const failure = policies.isError ? claimReportErrorMessage(errorCodeOf(policies.error)) : null;
  // The date checked by the contract's rule (the server checks it is not in the future, CLAIMREPORT_001).
  const find = (submitted: FormEvent) => {
    submitted.preventDefault();
    const ok = claimReportPoliciesRequest.safeParse({ eventDate: typed }).success;
    setDateError(ok ? null : t.dateRequired);
    if (ok) {
      setEventDate(typed);
      setAsked(event);
    }
  };
  const error = dateError ? { message: dateError, type: 'server' } : undefined;
  return (
    <>
      <SafetyFirst />
      <p>{t.intro}</p>
      <DraftList />
      <form className="app-form claim-start" noValidate onSubmit={find}>
        <LabelledField label={t.date} hint={t.dateHint} error={error}>
          {(wiring) => (
            <input
              {...wiring}
              type="date"
              className={controlClass('form-control', error)}
              max={today()}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </LabelledField>
        <EventChoice value={event} onChange={setEvent} />
        <button type="submit" className="btn btn-outline-primary">
          {t.findPolicies}
        </button>
      </form>
      {failure ? (
        <Alert tone="danger" live="alert">
          {failure}
        </Alert>
      ) : null}
      {eventDate && policies.data ? (
        <PolicyChoice
          key={`${eventDate}-${asked ?? 'any'}`}
          eventDate={eventDate}
          policies={policies.data.policies}
          preselected={preselected}
        />
      ) : null}
      <p className="claim-privacy field-hint">
        {t.privacy} <Link to={`${paths.privacy()}#${CLAIM_DATA_NOTICE_SECTION}`}>{t.privacyLink}</Link>.
      </p>
    </>
  );
}
