import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { claimReportAfterText } from '@/shared/messages/claim-report-after';
import { QueryError } from '@/shared/ui/QueryError';
import { StaffTextForm } from './StaffTextForm';
import { postStaffMessage, staffThreadQuery } from './thread-api';

const t = claimReportAfterText.console;

/**
 * A sent report's thread with its client (issue 34 item 7), self-contained by `reportId`: the messages and
 * requests in the order written, and the branch's reply. The client is e-mailed only that there is news.
 */
export function ReportThread({ reportId }: { reportId: string }) {
  const id = useId();
  const thread = useQuery(staffThreadQuery(reportId));
  const messages = thread.data?.messages ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="claim-report-thread mt-3">
      <h4 id={`${id}-title`} className="h6">
        {t.threadTitle}
      </h4>
      {thread.isPending ? <p role="status">{text.loading}</p> : null}
      {thread.isError ? <QueryError /> : null}
      {thread.isSuccess && messages.length === 0 ? <p>{t.empty}</p> : null}
      <ol className="list-unstyled">
        {messages.map((message) => (
          <li key={message.messageId} className="mb-2">
            <strong>{message.author === 'client' ? t.client : t.branch}</strong>,{' '}
            <time dateTime={message.at}>{formatDateTime(message.at) ?? message.at}</time>
            {message.kind === 'documentRequest' ? <> ({message.fulfilledAt ? t.fulfilled : t.open})</> : null}
            <p className="mb-0 claim-report-thread__text">{message.text}</p>
          </li>
        ))}
      </ol>
      <StaffTextForm
        reportId={reportId}
        label={t.label}
        button={t.send}
        done={t.sent}
        send={postStaffMessage}
      />
    </section>
  );
}
