import {
  CLAIM_EVENTS,
  type ClaimEvent,
  type ClaimReportPolicy,
  type ClaimReportSummary,
} from '@area-clienti/contract';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimStartText } from '@/shared/messages/claim-report-review';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';

const t = claimStartText;

/** A number as a `tel:` address: digits and a leading +. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What comes before any form (issue 34 item 5): the emergency numbers as tappable links, the warning
 * triangle and the rest of the road's safety, the photos to take.
 */
export function SafetyFirst() {
  return (
    <section className="claim-safety" aria-labelledby="claim-safety-title">
      <h2 id="claim-safety-title" className="h4">
        {t.safety.title}
      </h2>
      <p>{t.safety.emergency}</p>
      <p className="claim-safety__calls">
        <a className="btn btn-danger" href="tel:112">
          {t.safety.call112}
        </a>
        <a className="btn btn-outline-danger" href="tel:118">
          {t.safety.call118}
        </a>
      </p>
      <ul>
        {t.safety.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h3 className="h6">{t.safety.photosTitle}</h3>
      <ul>
        {t.safety.photos.map((photo) => (
          <li key={photo}>{photo}</li>
        ))}
      </ul>
    </section>
  );
}

/** The roadside-assistance number of the chosen policy, when it covers it. */
export function RoadsideAssistance({ policy }: { policy: ClaimReportPolicy | undefined }) {
  if (!policy?.roadsidePhone) return null;
  return (
    <p className="claim-roadside">
      {t.assistance(claimReportText.frame.policy(policy.prodotto, policy.numeroPolizza))}{' '}
      <a className="btn btn-outline-primary" href={telOf(policy.roadsidePhone)}>
        {t.callAssistance(policy.roadsidePhone)}
      </a>
    </p>
  );
}

/** A report already made on the same policy for the same day. */
export const sameEvent = (reports: readonly ClaimReportSummary[], dossierId: number | null, day: string) =>
  dossierId === null
    ? undefined
    : reports.find((report) => report.dossierId === dossierId && report.eventDate === day);

/** Told before a second report on the same policy and day starts: open that one, or go on. */
export function SecondReportWarning({
  existing,
  onProceed,
  busy,
}: {
  existing: ClaimReportSummary;
  onProceed: () => void;
  busy: boolean;
}) {
  return (
    <div className="alert alert-warning claim-duplicate" role="alert">
      <h3 className="h6">{t.duplicate.title}</h3>
      <p>
        {t.duplicate.text(
          formatDate(existing.eventDate) ?? existing.eventDate,
          claimReportText.states[existing.state],
        )}
      </p>
      <p className="claim-duplicate__actions">
        <Link className="btn btn-primary" to={paths.claimReportDraft(existing.reportId)}>
          {t.duplicate.open}
        </Link>
        <button type="button" className="btn btn-outline-primary" onClick={onProceed} disabled={busy}>
          {t.duplicate.proceed}
        </button>
      </p>
    </div>
  );
}

/** What happened (optional): the policies offered are then only those that can cover it. */
export function EventChoice({
  value,
  onChange,
}: {
  value: ClaimEvent | undefined;
  onChange: (event: ClaimEvent | undefined) => void;
}) {
  return (
    <LabelledField label={t.event.legend} hint={t.event.hint}>
      {(wiring) => (
        <select
          {...wiring}
          className={controlClass('form-select', undefined)}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as ClaimEvent | undefined)}
        >
          <option value="">{t.event.any}</option>
          {(Object.entries(CLAIM_EVENTS) as [ClaimEvent, string][]).map(([event, label]) => (
            <option key={event} value={event}>
              {label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
