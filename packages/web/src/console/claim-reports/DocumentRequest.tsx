import { useId } from 'react';
import { claimReportAfterText } from '@/shared/messages/claim-report-after';
import { StaffTextForm } from './StaffTextForm';
import { requestDocuments } from './thread-api';

const t = claimReportAfterText.console;

/**
 * The branch asks the client for documents (issue 34 item 7), self-contained by `reportId`: a text naming
 * what is needed. The client sees the open request on the report's page and answers it by uploading; the
 * thread (ReportThread) shows it open, then fulfilled.
 */
export function DocumentRequest({ reportId }: { reportId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="claim-report-request mt-3">
      <h4 id={`${id}-title`} className="h6">
        {t.requestTitle}
      </h4>
      <StaffTextForm
        reportId={reportId}
        label={t.requestLabel}
        button={t.requestSend}
        done={t.requested}
        send={requestDocuments}
      />
    </section>
  );
}
