import { type CounterpartCorrection as Correction, sideChanges } from '@area-clienti/contract';
import { formatDateTime } from '@/shared/format';
import { correctionReviewText } from '@/shared/messages/counterpart';
import { CorrectionTable } from '@/shared/ui/CorrectionTable';

const t = correctionReviewText;

/**
 * Driver B's corrections of B's sections on the desk's page of a report (issue 34 item 7, decisions/0134):
 * what A wrote beside what B proposed, the same rows A was shown. Whether A accepted them is on the timeline.
 */
export function CounterpartCorrection({ correction }: { correction: Correction }) {
  const changes = sideChanges(correction.before, correction.after);
  return (
    <section className="mt-4" aria-labelledby="claim-desk-correction">
      <h2 id="claim-desk-correction" className="h5">
        {t.title}
      </h2>
      <p>{formatDateTime(correction.at)}</p>
      <CorrectionTable changes={changes} />
    </section>
  );
}
