import { z } from 'zod';
import { CLAIM_TEXT, claimDate, claimTaxCode, claimText, claimTime } from './claim-report-base.js';
import { isValidCodiceFiscale, isValidPartitaIva } from './domain.js';
import { isItalianWorkingDay } from './italian-calendar.js';

/**
 * The accidents of real life (issue 34, items 2 and 3; docs/decisions/0136): the kind of accident, the
 * vehicle that fled, the vehicles beyond B, the injured persons, the authorities, and what art. 148 of the
 * Codice delle Assicurazioni Private needs for the insurer's term to start (the inspection of the damaged
 * vehicle, the claimants' tax codes).
 */

const text = claimText;

/** The kind of accident, asked first: `twoVehicles` unless told (every draft made before it was asked). */
export const ACCIDENT_KINDS = {
  twoVehicles: 'Due veicoli (io e un altro veicolo)',
  singleVehicle: 'Solo il mio veicolo (nessun altro veicolo coinvolto)',
  hitAndRun: 'L’altro veicolo non è identificato o si è allontanato',
  multiVehicle: 'Tre o più veicoli',
} as const;
export type AccidentKind = keyof typeof ACCIDENT_KINDS;
export const accidentKind = z.enum(Object.keys(ACCIDENT_KINDS) as [AccidentKind, ...AccidentKind[]]);
/** The kinds with a vehicle B the client can name (and B's sections required). */
export const hasVehicleB = (kind: AccidentKind | undefined) =>
  kind === undefined || kind === 'twoVehicles' || kind === 'multiVehicle';

/** Vehicles C, D, E, F: beyond them the client is shown the branch's numbers (the form has two columns). */
export const OTHER_VEHICLE_LETTERS = ['C', 'D', 'E', 'F'] as const;
export const CAI_MAX_OTHER_VEHICLES = OTHER_VEHICLE_LETTERS.length;
/** Which vehicle a person was in. */
export const VEHICLE_LETTERS = ['A', 'B', ...OTHER_VEHICLE_LETTERS] as const;
export type VehicleLetter = (typeof VEHICLE_LETTERS)[number];

/** The authorities that may intervene at an accident, or none. */
export const AUTHORITIES = {
  none: 'Nessuna',
  polstrada: 'Polizia Stradale',
  carabinieri: 'Carabinieri',
  local: 'Polizia Locale',
} as const;
export type Authority = keyof typeof AUTHORITIES;
/** Where a hit-and-run is reported (denuncia): any police force. */
export const REPORTING_AUTHORITIES = {
  polizia: 'Polizia di Stato',
  polstrada: 'Polizia Stradale',
  carabinieri: 'Carabinieri',
  local: 'Polizia Locale',
} as const;
export type ReportingAuthority = keyof typeof REPORTING_AUTHORITIES;

/** The authority that intervened at the place, with the reference of its report. */
export const caiAuthority = z.object({
  body: z.enum(Object.keys(AUTHORITIES) as [Authority, ...Authority[]]).optional(),
  /** The command or station (comando, stazione). */
  office: text(CLAIM_TEXT.line),
  /** The number of its report (verbale, rapporto). */
  reference: text(CLAIM_TEXT.short),
});

/** The other vehicle unidentified or gone: what the client saw, and the report made to the police. */
export const caiHitAndRun = z.object({
  /** Where it happened and where the other vehicle went. */
  where: text(CLAIM_TEXT.line),
  /** What was seen of it: how it happened, the vehicle, the driver. */
  seen: text(CLAIM_TEXT.long),
  platePart: text(16),
  colour: text(CLAIM_TEXT.short),
  make: text(CLAIM_TEXT.name),
  report: z
    .object({
      body: z
        .enum(Object.keys(REPORTING_AUTHORITIES) as [ReportingAuthority, ...ReportingAuthority[]])
        .optional(),
      office: text(CLAIM_TEXT.line),
      date: claimDate.optional(),
      reference: text(CLAIM_TEXT.short),
    })
    .optional(),
});
export type CaiHitAndRun = z.infer<typeof caiHitAndRun>;

/** Who an injured person was. */
export const INJURED_ROLES = { driver: 'Conducente', passenger: 'Passeggero', pedestrian: 'Pedone' } as const;
export type InjuredRole = keyof typeof INJURED_ROLES;
/** The care an injured person had, as the client knows it. */
export const INJURED_CARE = {
  none: 'Nessuna cura',
  firstAid: 'Primo soccorso o pronto soccorso',
  hospital: 'Ricovero in ospedale',
} as const;
export type InjuredCare = keyof typeof INJURED_CARE;
/** At most ten injured persons listed. */
export const CAI_MAX_INJURED = 10;

/** An injured person: health data, kept only with the consent (GDPR art. 9, CLAIMREPORT_007). */
export const caiInjured = z.object({
  surname: text(CLAIM_TEXT.name),
  name: text(CLAIM_TEXT.name),
  birthDate: claimDate.optional(),
  taxCode: claimTaxCode,
  role: z.enum(Object.keys(INJURED_ROLES) as [InjuredRole, ...InjuredRole[]]).optional(),
  /** The vehicle a driver or passenger was in. */
  vehicle: z.enum(VEHICLE_LETTERS).optional(),
  /** The injuries as told. */
  injuries: text(CLAIM_TEXT.long),
  care: z.enum(Object.keys(INJURED_CARE) as [InjuredCare, ...InjuredCare[]]).optional(),
  /** The hospital or first-aid post. */
  hospital: text(CLAIM_TEXT.line),
});
export type CaiInjured = z.infer<typeof caiInjured>;

/** At least five working days (art. 148 c.1 CAP) the damaged vehicle can be inspected. */
export const INSPECTION_MIN_DAYS = 5;
/** Days offered: the working days of the next six weeks. */
export const INSPECTION_MAX_DAYS = 30;

/** Where, which days and hours the damaged vehicle can be inspected by the insurer's expert. */
export const claimInspection = z.object({
  /** Where the vehicle is (address, body shop). */
  place: text(CLAIM_TEXT.line),
  days: z.array(claimDate).max(INSPECTION_MAX_DAYS).optional(),
  from: claimTime.optional(),
  to: claimTime.optional(),
  notes: text(CLAIM_TEXT.line),
});
export type ClaimInspection = z.infer<typeof claimInspection>;

/**
 * The inspection's days that have passed for a draft being saved (before `today`), or for one being submitted
 * (on or before `today`: the expert cannot come the day the report reaches the insurer). `today` is Rome's.
 */
export function pastInspectionDays(
  inspection: Pick<ClaimInspection, 'days'> | undefined,
  today: string,
  submission: boolean,
): string[] {
  return (inspection?.days ?? []).filter((day) => (submission ? day <= today : day < today));
}

/**
 * What is wrong with the inspection's days and hours (CLAIMREPORT_019), or undefined: a day that is not a
 * working day (Monday to Friday, not an Italian national holiday), a day twice, a day that has passed
 * (`pastInspectionDays`: a draft saved yesterday with today in it is still saved), hours that end before they
 * start; at `submission` also fewer than INSPECTION_MIN_DAYS days once any is given.
 */
export function inspectionProblem(
  inspection: ClaimInspection | undefined,
  submission: boolean,
  today: string,
): 'notWorkingDay' | 'pastDay' | 'hours' | 'fewDays' | undefined {
  if (!inspection) return undefined;
  const days = inspection.days ?? [];
  if (days.some((day) => !isItalianWorkingDay(day)) || new Set(days).size !== days.length)
    return 'notWorkingDay';
  if (pastInspectionDays(inspection, today, submission).length > 0) return 'pastDay';
  if (inspection.from && inspection.to && inspection.from >= inspection.to) return 'hours';
  if (submission && days.length > 0 && days.length < INSPECTION_MIN_DAYS) return 'fewDays';
  return undefined;
}

/**
 * The inspection's fields missing at submission (art. 148 CAP; docs/decisions/0136): when the client claims
 * damage to their own vehicle or goods (`required`), where, at least INSPECTION_MIN_DAYS days and the hours;
 * otherwise only enough days once any is given.
 */
export function inspectionMissing(inspection: ClaimInspection | undefined, required: boolean): string[] {
  const days = inspection?.days?.length ?? 0;
  if (!required) return days > 0 && days < INSPECTION_MIN_DAYS ? ['inspection.days'] : [];
  const missing: [string, boolean][] = [
    ['inspection.place', !inspection?.place?.trim()],
    ['inspection.days', days < INSPECTION_MIN_DAYS],
    ['inspection.from', !inspection?.from],
    ['inspection.to', !inspection?.to],
  ];
  return missing.filter(([, absent]) => absent).map(([path]) => path);
}

/** A tax code that is given and is not one (CLAIMREPORT_020); a company policyholder may give its VAT number. */
export function badTaxCode(value: string | undefined, company = false): boolean {
  const code = value?.trim().toUpperCase();
  if (!code) return false;
  return !(isValidCodiceFiscale(code) || (company && isValidPartitaIva(code)));
}
