import type { Documento } from '@area-clienti/contract';
import { useId } from 'react';
import { useDocumentDownload } from '@/shared/entities/documents/api';
import { formatDate } from '@/shared/format';
import { text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';

const t = text.dossiers;

/**
 * The motor policy's risk certificate, above the tabs: the law (IVASS) wants it downloadable in the
 * reserved area, and a client looks for it on the policy rather than among its attachments. The policy's
 * tabs call names the newest one; while the documents are being refreshed it names none, and the Allegati
 * tab says why.
 */
export function RiskCertificate({ certificate }: { certificate: Documento | null }) {
  const download = useDocumentDownload();
  const titleId = useId();
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
