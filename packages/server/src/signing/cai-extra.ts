import {
  ACCIDENT_KINDS,
  AUTHORITIES,
  type CaiData,
  type CaiOtherVehicle,
  type ClaimInspection,
  healthDataWithheld,
  INJURED_CARE,
  INJURED_ROLES,
  OTHER_VEHICLE_LETTERS,
  REPORTING_AUTHORITIES,
} from '@area-clienti/contract';
import { italianDate, joined } from './format.js';
import { COLORS, type Flow } from './pdf-kit.js';

/**
 * What the report says beyond the paper form's boxes (issue 34 items 2-3, docs/decisions/0136): the kind of
 * accident, the vehicle that fled, the vehicles beyond B, the injured persons, the authority, the trailers,
 * the claimants' tax codes and when the damaged vehicle can be inspected (art. 148 CAP). Written after the
 * form, on its own pages; the form's boxes point to it.
 */

/** The sentence printed when someone was hurt and the client gave no consent to health data. */
export const HEALTH_WITHHELD =
  'Ci sono persone ferite. Il cliente non ha dato il consenso al trattamento dei dati relativi alla salute: i dati dei feriti non sono stati raccolti online e la filiale contatterà il cliente.';

/** The kind of accident as the header of page 1 says it. */
export const accidentKindLabel = (data: CaiData) => ACCIDENT_KINDS[data.accidentKind ?? 'twoVehicles'];

/** Whether the report has anything the extra pages print. */
export function hasCaiExtras(data: CaiData): boolean {
  const sides = [data.vehicleA, data.vehicleB];
  return Boolean(
    (data.accidentKind && data.accidentKind !== 'twoVehicles') ||
      data.injuries ||
      data.authority?.body ||
      data.inspection ||
      sides.some(
        (side) => side?.vehicle?.trailer?.plate || side?.policyholder?.taxCode || side?.driver?.taxCode,
      ),
  );
}

/** Where, which days and hours the damaged vehicle (or the goods) can be inspected. */
export function writeInspection(flow: Flow, inspection: ClaimInspection | undefined, what = 'veicolo'): void {
  flow.heading(`Disponibilità per la perizia del ${what} danneggiato (art. 148 CAP)`, COLORS.blue);
  if (!inspection) {
    flow.field('Disponibilità', 'Non indicata');
    return;
  }
  flow.field('Dove', inspection.place ?? '');
  flow.field('Giorni', (inspection.days ?? []).map((day) => italianDate(day)).join(', '));
  flow.field(
    'Orario',
    joined([inspection.from && `dalle ${inspection.from}`, inspection.to && `alle ${inspection.to}`]),
  );
  if (inspection.notes) flow.field('Note', inspection.notes);
}

function writeVehicle(flow: Flow, letter: string, vehicle: CaiOtherVehicle) {
  const holder = vehicle.policyholder ?? {};
  const driver = vehicle.driver ?? {};
  flow.heading(`Veicolo ${letter}`, COLORS.ink);
  flow.field('Contraente / Assicurato', joined([holder.surname, holder.name]));
  flow.field('Indirizzo', joined([holder.address, holder.postcode, holder.country], ', '));
  flow.field('Tel. / e-mail', joined([holder.phone, holder.email], ' · '));
  flow.field('Codice fiscale contraente', holder.taxCode ?? '');
  flow.field('Marca e modello', joined([vehicle.vehicle?.make, vehicle.vehicle?.model]));
  flow.field('Targa', vehicle.vehicle?.plate ?? '');
  flow.field('Stato di immatricolazione', vehicle.vehicle?.registrationCountry ?? '');
  flow.field('Compagnia', vehicle.insurer?.name ?? '');
  flow.field(
    'N. polizza',
    joined(
      [
        vehicle.insurer?.policyNumber,
        vehicle.insurer?.greenCard && `carta verde ${vehicle.insurer.greenCard}`,
      ],
      ', ',
    ),
  );
  flow.field('Conducente', joined([driver.surname, driver.name]));
  flow.field('Nato il / patente', joined([italianDate(driver.birthDate), driver.licenceNumber], ' · '));
  flow.field('Codice fiscale conducente', driver.taxCode ?? '');
}

function writeInjured(flow: Flow, data: CaiData) {
  flow.heading('Persone ferite', COLORS.blue);
  if (healthDataWithheld(data)) {
    flow.paragraph(HEALTH_WITHHELD, { font: flow.fonts.bold });
    return;
  }
  const injured = data.injured ?? [];
  if (injured.length === 0) flow.field('Feriti', 'Nessun dato indicato');
  injured.forEach((person, index) => {
    flow.field(`Ferito ${index + 1}`, joined([person.surname, person.name]));
    flow.field(
      'Chi era',
      joined(
        [
          person.role && INJURED_ROLES[person.role],
          person.vehicle && person.role !== 'pedestrian' ? `del veicolo ${person.vehicle}` : undefined,
        ],
        ' ',
      ),
    );
    flow.field('Nato il / codice fiscale', joined([italianDate(person.birthDate), person.taxCode], ' · '));
    flow.field('Lesioni (come riferite)', person.injuries ?? '');
    flow.field('Cure', joined([person.care && INJURED_CARE[person.care], person.hospital], ': '));
  });
}

/** The pages after the form. */
export function writeCaiExtras(flow: Flow, data: CaiData): void {
  flow.title('Dati della denuncia oltre il modulo');
  flow.field('Tipo di incidente', accidentKindLabel(data));
  if (data.accidentKind === 'singleVehicle') {
    flow.paragraph('Nessun altro veicolo coinvolto: le sezioni del veicolo B non sono compilate.');
  }
  if (data.accidentKind === 'hitAndRun') {
    const fled = data.hitAndRun ?? {};
    flow.heading('Veicolo B non identificato o allontanatosi', COLORS.blue);
    flow.field('Dove', fled.where ?? '');
    flow.field('Che cosa è stato visto', fled.seen ?? '');
    flow.field('Parte della targa', fled.platePart ?? '');
    flow.field('Colore', fled.colour ?? '');
    flow.field('Marca o modello', fled.make ?? '');
    const report = fled.report ?? {};
    flow.field(
      'Denuncia presentata a',
      joined([report.body && REPORTING_AUTHORITIES[report.body], report.office], ', '),
    );
    flow.field('Data della denuncia', italianDate(report.date));
    flow.field('Numero o riferimento', report.reference ?? '');
  }
  (data.otherVehicles ?? []).forEach((vehicle, index) => {
    writeVehicle(flow, OTHER_VEHICLE_LETTERS[index] ?? String(index + 3), vehicle);
  });
  flow.heading('Autorità intervenute', COLORS.blue);
  flow.field(
    'Autorità',
    joined([data.authority?.body && AUTHORITIES[data.authority.body], data.authority?.office], ', '),
  );
  flow.field('Riferimento del verbale', data.authority?.reference ?? '');
  if (data.injuries) writeInjured(flow, data);
  flow.heading('Codici fiscali e rimorchi (A e B)', COLORS.blue);
  for (const [key, side] of [
    ['A', data.vehicleA],
    ['B', data.vehicleB],
  ] as const) {
    if (key === 'B' && !side) continue;
    // A's policyholder is the agency's client, named by its record (decisions/0128): printed only if written.
    if (key === 'B' || side?.policyholder?.taxCode) {
      flow.field(`Codice fiscale contraente ${key}`, side?.policyholder?.taxCode ?? '');
    }
    flow.field(`Codice fiscale conducente ${key}`, side?.driver?.taxCode ?? '');
    const trailer = side?.vehicle?.trailer;
    flow.field(
      `Rimorchio ${key}`,
      trailer?.plate
        ? joined([trailer.plate, trailer.registrationCountry && `(${trailer.registrationCountry})`])
        : 'Nessuno',
    );
  }
  writeInspection(flow, data.inspection);
}
