import { type CounterpartCorrection as Correction, sideChanges } from '@area-clienti/contract';
import { formatDateTime } from '@/shared/format';
import { correctionReviewText } from '@/shared/messages/counterpart';

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
      <div className="table-responsive">
        <table className="table">
          <caption className="visually-hidden">{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.field}</th>
              <th scope="col">{t.before}</th>
              <th scope="col">{t.after}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path}>
                <th scope="row">{change.label}</th>
                <td>{change.before || t.empty}</td>
                <td>{change.after || t.empty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
