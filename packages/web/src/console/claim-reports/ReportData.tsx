import {
  CAI_CIRCUMSTANCES,
  type CaiCircumstance,
  type CaiSketch,
  type ClaimReportData,
  DAMAGE_COVERAGES,
  IMPACT_ZONES,
  SKETCH_DIRECTIONS,
  SKETCH_ROADS,
} from '@area-clienti/contract';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';

const t = consoleText.claimDesk;
const DATE_KEYS = new Set(['date', 'birthDate', 'validFrom', 'validTo', 'licenceValidUntil']);
/** Shown elsewhere on the page (the kind in the title, the sketch in its own section). */
const SHOWN_ELSEWHERE = new Set(['kind', 'sketch']);

const labelOf = (key: string) => t.fields[key] ?? key;

/** One value as staff read it: yes/no, a date, an amount, a choice's words, a list of circumstances. */
function shownValue(key: string, value: unknown): ReactNode {
  if (value === undefined || value === null || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (key === 'estimatedCents' && typeof value === 'number') return formatAmount(value / 100) ?? '0,00 €';
  if (key === 'coverage') return DAMAGE_COVERAGES[value as keyof typeof DAMAGE_COVERAGES] ?? String(value);
  if (key === 'firstImpact') return IMPACT_ZONES[value as keyof typeof IMPACT_ZONES] ?? String(value);
  if (key === 'road') return SKETCH_ROADS[value as keyof typeof SKETCH_ROADS] ?? String(value);
  if (key === 'directionA' || key === 'directionB')
    return SKETCH_DIRECTIONS[value as keyof typeof SKETCH_DIRECTIONS] ?? String(value);
  if (key === 'circumstances' && Array.isArray(value)) {
    if (value.length === 0) return t.empty;
    return (
      <ul className="mb-0">
        {value.map((n) => (
          <li key={String(n)}>
            {String(n)}. {CAI_CIRCUMSTANCES[n as CaiCircumstance] ?? ''}
          </li>
        ))}
      </ul>
    );
  }
  if (DATE_KEYS.has(key) && typeof value === 'string') return formatDate(value) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return t.empty;
    return (
      <ol className="mb-0">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only, its order is its identity.
          <li key={index}>{shownValue('', item)}</li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') return <Fields value={value as Record<string, unknown>} />;
  return String(value);
}

/** An object's fields as a list of label and value, nested objects inside. */
function Fields({ value }: { value: Record<string, unknown> }) {
  const entries = Object.entries(value).filter(([key]) => !SHOWN_ELSEWHERE.has(key));
  if (entries.length === 0) return <>{t.empty}</>;
  return (
    <dl className="claim-desk__fields mb-0">
      {entries.map(([key, item]) => (
        <div key={key}>
          <dt>{labelOf(key)}</dt>
          <dd>{shownValue(key, item)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every section of the report's data, both kinds (issue 34 item 7): each top-level field a section with its
 * heading, its fields inside; a field this page does not name yet shows by its key, so nothing is hidden.
 */
export function ReportData({ data }: { data: ClaimReportData }) {
  const record = data as Record<string, unknown>;
  const simple = Object.entries(record).filter(
    ([key, value]) => !SHOWN_ELSEWHERE.has(key) && (typeof value !== 'object' || value === null),
  );
  const nested = Object.entries(record).filter(
    ([key, value]) => !SHOWN_ELSEWHERE.has(key) && typeof value === 'object' && value !== null,
  );
  return (
    <section className="detail-section" aria-labelledby="denuncia-dati">
      <h2 id="denuncia-dati">{t.data}</h2>
      <Fields value={Object.fromEntries(simple)} />
      {nested.map(([key, value]) => (
        <section key={key} className="mt-3" aria-labelledby={`denuncia-dati-${key}`}>
          <h3 id={`denuncia-dati-${key}`} className="h5">
            {labelOf(key)}
          </h3>
          {shownValue(key, value)}
        </section>
      ))}
    </section>
  );
}

const VIEW = 300;

/** The sketch: the strokes drawn as an SVG (points from 0 to 1 of the drawing), or the layout described. */
export function ReportSketch({ sketch }: { sketch: CaiSketch | undefined }) {
  const strokes = sketch?.strokes ?? [];
  const layout = sketch?.layout;
  return (
    <section className="detail-section" aria-labelledby="denuncia-schizzo">
      <h2 id="denuncia-schizzo">{t.sketch}</h2>
      {strokes.length === 0 && !layout ? <p>{t.sketchNone}</p> : null}
      {strokes.length > 0 ? (
        <svg
          className="claim-desk__sketch"
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          role="img"
          aria-label={t.sketchDrawn(strokes.length)}
        >
          <rect x="0" y="0" width={VIEW} height={VIEW} fill="#fff" stroke="#5c6f82" />
          {strokes.map((stroke, index) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes are drawn in order and never move.
              key={index}
              points={stroke.map(([x, y]) => `${(x * VIEW).toFixed(1)},${(y * VIEW).toFixed(1)}`).join(' ')}
              fill="none"
              stroke="#17324d"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))}
        </svg>
      ) : null}
      {layout ? <Fields value={layout as Record<string, unknown>} /> : null}
    </section>
  );
}
