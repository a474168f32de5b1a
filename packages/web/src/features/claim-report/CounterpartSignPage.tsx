import './claim-report.scss';
import { ClaimReportPath, signLinkReply, signToken } from '@area-clienti/contract';
import { useEffect, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { formatDate } from '@/shared/format';
import {
  claimReportErrorMessage,
  claimReportText,
  counterpartText as t,
} from '@/shared/messages/claim-report';
import { counterpartVoiceText as v } from '@/shared/messages/counterpart';
import { Link, useParams } from '@/shared/router';
import { CLAIM_DATA_NOTICE_SECTION, paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CodeForm, type SignedCopy, saveCopy } from './counterpart/CodeForm';
import { CounterpartChoice, type Outcome, ReadDocument } from './counterpart/CounterpartChoice';
import { IdentityForm } from './counterpart/IdentityForm';

type LinkFacts = Awaited<ReturnType<typeof loadLink>>;
const loadLink = (token: string) =>
  api.call(ClaimReportPath.getClaimReportSignLink, { token }, signLinkReply, { auth: false });

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
};

/**
 * Driver B signs the same CAI from the link A's submission sent (no account, issue 22 §6): what the report is
 * (date, place, plates, the document's SHA-256 and the PDF itself), until when B may sign. B reads the
 * document, confirms who B is, then signs with a code to B's mobile, corrects B's sections, or declines
 * (issue 34). A link unknown, expired or used says so, and nothing of the report.
 */
export function CounterpartSignPage() {
  const token = useParams().token ?? '';
  const valid = signToken.safeParse(token).success;
  const [facts, setFacts] = useState<LinkFacts | null>(null);
  const [failure, setFailure] = useState<string | null>(valid ? null : t.invalid);
  const [signed, setSigned] = useState<SignedCopy | null>(null);
  const [read, setRead] = useState(false);
  const [identified, setIdentified] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!valid) return;
    loadLink(token)
      .then(setFacts)
      .catch((error: unknown) => setFailure(claimReportErrorMessage(errorCodeOf(error))));
  }, [token, valid]);

  return (
    <div className="claim-report">
      <PageHeading title={t.title} />
      {failure ? (
        <Alert tone="danger" live="alert">
          {failure}
        </Alert>
      ) : null}
      {signed ? (
        <>
          <Alert tone="success" live="status">
            {t.signed}
          </Alert>
          <p>{t.copyHint}</p>
          <p>
            <button type="button" className="btn btn-primary" onClick={() => saveCopy(signed)}>
              {t.copy}
            </button>
          </p>
        </>
      ) : null}
      {outcome ? (
        <Alert tone="success" live="status">
          {outcome === 'declined' ? v.declined : v.corrected}
        </Alert>
      ) : null}
      {facts && !signed && !outcome ? (
        <>
          <p>{t.intro}</p>
          <dl className="claim-summary">
            <div>
              <dt>{t.eventDate}</dt>
              <dd>{formatDate(facts.eventDate) ?? facts.eventDate}</dd>
            </div>
            {facts.place ? (
              <div>
                <dt>{t.place}</dt>
                <dd>{facts.place}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.plateA}</dt>
              <dd>{facts.plateA ?? claimReportText.review.none}</dd>
            </div>
            <div>
              <dt>{t.plateB}</dt>
              <dd>{facts.plateB ?? claimReportText.review.none}</dd>
            </div>
            <div>
              <dt>{claimReportText.sign.hash}</dt>
              <dd className="claim-sign__digest" data-testid="claim-sha256">
                {facts.sha256}
              </dd>
            </div>
            <div>
              <dt>{t.deadline}</dt>
              <dd>{when(facts.deadline)}</dd>
            </div>
          </dl>
          <p>
            <Link to={`${paths.privacy()}#${CLAIM_DATA_NOTICE_SECTION}`}>{t.privacyLink}</Link>
          </p>
          <p>
            <Link to={paths.feaInfo()}>Come funziona la firma elettronica avanzata</Link>
          </p>
          <ReadDocument token={token} read={read} onRead={setRead} />
          {/* Asked at each visit: whoever holds the link sees no identity typed before, and B signs as B says now. */}
          {read && !identified ? (
            <IdentityForm token={token} onConfirmed={() => setIdentified(true)} />
          ) : null}
          {read && identified ? (
            <CounterpartChoice
              token={token}
              side={facts.vehicleB ?? {}}
              onOutcome={setOutcome}
              sign={<CodeForm token={token} onSigned={setSigned} />}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
