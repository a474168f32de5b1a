import {
  CLAIM_TEXT,
  type ClaimReportData,
  hasVehicleB,
  type ImpactZone,
  SKETCH_DIRECTIONS,
  SKETCH_MAX_POINTS,
  SKETCH_MAX_POINTS_PER_STROKE,
  SKETCH_MAX_STROKES,
  SKETCH_ROADS,
} from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';
import { CircumstancesList } from '../cai/CircumstancesList';
import { ImpactPicker } from '../cai/ImpactPicker';
import { SketchPad } from '../sketch/SketchPad';
import type { SketchStrokes } from '../sketch/strokes';
import { getIn } from '../wizard/draftPath';
import { DraftSelect, DraftTextArea, useDraft } from '../wizard/fields';
import { Inspection } from './Inspection';

const f = claimReportText.fields;
const t = claimReportText.sketch;
const LIMITS = {
  strokes: SKETCH_MAX_STROKES,
  pointsPerStroke: SKETCH_MAX_POINTS_PER_STROKE,
  points: SKETCH_MAX_POINTS,
};
const ROADS = Object.entries(SKETCH_ROADS);
const DIRECTIONS = Object.entries(SKETCH_DIRECTIONS);

/** The vehicles whose sections the steps ask: B only when there is a B to name (issue 34 item 2). */
export const sidesOf = (data: ClaimReportData) =>
  data.kind === 'motor' && !hasVehicleB(data.accidentKind)
    ? (['vehicleA'] as const)
    : (['vehicleA', 'vehicleB'] as const);

/** Section 10 for both vehicles. */
export function ImpactStep() {
  const { data, update } = useDraft();
  return (
    <>
      {sidesOf(data).map((side) => (
        <ImpactPicker
          key={side}
          legend={side === 'vehicleA' ? f.impactA : f.impactB}
          value={getIn(data, `${side}.firstImpact`) as ImpactZone | undefined}
          onChange={(zone) => update(`${side}.firstImpact`, zone)}
        />
      ))}
    </>
  );
}

/** Section 11 for both vehicles, and when the damaged vehicle can be inspected (art. 148 CAP). */
export function DamageStep() {
  const { data } = useDraft();
  return (
    <>
      <DraftTextArea path="vehicleA.visibleDamage" label={f.damageA} maxLength={CLAIM_TEXT.long} />
      {sidesOf(data).length > 1 ? (
        <DraftTextArea path="vehicleB.visibleDamage" label={f.damageB} maxLength={CLAIM_TEXT.long} />
      ) : null}
      <Inspection />
    </>
  );
}

/** Section 12: the 17 circumstances, for A then B, each with its count. */
export function CircumstancesStep() {
  const { data, update, errors } = useDraft();
  return (
    <>
      {sidesOf(data).map((side) => (
        <div key={side}>
          <CircumstancesList
            legend={side === 'vehicleA' ? f.circumstancesA : f.circumstancesB}
            ticked={(getIn(data, `${side}.circumstances`) as number[] | undefined) ?? []}
            onChange={(ticked) => update(`${side}.circumstances`, ticked)}
          />
          {errors[`${side}.circumstances`] ? (
            <p className="text-danger">{errors[`${side}.circumstances`]}</p>
          ) : null}
        </div>
      ))}
    </>
  );
}

/**
 * Section 13: the sketch drawn with finger or mouse, or, with the keyboard, the described layout (the road, the
 * directions of A and B, a text): either is enough.
 */
export function SketchStep() {
  const { data, update, errors } = useDraft();
  const strokes = (getIn(data, 'sketch.strokes') as SketchStrokes | undefined) ?? [];
  return (
    <>
      <fieldset className="claim-group">
        <legend className="h6">{t.legend}</legend>
        <p className="field-hint">{t.hint}</p>
        <SketchPad
          strokes={strokes}
          limits={LIMITS}
          onChange={(next) => update('sketch.strokes', next.length > 0 ? next : undefined)}
        />
      </fieldset>
      <fieldset className="claim-group">
        <legend className="h6">{t.layout}</legend>
        <DraftSelect path="sketch.layout.road" label={t.road} options={ROADS} />
        <DraftSelect path="sketch.layout.directionA" label={t.directionA} options={DIRECTIONS} />
        {sidesOf(data).length > 1 ? (
          <DraftSelect path="sketch.layout.directionB" label={t.directionB} options={DIRECTIONS} />
        ) : null}
        <DraftTextArea path="sketch.layout.text" label={t.text} maxLength={CLAIM_TEXT.long} />
      </fieldset>
      {errors.sketch ? (
        <p className="text-danger" role="alert">
          {errors.sketch}
        </p>
      ) : null}
    </>
  );
}

/** Section 14 for both drivers. */
export function RemarksStep() {
  const { data } = useDraft();
  return (
    <>
      <DraftTextArea path="vehicleA.remarks" label={f.remarksA} maxLength={CLAIM_TEXT.long} />
      {sidesOf(data).length > 1 ? (
        <DraftTextArea path="vehicleB.remarks" label={f.remarksB} maxLength={CLAIM_TEXT.long} />
      ) : null}
    </>
  );
}
