import { CAI_MAX_OTHER_VEHICLES, CLAIM_TEXT, OTHER_VEHICLE_LETTERS } from '@area-clienti/contract';
import { useState } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { DraftText, useDraft } from '../wizard/fields';
import { BranchExit } from './BranchExit';

const a = claimAccidentText;
const f = claimReportText.fields;
const N = CLAIM_TEXT;

/**
 * Three or more vehicles: C, D, … each with the CAI's data of a side (policyholder, plate, insurer, driver), up
 * to CAI_MAX_OTHER_VEHICLES; beyond, or without their data, the way out to the branch (issue 34 item 2).
 */
export function OtherVehicles() {
  const { data, update } = useDraft();
  const [noData, setNoData] = useState(false);
  const others = data.kind === 'motor' ? (data.otherVehicles ?? []) : [];
  return (
    <>
      <p className="field-hint">{a.othersIntro(CAI_MAX_OTHER_VEHICLES)}</p>
      {others.map((_, index) => {
        const letter = OTHER_VEHICLE_LETTERS[index] ?? '';
        const at = (sub: string) => `otherVehicles.${index}.${sub}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a vehicle is its letter, its place in the list
          <fieldset key={index} className="claim-group">
            <legend className="h6">{a.otherVehicle(letter)}</legend>
            <DraftText
              path={at('policyholder.surname')}
              label={`${f.policyholder}: ${f.surname.toLowerCase()}`}
              maxLength={N.name}
              required
            />
            <DraftText
              path={at('policyholder.name')}
              label={`${f.policyholder}: ${f.name.toLowerCase()}`}
              maxLength={N.name}
            />
            <DraftText path={at('policyholder.address')} label={f.address} maxLength={N.line} />
            <DraftText
              path={at('policyholder.taxCode')}
              label={a.taxCode}
              maxLength={16}
              hint={a.taxCodeHolderHint}
            />
            <DraftText path={at('vehicle.make')} label={f.make} maxLength={N.name} />
            <DraftText path={at('vehicle.plate')} label={f.plate} maxLength={16} required />
            <DraftText
              path={at('vehicle.registrationCountry')}
              label={f.registrationCountry}
              maxLength={N.short}
              hint={a.registrationHint}
            />
            <DraftText path={at('insurer.name')} label={f.insurerName} maxLength={N.line} required />
            <DraftText path={at('insurer.policyNumber')} label={f.policyNumber} maxLength={N.short} />
            <DraftText
              path={at('driver.surname')}
              label={`${f.driver}: ${f.surname.toLowerCase()}`}
              maxLength={N.name}
              required
            />
            <DraftText
              path={at('driver.name')}
              label={`${f.driver}: ${f.name.toLowerCase()}`}
              maxLength={N.name}
            />
            <DraftText
              path={at('driver.taxCode')}
              label={`${f.driver}: ${a.taxCode.toLowerCase()}`}
              maxLength={16}
            />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() =>
                update(
                  'otherVehicles',
                  others.filter((__, place) => place !== index),
                )
              }
            >
              {a.removeOther(letter)}
            </button>
          </fieldset>
        );
      })}
      {others.length < CAI_MAX_OTHER_VEHICLES ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary me-2 mb-3"
          onClick={() => update('otherVehicles', [...others, {}])}
        >
          {a.addOther}
        </button>
      ) : (
        <p>{a.othersMax}</p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary mb-3"
        aria-expanded={noData}
        onClick={() => setNoData((open) => !open)}
      >
        {a.othersNoData}
      </button>
      {noData || others.length >= CAI_MAX_OTHER_VEHICLES ? <BranchExit /> : null}
    </>
  );
}
