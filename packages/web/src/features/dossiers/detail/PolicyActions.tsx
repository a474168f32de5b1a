import type { Documento, Dossier } from '@area-clienti/contract';
import { useId } from 'react';
import { useDocumentDownload } from '@/shared/entities/documents/api';
import { helpLinks, reasonRequest } from '@/shared/entities/dossiers/policyActions';
import { formatDate } from '@/shared/format';
import { text } from '@/shared/messages';
import { claimReportEntry } from '@/shared/messages/claim-report-entry';
import { glanceText } from '@/shared/messages/glance';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { Alert } from '@/shared/ui/Alert';
import { useDisclosure } from '@/shared/ui/useDisclosure';

const g = glanceText.policyActions;
const t = text.dossiers;

/** One action of the menu: a link to follow, or a button whose work is done here (then the menu closes). */
type Action =
  | { key: string; label: string; to: string; note?: string }
  | { key: string; label: string; run: () => void; note?: string };

/**
 * What the client can do from the policy itself (decisions/0148): report a claim on it (issue 22: the
 * wizard opens with the policy chosen), ask the branch to take an instalment, renew it or change the bank
 * details (each opens the request with its reason, decisions/0105), write to the branch about it, find a
 * repair centre for a motor policy, download its risk certificate (IVASS: in the reserved area), print it.
 * One "Azioni" button beside the policy's number opens them all, at every width: the tabs and their content
 * come right after the heading, and no row of seven buttons stands between them.
 */
export function PolicyActions({
  dossier,
  certificate,
  onPrint,
}: {
  dossier: Dossier;
  /** The risk certificate the policy's tabs call named, or null: none, or not yet known. */
  certificate: Documento | null;
  onPrint: () => void;
}) {
  const listId = useId();
  const { open, setOpen, toggle, buttonRef, wrapperRef } = useDisclosure();
  const download = useDocumentDownload();
  const numero = dossier.numeroPolizza.trim();
  const issued = certificate ? formatDate(certificate.data) : null;
  const done = (work: () => void) => () => {
    work();
    setOpen(false);
  };
  const actions: Action[] = [
    { key: 'claim', label: claimReportEntry.action, to: paths.claimReport(dossier.dossierID) },
    ...(/^\d+$/.test(numero)
      ? (['pagaRata', 'rinnova', 'coordinateBancarie'] as const).map((reason) => ({
          key: reason,
          label: g[reason],
          to: reasonRequest(numero, reason),
        }))
      : []),
    ...helpLinks(dossier).map((link) => ({
      key: link.action,
      label: link.action === 'contactBranch' ? text.help.contactBranch : text.help.findRepairCentre,
      to: link.to,
    })),
    ...(certificate
      ? [
          {
            key: 'certificate',
            label: t.riskCertificateDownload,
            note: issued ? t.riskCertificateIssued(issued) : undefined,
            run: done(() => download.mutate(certificate.documentID)),
          },
        ]
      : []),
    { key: 'print', label: t.print, run: done(onPrint) },
  ];
  return (
    <div className="policy-actions no-print" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-primary btn-sm policy-actions__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {t.actionsMenu}
        <span className="policy-actions__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="policy-actions__list" aria-label={t.actionsLabel} hidden={!open}>
        {actions.map((action) => (
          <li key={action.key}>
            {'to' in action ? (
              <Link className="policy-actions__item" to={action.to}>
                {action.label}
              </Link>
            ) : (
              <button type="button" className="policy-actions__item" onClick={action.run}>
                {action.label}
                {action.note ? <span className="policy-actions__note">{action.note}</span> : null}
              </button>
            )}
          </li>
        ))}
      </ul>
      {download.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => download.reset()}>
          {text.documents.downloadError}
        </Alert>
      ) : null}
    </div>
  );
}
