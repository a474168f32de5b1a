import {
  CAI_CIRCUMSTANCES,
  type CaiCircumstance,
  type CaiData,
  type CaiSide,
  ClaimReportPath,
  claimReportFilesReply,
  DAMAGE_COVERAGES,
  type DamageData,
  hasVehicleB,
  IMPACT_ZONES,
  SKETCH_DIRECTIONS,
  SKETCH_ROADS,
} from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { formatAmount, formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimReviewText } from '@/shared/messages/claim-report-review';
import { filesKey, Thumbnail } from '../photos/PhotosStep';
import { accidentRows } from './accidentSummary';

const f = claimReportText.fields;
const r = claimReviewText;
const none = claimReportText.review.none;

type Row = [string, string | undefined | null];

const join = (...parts: (string | undefined | null)[]) => parts.filter((p) => p?.trim()).join(' ') || null;
const day = (value: string | undefined) => (value ? (formatDate(value) ?? value) : null);

/** One section of the review: a heading and its rows, each row shown even when empty ("Non indicato"). */
function Section({ title, rows, children }: { title: string; rows: Row[]; children?: React.ReactNode }) {
  return (
    <section className="claim-review__section">
      <h3 className="h6">{title}</h3>
      {rows.length > 0 ? (
        <dl className="claim-summary">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value?.trim() ? value : none}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

const placeRows = (data: CaiData | DamageData): Row[] => [
  [f.date, day(data.date)],
  [f.time, data.time],
  [f.street, data.place?.street],
  [f.town, data.place?.town],
  [r.country, data.place?.country ?? 'IT'],
  ...(data.place?.gps ? [[r.gps, `${data.place.gps.lat}, ${data.place.gps.lon}`] as Row] : []),
];

/** Sections 6 to 12 and 14 of one vehicle, as the CAI numbers them. */
function VehicleSection({ side, data }: { side: 'A' | 'B'; data: CaiSide | undefined }) {
  const holder = data?.policyholder;
  const vehicle = data?.vehicle;
  const insurer = data?.insurer;
  const driver = data?.driver;
  const ticks = data?.circumstances ?? [];
  const rows: Row[] = [
    [f.policyholder, join(holder?.name, holder?.surname)],
    [
      `${f.policyholder}: ${f.address.toLowerCase()}`,
      join(holder?.address, holder?.postcode, holder?.country),
    ],
    [`${f.policyholder}: ${f.phone.toLowerCase()}`, join(holder?.phone, holder?.email)],
    [f.vehicle, join(vehicle?.make, vehicle?.model)],
    [f.plate, join(vehicle?.plate, vehicle?.registrationCountry)],
    [f.insurer, insurer?.name],
    [f.policyNumber, insurer?.policyNumber],
    [f.greenCard, insurer?.greenCard],
    [`${f.validFrom} / ${f.validTo}`, join(day(insurer?.validFrom), '–', day(insurer?.validTo))],
    [f.agency, insurer?.agency],
    [f.ownDamage, insurer?.ownDamageCovered === undefined ? null : r.yesNo(insurer.ownDamageCovered)],
    [f.driver, join(driver?.name, driver?.surname)],
    [f.birthDate, day(driver?.birthDate)],
    [`${f.driver}: ${f.address.toLowerCase()}`, join(driver?.address, driver?.country)],
    [`${f.driver}: ${f.phone.toLowerCase()}`, join(driver?.phone, driver?.email)],
    [f.licence, join(driver?.licenceNumber, driver?.licenceCategory)],
    [f.licenceValid, day(driver?.licenceValidUntil)],
    [side === 'A' ? f.impactA : f.impactB, data?.firstImpact ? IMPACT_ZONES[data.firstImpact] : null],
    [side === 'A' ? f.damageA : f.damageB, data?.visibleDamage],
    [
      side === 'A' ? f.circumstancesA : f.circumstancesB,
      // The count first, as the form's box "numero di caselle barrate".
      ticks.length > 0
        ? `${ticks.length}: ${ticks.map((n) => `${n}. ${CAI_CIRCUMSTANCES[n as CaiCircumstance]}`).join('; ')}`
        : '0',
    ],
  ];
  return <Section title={r.sections.vehicle(side)} rows={rows} />;
}

/** The sketch as drawn (the strokes, an image with its description) or as described. */
function SketchSection({ sketch }: { sketch: CaiData['sketch'] }) {
  const strokes = sketch?.strokes ?? [];
  const layout = sketch?.layout;
  const rows: Row[] = [
    [r.road, layout?.road ? SKETCH_ROADS[layout.road] : null],
    [claimReportText.sketch.directionA, layout?.directionA ? SKETCH_DIRECTIONS[layout.directionA] : null],
    [claimReportText.sketch.directionB, layout?.directionB ? SKETCH_DIRECTIONS[layout.directionB] : null],
    [r.sketchText, layout?.text],
  ];
  return (
    <Section title={r.sections.sketch} rows={rows}>
      {strokes.length > 0 ? (
        <svg
          className="claim-review__sketch"
          viewBox="0 0 400 300"
          role="img"
          aria-label={r.drawing(strokes.length)}
        >
          {strokes.map((stroke, index) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes have no identity but their order
              key={index}
              points={stroke.map(([x, y]) => `${x * 400},${y * 300}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          ))}
        </svg>
      ) : (
        <p>{r.noDrawing}</p>
      )}
    </Section>
  );
}

/** The report's photos and documents: each by name, a photo with its thumbnail. */
function FilesSection({ reportId }: { reportId: string }) {
  const files = useQuery({
    queryKey: filesKey(reportId),
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getClaimReportFiles, { reportId }, claimReportFilesReply, { signal }),
  });
  const list = files.data?.files ?? [];
  return (
    <Section title={r.sections.files} rows={[]}>
      {files.isPending ? <p>{r.filesLoading}</p> : null}
      {files.data && list.length === 0 ? <p>{r.noFiles}</p> : null}
      <ul className="claim-files">
        {list.map((file) => (
          <li key={file.fileId} className="claim-file">
            {file.kind === 'photo' ? <Thumbnail file={file} /> : null}
            <span className="claim-file__name">
              {file.name}{' '}
              <span className="claim-file__kind">
                ({file.kind === 'photo' ? claimReportText.photos.photo : claimReportText.photos.document})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CaiSections({ data }: { data: CaiData }) {
  const witnesses = data.witnesses ?? [];
  return (
    <>
      <Section title={r.sections.when} rows={placeRows(data)} />
      <Section
        title={r.sections.injuries}
        rows={[
          [f.injuries, r.yesNo(data.injuries)],
          ...(data.injuries ? [[r.healthConsent, r.yesNo(data.healthConsent)] as Row] : []),
        ]}
      />
      <Section
        title={r.sections.otherDamage}
        rows={[
          [f.otherVehicles, r.yesNo(data.otherVehiclesDamage)],
          [f.objects, r.yesNo(data.objectsDamage)],
        ]}
      />
      <Section
        title={r.sections.witnesses}
        rows={witnesses.map((w, index): Row => [f.witness(index + 1), join(w.name, w.address, w.phone)])}
      >
        {witnesses.length === 0 ? <p>{r.noWitnesses}</p> : null}
      </Section>
      <VehicleSection side="A" data={data.vehicleA} />
      {hasVehicleB(data.accidentKind) ? <VehicleSection side="B" data={data.vehicleB} /> : null}
      {data.signerB?.mobile || data.signerB?.email ? (
        <Section
          title={r.signerB}
          rows={[[r.signerBMobile, join(data.signerB.mobile, data.signerB.email)]]}
        />
      ) : null}
      <SketchSection sketch={data.sketch} />
      <Section
        title={r.sections.remarks}
        rows={[
          [f.remarksA, data.vehicleA?.remarks],
          [f.remarksB, data.vehicleB?.remarks],
        ]}
      />
    </>
  );
}

function DamageSections({ data }: { data: DamageData }) {
  return (
    <>
      <Section
        title={r.sections.what}
        rows={[
          [f.coverage, data.coverage ? DAMAGE_COVERAGES[data.coverage] : null],
          [f.description, data.description],
          [f.injuriesDamage, r.yesNo(data.injuries)],
        ]}
      />
      <Section title={r.sections.when} rows={placeRows(data)} />
      <Section
        title={r.sections.payment}
        rows={[
          [f.amount, data.estimatedCents === undefined ? null : formatAmount(data.estimatedCents / 100)],
          [f.iban, data.iban],
          [f.ibanHolder, data.ibanHolder],
        ]}
      />
    </>
  );
}

/** Every section of the report as it will be in the document to sign (issue 34 item 4). */
export function ReviewSections({ reportId, data }: { reportId: string; data: CaiData | DamageData }) {
  // What issue 34 items 2-3 added (kind of accident, fled vehicle, vehicles C…, injured, authority, trailers,
  // inspection): its own section, in the order of the document.
  const extra = accidentRows(data);
  return (
    <div className="claim-review">
      {data.kind === 'motor' ? <CaiSections data={data} /> : <DamageSections data={data} />}
      {extra.length > 0 ? <Section title={r.sections.accident} rows={extra} /> : null}
      <FilesSection reportId={reportId} />
    </div>
  );
}
