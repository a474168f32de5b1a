import { CLAIM_TEXT } from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { getIn } from '../wizard/draftPath';
import { DraftText, DraftYesNo, useDraft } from '../wizard/fields';

const f = claimReportText.fields;
const a = claimAccidentText;
const N = CLAIM_TEXT;

/** The fields of vehicle A the server filled from the policy: shown, not changeable. */
export const FROM_POLICY = [
  'policyholder.surname',
  'policyholder.name',
  'vehicle.make',
  'vehicle.model',
  'vehicle.plate',
  'vehicle.registrationCountry',
  'insurer.name',
  'insurer.policyNumber',
  'insurer.validFrom',
  'insurer.validTo',
  'insurer.agency',
] as const;

interface SideProps {
  side: 'vehicleA' | 'vehicleB';
  /** Paths (below the side) read-only: filled from the policy. */
  locked?: ReadonlySet<string>;
}

/** Sections 6 to 9 of the CAI for one vehicle: policyholder, vehicle, insurer, driver and licence. */
function SideFields({ side, locked = new Set() }: SideProps) {
  const { data, update } = useDraft();
  const isA = side === 'vehicleA';
  const field = (sub: string, label: string, extra: Partial<Parameters<typeof DraftText>[0]> = {}) => (
    <DraftText path={`${side}.${sub}`} label={label} readOnly={locked.has(sub)} {...extra} />
  );
  const copyHolder = () => {
    for (const key of ['surname', 'name', 'address', 'phone', 'email', 'taxCode']) {
      const value = getIn(data, `${side}.policyholder.${key}`);
      if (typeof value === 'string') update(`${side}.driver.${key}`, value);
    }
  };
  return (
    <>
      {locked.size > 0 ? <p className="field-hint">{f.fromPolicy}</p> : null}
      <fieldset className="claim-group">
        <legend className="h6">{f.policyholder}</legend>
        {field('policyholder.surname', f.surname, { maxLength: N.name, required: true })}
        {field('policyholder.name', f.name, { maxLength: N.name })}
        {field('policyholder.address', f.address, { maxLength: N.line })}
        {field('policyholder.postcode', f.postcode, { maxLength: 10, inputMode: 'numeric' })}
        {field('policyholder.country', f.country, { maxLength: N.short })}
        {field('policyholder.phone', f.phone, { type: 'tel', maxLength: N.short })}
        {field('policyholder.email', f.email, { type: 'email', maxLength: 254 })}
        {/* A's policyholder is the agency's client: its record has the tax code (decisions/0128, 0136). */}
        {isA ? null : field('policyholder.taxCode', a.taxCode, { maxLength: 16, hint: a.taxCodeHolderHint })}
      </fieldset>
      <fieldset className="claim-group">
        <legend className="h6">{f.vehicle}</legend>
        {field('vehicle.make', f.make, { maxLength: N.name })}
        {field('vehicle.model', f.model, { maxLength: N.name })}
        {field('vehicle.plate', f.plate, { maxLength: 16, required: true })}
        {field('vehicle.registrationCountry', f.registrationCountry, {
          maxLength: N.short,
          hint: locked.has('vehicle.registrationCountry') ? undefined : a.registrationHint,
        })}
        {field('vehicle.trailer.plate', a.trailerPlate, { maxLength: 16 })}
        {getIn(data, `${side}.vehicle.trailer.plate`)
          ? field('vehicle.trailer.registrationCountry', a.trailerCountry, { maxLength: N.short })
          : null}
      </fieldset>
      <fieldset className="claim-group">
        <legend className="h6">{f.insurer}</legend>
        {field('insurer.name', f.insurerName, { maxLength: N.line, required: true })}
        {field('insurer.policyNumber', f.policyNumber, { maxLength: N.short, required: isA })}
        {field('insurer.greenCard', f.greenCard, { maxLength: N.short })}
        {field('insurer.validFrom', f.validFrom, { type: 'date' })}
        {field('insurer.validTo', f.validTo, { type: 'date' })}
        {field('insurer.agency', f.agency, { maxLength: N.line })}
        <DraftYesNo path={`${side}.insurer.ownDamageCovered`} legend={f.ownDamage} />
      </fieldset>
      <fieldset className="claim-group">
        <legend className="h6">{f.driver}</legend>
        <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={copyHolder}>
          {claimReportText.fields.sameAsHolder}
        </button>
        {field('driver.surname', f.surname, { maxLength: N.name, required: true })}
        {field('driver.name', f.name, { maxLength: N.name, required: true })}
        {field('driver.birthDate', f.birthDate, { type: 'date' })}
        {field('driver.address', f.address, { maxLength: N.line })}
        {field('driver.country', f.country, { maxLength: N.short })}
        {field('driver.phone', f.phone, { type: 'tel', maxLength: N.short })}
        {field('driver.email', f.email, { type: 'email', maxLength: 254 })}
        {field('driver.taxCode', a.taxCode, { maxLength: 16 })}
        {field('driver.licenceNumber', f.licence, { maxLength: N.short, required: isA })}
        {field('driver.licenceCategory', f.licenceCategory, { maxLength: 10 })}
        {field('driver.licenceValidUntil', f.licenceValid, { type: 'date' })}
      </fieldset>
    </>
  );
}

export function VehicleA({ locked }: { locked: ReadonlySet<string> }) {
  return <SideFields side="vehicleA" locked={locked} />;
}

/** Vehicle B, and who driver B is reachable at to sign the same report from a link (optional). */
export function VehicleB() {
  return (
    <>
      <SideFields side="vehicleB" />
      <fieldset className="claim-group">
        <legend className="h6">{f.signerB}</legend>
        <p className="field-hint">{f.signerBHint}</p>
        <DraftText
          path="signerB.mobile"
          label={f.mobileB}
          type="tel"
          maxLength={N.short}
          autoComplete="off"
        />
        <DraftText path="signerB.email" label={f.email} type="email" maxLength={254} />
      </fieldset>
    </>
  );
}
