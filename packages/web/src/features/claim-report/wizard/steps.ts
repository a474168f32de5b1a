import { type ClaimReportData, type ClaimReportKind, hasVehicleB } from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';

const s = claimReportText.steps;

/** The wizard's steps, by their address (`/denuncia-sinistro/<id>/<step>`), in order, each with its title. */
export const MOTOR_STEPS = [
  ['quando-dove', s.whenWhere],
  ['feriti', s.injuries],
  ['altri-danni', s.otherDamage],
  ['veicolo-a', s.vehicleA],
  ['veicolo-b', s.vehicleB],
  ['veicolo-fuggito', claimAccidentText.fledStep],
  ['altri-veicoli', claimAccidentText.othersStep],
  ['punto-urto', s.impact],
  ['danni', s.damage],
  ['circostanze', s.circumstances],
  ['grafico', s.sketch],
  ['osservazioni', s.remarks],
  ['foto', s.photos],
  ['riepilogo', s.review],
] as const;

export const DAMAGE_STEPS = [
  ['cosa', s.what],
  ['importo', s.amount],
  ['foto', s.photos],
  ['riepilogo', s.review],
] as const;

export type MotorStep = (typeof MOTOR_STEPS)[number][0];
export type DamageStep = (typeof DAMAGE_STEPS)[number][0];
export type StepId = MotorStep | DamageStep;

/**
 * The steps of a report: a CAI's follow its kind of accident (issue 34 item 2): vehicle B's only when there
 * is a B to name, the fled vehicle's for a hit-and-run, the vehicles beyond B's for three or more. Without
 * `data`, every step (their titles).
 */
export function stepsOf(
  kind: ClaimReportKind,
  data?: ClaimReportData,
): readonly (readonly [StepId, string])[] {
  if (kind !== 'motor') return DAMAGE_STEPS;
  if (data?.kind !== 'motor') return MOTOR_STEPS;
  const accident = data.accidentKind ?? 'twoVehicles';
  return MOTOR_STEPS.filter(([id]) => {
    if (id === 'veicolo-b') return hasVehicleB(accident);
    if (id === 'veicolo-fuggito') return accident === 'hitAndRun';
    if (id === 'altri-veicoli') return accident === 'multiVehicle';
    return true;
  });
}

/** The step shown for an address: the first when the address names none of the kind's steps. */
export function stepAt(
  kind: ClaimReportKind,
  step: string | undefined,
  data?: ClaimReportData,
): { id: StepId; index: number } {
  const steps = stepsOf(kind, data);
  const index = Math.max(
    0,
    steps.findIndex(([id]) => id === step),
  );
  return { id: steps[index]?.[0] ?? 'riepilogo', index };
}

/** The step where a missing field (a path of `claimReportMissing`) is written. */
export function stepOfField(kind: ClaimReportKind, path: string): StepId {
  if (kind === 'damage') {
    if (path === 'policeReportFileId') return 'foto';
    if (path.startsWith('inspection')) return 'importo';
    return ['coverage', 'description', 'date', 'time', 'place.town'].includes(path) ? 'cosa' : 'importo';
  }
  if (path.endsWith('.circumstances')) return 'circostanze';
  if (path.startsWith('hitAndRun.')) return 'veicolo-fuggito';
  if (path.startsWith('otherVehicles')) return 'altri-veicoli';
  if (path.startsWith('injured')) return 'feriti';
  if (path.startsWith('inspection')) return 'danni';
  if (path.startsWith('vehicleA.')) return 'veicolo-a';
  if (path.startsWith('vehicleB.')) return 'veicolo-b';
  if (path === 'injuries') return 'feriti';
  if (path === 'otherVehiclesDamage' || path === 'objectsDamage') return 'altri-danni';
  if (path === 'sketch') return 'grafico';
  return 'quando-dove';
}

const f = claimReportText.fields;
const FIELD_LABELS: Record<string, string> = {
  date: f.date,
  time: f.time,
  'place.town': f.town,
  injuries: f.injuries,
  otherVehiclesDamage: f.otherVehicles,
  objectsDamage: f.objects,
  'policyholder.surname': `${f.policyholder}: ${f.surname.toLowerCase()}`,
  'vehicle.plate': f.plate,
  'insurer.name': f.insurer,
  'insurer.policyNumber': f.policyNumber,
  'driver.surname': `${f.driver}: ${f.surname.toLowerCase()}`,
  'driver.name': `${f.driver}: ${f.name.toLowerCase()}`,
  'driver.licenceNumber': f.licence,
  circumstances: claimReportText.steps.circumstances,
  sketch: claimReportText.steps.sketch,
  coverage: f.coverage,
  description: f.description,
  estimatedCents: f.amount,
  policeReportFileId: 'Denuncia alle autorità',
  iban: f.iban,
  'hitAndRun.seen': claimAccidentText.fledSeen,
  'hitAndRun.report.body': `${claimAccidentText.fledReport}: ${claimAccidentText.fledReportBody.toLowerCase()}`,
  'hitAndRun.report.date': claimAccidentText.fledReportDate,
  otherVehicles: claimAccidentText.othersStep,
  injured: claimAccidentText.injuredList,
  'inspection.place': `${claimAccidentText.inspectionLegendShort}: ${claimAccidentText.inspectionPlace.toLowerCase()}`,
  'inspection.days': `${claimAccidentText.inspectionLegendShort}: ${claimAccidentText.inspectionDays.toLowerCase()}`,
  'inspection.from': `${claimAccidentText.inspectionLegendShort}: ${claimAccidentText.inspectionFrom.toLowerCase()}`,
  'inspection.to': `${claimAccidentText.inspectionLegendShort}: ${claimAccidentText.inspectionTo.toLowerCase()}`,
  surname: f.surname,
  role: claimAccidentText.injuredRole,
  vehicle: claimAccidentText.injuredVehicle,
};

/** A missing field as the review lists it: `Veicolo B – Targa`. */
export function missingLabel(path: string): string {
  const side = /^vehicle([AB])\.(.+)$/.exec(path);
  if (side) return `Veicolo ${side[1]} – ${FIELD_LABELS[side[2] ?? ''] ?? side[2]}`;
  const other = /^otherVehicles\.(\d)\.(.+)$/.exec(path);
  if (other) {
    const letter = String.fromCharCode(67 + Number(other[1]));
    return `Veicolo ${letter} – ${FIELD_LABELS[other[2] ?? ''] ?? other[2]}`;
  }
  const person = /^injured\.(\d+)\.(.+)$/.exec(path);
  if (person) {
    const field = FIELD_LABELS[person[2] ?? ''] ?? person[2];
    return `${claimAccidentText.injuredPerson(Number(person[1]) + 1)} – ${field}`;
  }
  return FIELD_LABELS[path] ?? path;
}
