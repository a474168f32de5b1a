import { type ClaimReportView, claimReportMissing, ErrorCode } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { claimReportErrorMessage, claimReportText } from '@/shared/messages/claim-report';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { claimReportKeys, submitClaimReport } from '../api';
import { acceptFeaTerms, FeaTermsConsent, feaTermsQuery, useFeaTermsNeeded } from '../FeaTermsConsent';
import { useDraft } from '../wizard/fields';
import { savable } from '../wizard/savable';
import { missingLabel, type StepId, stepOfField, stepsOf } from '../wizard/steps';
import { BeforeSigning } from './BeforeSigning';
import { ReviewSections } from './ReviewSections';

const t = claimReportText.review;

/** What the signing page needs of the submission's answer, carried in the navigation's state. */
export interface SigningState {
  sha256: string;
  sentTo: string;
  expiresAt: string;
}

interface ReviewProps {
  report: ClaimReportView;
  flush: () => Promise<boolean>;
  version: () => number;
  onEdit: (step: StepId) => void;
}

/**
 * The review: what is still missing (each a way back to its step), a summary, and the document made to be
 * signed: the server renders the PDF, answers its SHA-256 and sends the code by SMS.
 */
export function ReviewStep({ report, flush, version, onEdit }: ReviewProps) {
  const { data } = useDraft();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const terms = useFeaTermsNeeded();
  const [termsTicked, setTermsTicked] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const missing = claimReportMissing(savable(data));
  const titles = new Map(stepsOf(report.kind));

  const submit = async () => {
    setProblem(null);
    if (terms.needed && !termsTicked) {
      setTermsError(true);
      return;
    }
    setTermsError(false);
    setBusy(true);
    try {
      if (!(await flush())) throw new Error('not saved');
      if (terms.needed) queryClient.setQueryData(feaTermsQuery().queryKey, await acceptFeaTerms());
      const reply = await submitClaimReport(report.reportId, version());
      queryClient.setQueryData(claimReportKeys.one(report.reportId), { ok: true, report: reply.report });
      const state: SigningState = { sha256: reply.sha256, sentTo: reply.sentTo, expiresAt: reply.expiresAt };
      navigate(paths.claimReportDraft(report.reportId), { state });
    } catch (error) {
      if (!redirectedBySession(error)) setProblem(claimReportErrorMessage(errorCodeOf(error)));
      // The terms changed meanwhile (or their status was not read): read it again, the terms are asked.
      if (errorCodeOf(error) === ErrorCode.FEA_TERMS_NOT_ACCEPTED) {
        await queryClient.invalidateQueries({ queryKey: feaTermsQuery().queryKey });
      }
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t.intro}</p>
      {missing.length > 0 ? (
        <div className="claim-missing">
          <p className="fw-semibold">{t.missing}</p>
          <ul>
            {missing.map((path) => {
              const step = stepOfField(report.kind, path);
              return (
                <li key={path}>
                  {missingLabel(path)}{' '}
                  <button type="button" className="link-button" onClick={() => onEdit(step)}>
                    {t.edit(titles.get(step) ?? '')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="claim-complete">{t.complete}</p>
      )}
      <ReviewSections reportId={report.reportId} data={data} />
      <BeforeSigning data={data} />
      <FeaTermsConsent
        checked={termsTicked}
        onChange={(checked) => {
          setTermsTicked(checked);
          if (checked) setTermsError(false);
        }}
        error={termsError}
      />
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        disabled={missing.length > 0 || busy}
        onClick={submit}
      >
        {t.submit}
      </button>
    </>
  );
}
