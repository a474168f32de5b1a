import { z } from 'zod';
import {
  accidentKind,
  badTaxCode,
  CAI_MAX_INJURED,
  CAI_MAX_OTHER_VEHICLES,
  caiAuthority,
  caiHitAndRun,
  caiInjured,
  claimInspection,
  hasVehicleB,
  inspectionMissing,
} from './claim-report-accident.js';
import { CLAIM_TEXT, claimDate, claimTaxCode, claimText, claimTime } from './claim-report-base.js';

export * from './claim-report-accident.js';

export * from './claim-report-base.js';

/**
 * The digital accident report (CAI, the "modulo blu" / European accident statement) of issue 22: its
 * sections as the paper form numbers them. Every field is optional while the report is a draft; the ones
 * `caiMissing` names are required when it is submitted (docs/decisions/0110).
 */

/** At most five witnesses (section 5). */
export const CAI_MAX_WITNESSES = 5;
/** The sketch (section 13): at most 60 strokes of at most 400 points, 6000 points in all. */
export const SKETCH_MAX_STROKES = 60;
export const SKETCH_MAX_POINTS_PER_STROKE = 400;
export const SKETCH_MAX_POINTS = 6000;

const text = claimText;

/** Where it happened (section 2); `gps` only when the client asked for the phone's position. */
export const claimPlace = z.object({
  street: text(CLAIM_TEXT.line),
  town: text(CLAIM_TEXT.name),
  /** ISO 3166-1 alpha-2, `IT` unless told. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  gps: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).optional(),
});
export type ClaimPlace = z.infer<typeof claimPlace>;

/** Section 5. */
export const caiWitness = z.object({
  name: text(CLAIM_TEXT.line),
  address: text(CLAIM_TEXT.line),
  phone: text(CLAIM_TEXT.short),
});

/** Section 6: the policyholder of a vehicle. */
export const caiPolicyholder = z.object({
  surname: text(CLAIM_TEXT.name),
  name: text(CLAIM_TEXT.name),
  address: text(CLAIM_TEXT.line),
  postcode: text(10),
  country: text(CLAIM_TEXT.short),
  phone: text(CLAIM_TEXT.short),
  email: text(254),
  /** Codice fiscale (or a company's partita IVA): art. 148 CAP asks the claimants' tax codes. */
  taxCode: claimTaxCode,
});

/** Section 7. */
export const caiVehicle = z.object({
  make: text(CLAIM_TEXT.name),
  model: text(CLAIM_TEXT.name),
  plate: text(16),
  /** Country of registration. */
  registrationCountry: text(CLAIM_TEXT.short),
  /** A trailer towed (its own plate and country of registration). */
  trailer: z.object({ plate: text(16), registrationCountry: text(CLAIM_TEXT.short) }).optional(),
});

/** Section 8. */
export const caiInsurer = z.object({
  name: text(CLAIM_TEXT.line),
  policyNumber: text(CLAIM_TEXT.short),
  greenCard: text(CLAIM_TEXT.short),
  validFrom: claimDate.optional(),
  validTo: claimDate.optional(),
  agency: text(CLAIM_TEXT.line),
  /** Are the damages to the own vehicle covered by the policy? */
  ownDamageCovered: z.boolean().optional(),
});

/** Section 9. */
export const caiDriver = z.object({
  surname: text(CLAIM_TEXT.name),
  name: text(CLAIM_TEXT.name),
  birthDate: claimDate.optional(),
  address: text(CLAIM_TEXT.line),
  country: text(CLAIM_TEXT.short),
  phone: text(CLAIM_TEXT.short),
  email: text(254),
  licenceNumber: text(CLAIM_TEXT.short),
  licenceCategory: text(10),
  licenceValidUntil: claimDate.optional(),
  /** Codice fiscale (art. 148 CAP). */
  taxCode: claimTaxCode,
});

/** Section 10: the zones of the car outline the point of first impact is marked on. */
export const IMPACT_ZONES = {
  frontLeft: 'Anteriore sinistra',
  front: 'Anteriore centrale',
  frontRight: 'Anteriore destra',
  sideLeft: 'Fiancata sinistra',
  sideRight: 'Fiancata destra',
  rearLeft: 'Posteriore sinistra',
  rear: 'Posteriore centrale',
  rearRight: 'Posteriore destra',
  roof: 'Tetto',
  underbody: 'Sottoscocca',
} as const;
export type ImpactZone = keyof typeof IMPACT_ZONES;
export const impactZone = z.enum(Object.keys(IMPACT_ZONES) as [ImpactZone, ...ImpactZone[]]);

/** Section 12: the 17 circumstances of the Italian CAI, by their number on the form. */
export const CAI_CIRCUMSTANCES = {
  1: 'in fermata / in sosta',
  2: 'ripartiva dopo una sosta / apriva una portiera',
  3: 'stava parcheggiando',
  4: 'usciva da un parcheggio, da un luogo privato, da una strada vicinale',
  5: 'entrava in un parcheggio, in un luogo privato, in una strada vicinale',
  6: 'si immetteva in una piazza a senso rotatorio',
  7: 'circolava su una piazza a senso rotatorio',
  8: 'tamponava procedendo nello stesso senso e nella stessa fila',
  9: 'procedeva nello stesso senso ma in una fila diversa',
  10: 'cambiava fila',
  11: 'sorpassava',
  12: 'girava a destra',
  13: 'girava a sinistra',
  14: 'retrocedeva',
  15: 'invadeva la sede stradale riservata alla circolazione in senso inverso',
  16: 'proveniva da destra',
  17: 'non aveva osservato il segnale di precedenza o di semaforo rosso',
} as const;
export type CaiCircumstance = keyof typeof CAI_CIRCUMSTANCES;
export const CAI_CIRCUMSTANCE_COUNT = 17;
/** The circumstances ticked for a vehicle: each number once; their count is the list's length. */
export const caiCircumstances = z
  .array(z.number().int().min(1).max(CAI_CIRCUMSTANCE_COUNT))
  .max(CAI_CIRCUMSTANCE_COUNT)
  .refine((list) => new Set(list).size === list.length, { error: 'each circumstance once' });

/** Sections 6 to 12 and 14 for one vehicle (A, the client's, or B). */
export const caiSide = z.object({
  policyholder: caiPolicyholder.optional(),
  vehicle: caiVehicle.optional(),
  insurer: caiInsurer.optional(),
  driver: caiDriver.optional(),
  firstImpact: impactZone.optional(),
  visibleDamage: text(CLAIM_TEXT.long),
  circumstances: caiCircumstances.optional(),
  remarks: text(CLAIM_TEXT.long),
});
export type CaiSide = z.infer<typeof caiSide>;

/** A vehicle beyond B (C, D, …) with the CAI's data of a side: policyholder, vehicle, insurer, driver. */
export const caiOtherVehicle = caiSide.pick({
  policyholder: true,
  vehicle: true,
  insurer: true,
  driver: true,
});
export type CaiOtherVehicle = z.infer<typeof caiOtherVehicle>;

/**
 * A point of the sketch, `[x, y]`, each from 0 (left, top) to 1 (right, bottom) of the drawing. An array of
 * exactly two checks the same as `z.tuple` and keeps zod's tuple out of the bundle every client page loads
 * (0.8 KB: the registration page passed its 150 KB budget); the type says what the check guarantees.
 */
export const sketchPoint = z.array(z.number().min(0).max(1)).length(2) as unknown as z.ZodType<
  [number, number]
>;
export const sketchStroke = z.array(sketchPoint).min(1).max(SKETCH_MAX_POINTS_PER_STROKE);

/** The keyboard alternative to drawing (section 13): the road's shape and where each vehicle went. */
export const SKETCH_ROADS = {
  straight: 'Strada rettilinea',
  bend: 'Curva',
  crossroads: 'Incrocio',
  tJunction: 'Incrocio a T',
  roundabout: 'Rotatoria',
  carPark: 'Parcheggio',
  other: 'Altro',
} as const;
export type SketchRoad = keyof typeof SKETCH_ROADS;
/** A vehicle's direction on the drawing, seen from above, the top of the drawing being north. */
export const SKETCH_DIRECTIONS = {
  north: 'Verso nord (in alto)',
  south: 'Verso sud (in basso)',
  east: 'Verso est (a destra)',
  west: 'Verso ovest (a sinistra)',
  turningLeft: 'Svoltava a sinistra',
  turningRight: 'Svoltava a destra',
  reversing: 'In retromarcia',
  stationary: 'Fermo',
} as const;
export type SketchDirection = keyof typeof SKETCH_DIRECTIONS;
const sketchDirection = z.enum(Object.keys(SKETCH_DIRECTIONS) as [SketchDirection, ...SketchDirection[]]);

export const caiSketch = z.object({
  strokes: z
    .array(sketchStroke)
    .max(SKETCH_MAX_STROKES)
    .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= SKETCH_MAX_POINTS, {
      error: 'too many points',
    })
    .optional(),
  layout: z
    .object({
      road: z.enum(Object.keys(SKETCH_ROADS) as [SketchRoad, ...SketchRoad[]]).optional(),
      directionA: sketchDirection.optional(),
      directionB: sketchDirection.optional(),
      text: text(CLAIM_TEXT.long),
    })
    .optional(),
});
export type CaiSketch = z.infer<typeof caiSketch>;

/** Who driver B is reachable at, for signing from a link (the code goes to `mobile`). */
export const caiSignerB = z.object({ mobile: text(CLAIM_TEXT.short), email: text(254) });

/** The whole CAI. */
export const caiData = z.object({
  kind: z.literal('motor'),
  /** Two vehicles unless told (docs/decisions/0136). */
  accidentKind: accidentKind.optional(),
  /** Section 1: the date of the accident (the report's event date). */
  date: claimDate.optional(),
  /** Section 1: the time. */
  time: claimTime.optional(),
  /** Section 2. */
  place: claimPlace.optional(),
  /** Section 3: injuries, even slight. */
  injuries: z.boolean().optional(),
  /**
   * Section 3 with `injured`: the explicit consent to process health data (GDPR art. 9), asked at that step.
   * Without it the client may still say there are injured people: no health data is kept, the branch calls.
   */
  healthConsent: z.boolean().optional(),
  /** The injured persons (health data: only with `healthConsent`). */
  injured: z.array(caiInjured).max(CAI_MAX_INJURED).optional(),
  /** The authority that intervened. */
  authority: caiAuthority.optional(),
  /** `hitAndRun`: the other vehicle unidentified or gone. */
  hitAndRun: caiHitAndRun.optional(),
  /** `multiVehicle`: the vehicles beyond B. */
  otherVehicles: z.array(caiOtherVehicle).max(CAI_MAX_OTHER_VEHICLES).optional(),
  /** Art. 148 CAP: where and when the damaged vehicle can be inspected. */
  inspection: claimInspection.optional(),
  /** Section 4: damage to vehicles other than A and B. */
  otherVehiclesDamage: z.boolean().optional(),
  /** Section 4: damage to objects other than vehicles. */
  objectsDamage: z.boolean().optional(),
  witnesses: z.array(caiWitness).max(CAI_MAX_WITNESSES).optional(),
  /** Vehicle A is the client's: the server fills it from the policy when the draft is made. */
  vehicleA: caiSide.optional(),
  vehicleB: caiSide.optional(),
  sketch: caiSketch.optional(),
  /** Optional: driver B signs the same report from a link, with a code to this mobile. */
  signerB: caiSignerB.optional(),
});
export type CaiData = z.infer<typeof caiData>;

const blank = (value: string | undefined) => !value?.trim();

/**
 * The fields of a CAI still missing before it can be submitted, by their path (`vehicleB.vehicle.plate`),
 * in the order of the form: the server refuses a submission with the first (CLAIMREPORT_005), the web
 * shows them all.
 */
export function caiMissing(data: CaiData): string[] {
  const missing: string[] = [];
  const need = (path: string, absent: boolean) => absent && missing.push(path);
  const kind = data.accidentKind ?? 'twoVehicles';
  need('date', !data.date);
  need('time', !data.time);
  need('place.town', blank(data.place?.town));
  need('injuries', data.injuries === undefined);
  if (data.injuries && data.healthConsent) {
    need('injured', (data.injured?.length ?? 0) === 0);
    (data.injured ?? []).forEach((person, index) => {
      need(`injured.${index}.surname`, blank(person.surname));
      need(`injured.${index}.role`, !person.role);
      need(
        `injured.${index}.vehicle`,
        person.role !== undefined && person.role !== 'pedestrian' && !person.vehicle,
      );
    });
  }
  need('otherVehiclesDamage', data.otherVehiclesDamage === undefined);
  need('objectsDamage', data.objectsDamage === undefined);
  if (kind === 'hitAndRun') {
    need('hitAndRun.seen', blank(data.hitAndRun?.seen));
    need('hitAndRun.report.body', !data.hitAndRun?.report?.body);
    need('hitAndRun.report.date', !data.hitAndRun?.report?.date);
  }
  for (const key of hasVehicleB(kind) ? (['vehicleA', 'vehicleB'] as const) : (['vehicleA'] as const)) {
    const side = data[key];
    need(`${key}.policyholder.surname`, blank(side?.policyholder?.surname));
    need(`${key}.vehicle.plate`, blank(side?.vehicle?.plate));
    need(`${key}.insurer.name`, blank(side?.insurer?.name));
    need(`${key}.driver.surname`, blank(side?.driver?.surname));
    need(`${key}.driver.name`, blank(side?.driver?.name));
    need(`${key}.circumstances`, side?.circumstances === undefined);
  }
  if (kind === 'multiVehicle') {
    need('otherVehicles', (data.otherVehicles?.length ?? 0) === 0);
    (data.otherVehicles ?? []).forEach((other, index) => {
      need(`otherVehicles.${index}.policyholder.surname`, blank(other.policyholder?.surname));
      need(`otherVehicles.${index}.vehicle.plate`, blank(other.vehicle?.plate));
      need(`otherVehicles.${index}.insurer.name`, blank(other.insurer?.name));
      need(`otherVehicles.${index}.driver.surname`, blank(other.driver?.surname));
    });
  }
  need('vehicleA.insurer.policyNumber', blank(data.vehicleA?.insurer?.policyNumber));
  need('vehicleA.driver.licenceNumber', blank(data.vehicleA?.driver?.licenceNumber));
  // Damage to the client's own vehicle is claimed: where and when it can be inspected (art. 148 CAP).
  missing.push(...inspectionMissing(data.inspection, !blank(data.vehicleA?.visibleDamage)));
  const drawn = (data.sketch?.strokes?.length ?? 0) > 0;
  const described = Boolean(data.sketch?.layout?.road);
  need('sketch', !drawn && !described);
  return missing;
}

/**
 * The CAI as its kind of accident has it: no vehicle B, B's signer or B's circumstances when there is no B
 * to name, no fled vehicle but for a hit-and-run, no vehicles C… but with three or more; the consent and
 * the injured persons only with injuries. The server saves this (a switch of kind leaves nothing behind
 * that the PDF, the feed or B's link would carry).
 */
export function caiForKind(data: CaiData): CaiData {
  const kind = data.accidentKind ?? 'twoVehicles';
  const { vehicleB, signerB, hitAndRun, otherVehicles, injured, healthConsent, ...rest } = data;
  const sketch =
    data.sketch?.layout?.directionB && !hasVehicleB(kind)
      ? { ...data.sketch, layout: { ...data.sketch.layout, directionB: undefined } }
      : data.sketch;
  return {
    ...rest,
    ...(sketch ? { sketch } : {}),
    ...(hasVehicleB(kind) ? { vehicleB, signerB } : {}),
    ...(kind === 'hitAndRun' ? { hitAndRun } : {}),
    ...(kind === 'multiVehicle' ? { otherVehicles } : {}),
    ...(data.injuries ? { healthConsent, ...(healthConsent ? { injured } : {}) } : {}),
  } as CaiData;
}

/** The tax codes of a CAI (paths and values) that are given and are not valid (CLAIMREPORT_020). */
export function caiBadTaxCodes(data: CaiData): string[] {
  const codes: [string, string | undefined, boolean][] = [];
  const people = [
    ['vehicleA', data.vehicleA],
    ['vehicleB', data.vehicleB],
    ...(data.otherVehicles ?? []).map((other, index) => [`otherVehicles.${index}`, other] as const),
  ] as const;
  for (const [path, side] of people) {
    codes.push([`${path}.policyholder.taxCode`, side?.policyholder?.taxCode, true]);
    codes.push([`${path}.driver.taxCode`, side?.driver?.taxCode, false]);
  }
  (data.injured ?? []).forEach((person, index) => {
    codes.push([`injured.${index}.taxCode`, person.taxCode, false]);
  });
  return codes.filter(([, value, company]) => badTaxCode(value, company)).map(([path]) => path);
}
