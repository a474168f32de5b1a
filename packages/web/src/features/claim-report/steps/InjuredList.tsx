import {
  CAI_MAX_INJURED,
  CLAIM_TEXT,
  hasVehicleB,
  INJURED_CARE,
  INJURED_ROLES,
  OTHER_VEHICLE_LETTERS,
} from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { DraftSelect, DraftText, DraftTextArea, useDraft } from '../wizard/fields';

const a = claimAccidentText;
const f = claimReportText.fields;

/**
 * The injured persons, with the consent to health data given (GDPR art. 9): who, driver or passenger of which
 * vehicle or pedestrian, the injuries as told, the care (issue 34 item 2).
 */
export function InjuredList() {
  const { data, update } = useDraft();
  if (data.kind !== 'motor') return null;
  const injured = data.injured ?? [];
  const kind = data.accidentKind;
  const vehicles = [
    'A',
    ...(hasVehicleB(kind) ? ['B'] : []),
    ...(kind === 'multiVehicle' ? OTHER_VEHICLE_LETTERS.slice(0, data.otherVehicles?.length ?? 0) : []),
  ].map((letter) => [letter, `Veicolo ${letter}`] as const);
  return (
    <>
      {injured.map((person, index) => {
        const n = index + 1;
        const at = (sub: string) => `injured.${index}.${sub}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a person is their place in the list (no id of their own)
          <fieldset key={index} className="claim-group">
            <legend className="h6">{a.injuredPerson(n)}</legend>
            <DraftText path={at('surname')} label={f.surname} maxLength={CLAIM_TEXT.name} required />
            <DraftText path={at('name')} label={f.name} maxLength={CLAIM_TEXT.name} />
            <DraftText path={at('birthDate')} label={f.birthDate} type="date" />
            <DraftText path={at('taxCode')} label={a.taxCode} maxLength={16} />
            <DraftSelect
              path={at('role')}
              label={a.injuredRole}
              options={Object.entries(INJURED_ROLES)}
              required
            />
            {person.role && person.role !== 'pedestrian' ? (
              <DraftSelect path={at('vehicle')} label={a.injuredVehicle} options={vehicles} required />
            ) : null}
            <DraftTextArea path={at('injuries')} label={a.injuredInjuries} maxLength={CLAIM_TEXT.long} />
            <DraftSelect path={at('care')} label={a.injuredCare} options={Object.entries(INJURED_CARE)} />
            <DraftText path={at('hospital')} label={a.injuredHospital} maxLength={CLAIM_TEXT.line} />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() =>
                update(
                  'injured',
                  injured.filter((__, place) => place !== index),
                )
              }
            >
              {a.removeInjured(n)}
            </button>
          </fieldset>
        );
      })}
      {injured.length < CAI_MAX_INJURED ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => update('injured', [...injured, {}])}
        >
          {a.addInjured}
        </button>
      ) : null}
    </>
  );
}
