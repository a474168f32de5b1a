import type { Dossier } from '@area-clienti/contract';
import { helpLinks, reasonRequest } from '@/shared/entities/dossiers/policyActions';
import { text } from '@/shared/messages';
import { claimReportEntry } from '@/shared/messages/claim-report-entry';
import { glanceText } from '@/shared/messages/glance';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const g = glanceText.policyActions;

/**
 * What the client can do from the policy itself, without opening the help panel: ask the branch to take an
 * instalment, renew it or change the bank details (each opens the request with its reason, decisions/0105),
 * write to the branch about it, find a repair centre for a motor policy, print it; report a claim on it
 * (issue 22: the wizard opens with the policy chosen, if it was in force on the date).
 */
export function PolicyActions({ dossier, onPrint }: { dossier: Dossier; onPrint: () => void }) {
  return (
    <ul className="policy-actions no-print" aria-label={text.dossiers.actionsLabel}>
      <li>
        <Link className="btn btn-sm btn-primary" to={paths.claimReport(dossier.dossierID)}>
          {claimReportEntry.action}
        </Link>
      </li>
      {/^\d+$/.test(dossier.numeroPolizza.trim())
        ? (['pagaRata', 'rinnova', 'coordinateBancarie'] as const).map((reason) => (
            <li key={reason}>
              <Link
                className="btn btn-sm btn-primary"
                to={reasonRequest(dossier.numeroPolizza.trim(), reason)}
              >
                {g[reason]}
              </Link>
            </li>
          ))
        : null}
      {helpLinks(dossier).map((link) => (
        <li key={link.action}>
          <Link
            className={`btn btn-sm ${link.action === 'contactBranch' ? 'btn-primary' : 'btn-outline-primary'}`}
            to={link.to}
          >
            {link.action === 'contactBranch' ? text.help.contactBranch : text.help.findRepairCentre}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onPrint}>
          {text.dossiers.print}
        </button>
      </li>
    </ul>
  );
}
