import type { ClaimReportKind } from '@area-clienti/contract';
import { claimReportText } from '@/shared/messages/claim-report';

const s = claimReportText.steps;

/** The wizard's steps, by their address (`/denuncia-sinistro/<id>/<step>`), in order, each with its title. */
export const MOTOR_STEPS = [
  ['quando-dove', s.whenWhere],
  ['feriti', s.injuries],
  ['altri-danni', s.otherDamage],
  ['veicolo-a', s.vehicleA],
  ['veicolo-b', s.vehicleB],
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

export const stepsOf = (kind: ClaimReportKind): readonly (readonly [StepId, string])[] =>
  kind === 'motor' ? MOTOR_STEPS : DAMAGE_STEPS;

/** The step shown for an address: the first when the address names none of the kind's steps. */
export function stepAt(kind: ClaimReportKind, step: string | undefined): { id: StepId; index: number } {
  const steps = stepsOf(kind);
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
    return ['coverage', 'description', 'date', 'time', 'place.town'].includes(path) ? 'cosa' : 'importo';
  }
  if (path.endsWith('.circumstances')) return 'circostanze';
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
};

/** A missing field as the review lists it: `Veicolo B – Targa`. */
export function missingLabel(path: string): string {
  const side = /^vehicle([AB])\.(.+)$/.exec(path);
  if (side) return `Veicolo ${side[1]} – ${FIELD_LABELS[side[2] ?? ''] ?? side[2]}`;
  return FIELD_LABELS[path] ?? path;
}
