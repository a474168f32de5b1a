import {
  ACCIDENT_KINDS,
  AUTHORITIES,
  type ClaimReportData,
  healthDataWithheld,
  OTHER_VEHICLE_LETTERS,
  REPORTING_AUTHORITIES,
} from '@area-clienti/contract';
import { formatDate } from '@/shared/format';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';

const a = claimAccidentText;
const day = (iso: string | undefined) => (iso ? (formatDate(iso) ?? iso) : '');
const joined = (parts: (string | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);

/**
 * The review's rows (term, value) of what issue 34 items 2-3 added to a report: the kind of accident, the
 * fled vehicle, the vehicles beyond B, the injured persons (or that the branch will call), the authority, the
 * trailers and the inspection. For the review step to place among its own rows (decisions/0136).
 */
export function accidentRows(data: ClaimReportData): [string, string][] {
  const rows: [string, string][] = [];
  if (data.kind === 'motor') {
    rows.push([a.kindLegend, ACCIDENT_KINDS[data.accidentKind ?? 'twoVehicles']]);
    if (data.accidentKind === 'hitAndRun') {
      const fled = data.hitAndRun ?? {};
      rows.push([a.fledSeen, fled.seen ?? '']);
      const seen = joined([fled.platePart && `targa ${fled.platePart}`, fled.colour, fled.make]);
      if (seen) rows.push([a.fledStep, seen]);
      const report = fled.report ?? {};
      rows.push([
        a.fledReport,
        joined([
          report.body && REPORTING_AUTHORITIES[report.body],
          report.office,
          day(report.date),
          report.reference,
        ]),
      ]);
    }
    if (data.accidentKind === 'multiVehicle') {
      (data.otherVehicles ?? []).forEach((other, index) => {
        const letter = OTHER_VEHICLE_LETTERS[index] ?? '';
        rows.push([
          a.otherVehicle(letter),
          joined([other.vehicle?.plate, other.vehicle?.registrationCountry, other.insurer?.name]),
        ]);
      });
    }
    if (data.injuries) {
      rows.push([
        a.injuredList,
        healthDataWithheld(data)
          ? a.withoutConsentShort
          : joined((data.injured ?? []).map((person) => joined([person.surname, person.name], ' '))),
      ]);
    }
    if (data.authority?.body) {
      rows.push([a.authorityLegend, joined([AUTHORITIES[data.authority.body], data.authority.reference])]);
    }
    for (const [key, side] of [
      ['A', data.vehicleA],
      ['B', data.vehicleB],
    ] as const) {
      const trailer = side?.vehicle?.trailer?.plate;
      if (trailer) rows.push([`${a.trailerPlate.replace(/ \(.*\)$/, '')} ${key}`, trailer]);
    }
  }
  const inspection = data.inspection;
  if (inspection) {
    rows.push([
      a.inspectionLegend,
      joined([
        inspection.place,
        (inspection.days ?? []).map(day).join(' · '),
        joined([inspection.from, inspection.to], '–'),
      ]),
    ]);
  }
  return rows;
}
