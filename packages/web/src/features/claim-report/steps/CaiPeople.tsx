import { AUTHORITIES, CAI_MAX_WITNESSES, CLAIM_TEXT } from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { DraftChoice, DraftText, DraftYesNo, useDraft } from '../wizard/fields';
import { InjuredList } from './InjuredList';

const a = claimAccidentText;

const f = claimReportText.fields;

/**
 * Injuries (CAI section 3). Health data only with the explicit consent the law asks (GDPR art. 9), asked here,
 * when the client says someone was hurt: with it the injured persons are listed; without it the answer "Sì"
 * stands, no health detail is asked, and the branch calls (issue 34 item 2).
 */
export function Injuries({ question = f.injuries }: { question?: string }) {
  const consentPath = 'healthConsent';
  const { data, update, errors } = useDraft();
  return (
    <>
      <DraftYesNo path="injuries" legend={question} required />
      {data.injuries ? <p className="field-hint">{a.injuredIntro}</p> : null}
      {data.injuries ? (
        <div className="form-check consent-check">
          <input
            id="claim-health-consent"
            type="checkbox"
            checked={data.healthConsent === true}
            aria-invalid={errors[consentPath] ? true : undefined}
            aria-describedby={errors[consentPath] ? 'claim-health-consent-error' : undefined}
            onChange={(event) => {
              update(consentPath, event.target.checked || undefined);
              // Without the consent no health detail stays, not even in the page.
              if (!event.target.checked) update('injured', undefined);
            }}
          />
          <label htmlFor="claim-health-consent">{f.healthConsent}</label>
          {errors[consentPath] ? (
            <div id="claim-health-consent-error" className="invalid-feedback d-block" role="alert">
              {errors[consentPath]}
            </div>
          ) : null}
        </div>
      ) : null}
      {data.injuries && data.healthConsent ? <InjuredList /> : null}
      {data.injuries && !data.healthConsent ? (
        <p className="claim-notice" role="status">
          {a.withoutConsent}
        </p>
      ) : null}
    </>
  );
}

/** Damage to other vehicles and objects (section 4) and the witnesses (section 5, at most five). */
export function OtherDamage() {
  const { data, update } = useDraft();
  const witnesses = data.kind === 'motor' ? (data.witnesses ?? []) : [];
  return (
    <>
      <DraftYesNo path="otherVehiclesDamage" legend={f.otherVehicles} required />
      <DraftYesNo path="objectsDamage" legend={f.objects} required />
      <DraftChoice
        path="authority.body"
        legend={a.authorityLegend}
        options={Object.entries(AUTHORITIES)}
        fallback="none"
      />
      {data.kind === 'motor' && data.authority?.body && data.authority.body !== 'none' ? (
        <>
          <DraftText path="authority.office" label={a.authorityOffice} maxLength={CLAIM_TEXT.line} />
          <DraftText path="authority.reference" label={a.authorityReference} maxLength={CLAIM_TEXT.short} />
        </>
      ) : null}
      <h3 className="h5 mt-4">{f.witnesses}</h3>
      {witnesses.map((_, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a witness is its place in the list (no id of its own)
          <fieldset key={index} className="claim-group">
            <legend className="h6">{f.witness(n)}</legend>
            <DraftText path={`witnesses.${index}.name`} label={f.fullName} maxLength={CLAIM_TEXT.line} />
            <DraftText path={`witnesses.${index}.address`} label={f.address} maxLength={CLAIM_TEXT.line} />
            <DraftText
              path={`witnesses.${index}.phone`}
              label={f.phone}
              type="tel"
              maxLength={CLAIM_TEXT.short}
            />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() =>
                update(
                  'witnesses',
                  witnesses.filter((__, at) => at !== index),
                )
              }
            >
              {f.removeWitness(n)}
            </button>
          </fieldset>
        );
      })}
      {witnesses.length < CAI_MAX_WITNESSES ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => update('witnesses', [...witnesses, {}])}
        >
          {f.addWitness}
        </button>
      ) : null}
    </>
  );
}
