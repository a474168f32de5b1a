import type { SideChange } from '@area-clienti/contract';
import { correctionReviewText as t } from '@/shared/messages/counterpart';

/**
 * Driver B's corrections, each field's value before beside B's (docs/decisions/0134): the same table for A,
 * who answers them, and for the agency's desk, which reads them.
 */
export function CorrectionTable({ changes }: { changes: SideChange[] }) {
  return (
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
              <td>
                <strong>{change.after || t.empty}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
