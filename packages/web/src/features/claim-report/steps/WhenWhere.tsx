import { ACCIDENT_KINDS, CLAIM_TEXT } from '@area-clienti/contract';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { getIn } from '../wizard/draftPath';
import { DraftChoice, DraftSelect, DraftText, useDraft } from '../wizard/fields';
import { PLACE_COUNTRIES } from './countries';

const f = claimReportText.fields;

type Locating = 'idle' | 'busy' | 'failed';

/**
 * The phone's position, read only when the client presses the button (issue 22 §2: never without), once;
 * it can be taken back.
 */
function PositionButton() {
  const { data, update } = useDraft();
  const [state, setState] = useState<Locating>('idle');
  const gps = getIn(data, 'place.gps') as { lat: number; lon: number } | undefined;
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        update('place.gps', {
          lat: Math.round(position.coords.latitude * 1e6) / 1e6,
          lon: Math.round(position.coords.longitude * 1e6) / 1e6,
        });
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="claim-position">
      <p className="field-hint">{f.locateHint}</p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={locate}
        disabled={state === 'busy'}
      >
        {state === 'busy' ? f.locating : f.locate}
      </button>
      <div aria-live="polite">
        {gps ? (
          <p className="mt-2 mb-0">
            {f.located(gps.lat.toFixed(5), gps.lon.toFixed(5))}{' '}
            <button type="button" className="link-button" onClick={() => update('place.gps', undefined)}>
              {f.forgetPosition}
            </button>
          </p>
        ) : null}
        {state === 'failed' ? <p className="mt-2 mb-0 text-danger">{f.locateFailed}</p> : null}
      </div>
    </div>
  );
}

/**
 * The date (chosen at the start, shown), the time and the place of the event (CAI sections 1 and 2); for a CAI
 * first the kind of accident, which decides the steps that follow (issue 34 item 2).
 */
export function WhenWhere() {
  const { data } = useDraft();
  return (
    <>
      {data.kind === 'motor' ? (
        <DraftChoice
          path="accidentKind"
          legend={claimAccidentText.kindLegend}
          hint={claimAccidentText.kindHint}
          options={Object.entries(ACCIDENT_KINDS)}
          fallback="twoVehicles"
        />
      ) : null}
      <p>
        <strong>{f.date}:</strong> {formatDate(data.date ?? '') ?? data.date}
      </p>
      <DraftText path="time" label={f.time} type="time" required />
      <DraftText
        path="place.street"
        label={f.street}
        maxLength={CLAIM_TEXT.line}
        autoComplete="street-address"
      />
      <DraftText path="place.town" label={f.town} maxLength={CLAIM_TEXT.name} required />
      <DraftSelect path="place.country" label={claimAccidentText.placeCountry} options={PLACE_COUNTRIES} />
      <PositionButton />
    </>
  );
}
