import type { Documento } from '@area-clienti/contract';
import { useId } from 'react';
import { useDocumentDownload, useDocumenti } from '@/shared/entities/documents/api';
import { formatDate } from '@/shared/format';
import { text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';

const t = text.dossiers;

/** The newest risk certificate among the policy's documents (the list comes newest first), if any. */
const riskCertificateOf = (documenti: readonly Documento[]) =>
  documenti.find((documento) => documento.tipo === 'attestato-di-rischio');

/**
 * The motor policy's risk certificate, above the tabs: the law (IVASS) wants it downloadable in the
 * reserved area, and a client looks for it on the policy rather than among its attachments. It reads the
 * same query as the Allegati tab; while that section is locked or failing the tab says so, and no box shows.
 */
export function RiskCertificate({ dossierId }: { dossierId: number }) {
  const documenti = useDocumenti({ type: 'dossier', id: dossierId });
  const download = useDocumentDownload();
  const titleId = useId();
  const certificate = documenti.data ? riskCertificateOf(documenti.data.documenti) : undefined;
  if (!certificate) return null;
  const issued = formatDate(certificate.data);
  return (
    <section className="risk-certificate" aria-labelledby={titleId}>
      <h2 id={titleId} className="risk-certificate__title h5">
        {t.riskCertificate}
      </h2>
      <p className="risk-certificate__text">
        {t.riskCertificateText}
        {issued ? ` ${t.riskCertificateIssued(issued)}` : null}
      </p>
      {download.isError ? (
        <Alert tone="danger" live="alert" onDismiss={() => download.reset()}>
          {text.documents.downloadError}
        </Alert>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={download.isPending}
        onClick={() => download.mutate(certificate.documentID)}
      >
        {t.riskCertificateDownload}
      </button>
    </section>
  );
}
