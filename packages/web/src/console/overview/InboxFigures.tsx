import { useQuery } from '@tanstack/react-query';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link } from '@/shared/router';
import { FieldList } from '@/shared/ui/FieldList';
import { QueryError } from '@/shared/ui/QueryError';
import { consolePaths } from '../paths';
import { inboxFiguresQuery } from './api';

const t = consoleText.inboxFigures;
const count = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** "2 h 05 min", "45 min", "3 g 4 h": a time to answer in calendar minutes, rounded to the minute. */
export function durationText(minutes: number): string {
  const whole = Math.round(minutes);
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  if (days > 0) return `${days} g ${hours} h`;
  if (hours > 0) return `${hours} h ${String(rest).padStart(2, '0')} min`;
  return `${rest} min`;
}

/**
 * The status page's figures of the contact requests (issue 35, docs/decisions/0144): open and late now (the
 * late ones link to the inbox filtered), and the first answers of the last 30 days with their median time.
 */
export function InboxFigures() {
  const figures = useQuery(inboxFiguresQuery());
  const data = figures.data;
  return (
    <section className="detail-section" aria-labelledby="admin-inbox">
      <h2 id="admin-inbox">{t.title}</h2>
      {figures.isPending ? <p role="status">{text.loading}</p> : null}
      {figures.isError ? <QueryError /> : null}
      {data ? (
        <>
          <FieldList
            fields={[
              { label: t.open, value: count.format(data.open) },
              {
                label: t.late,
                value: <Link to={`${consolePaths.inbox()}?ritardo=1`}>{count.format(data.late)}</Link>,
              },
              { label: t.answered(data.days), value: count.format(data.answered) },
              { label: t.inTime, value: count.format(data.answeredInTime) },
              {
                label: t.median,
                value:
                  data.medianMinutesToAnswer === null
                    ? t.noAnswers
                    : durationText(data.medianMinutesToAnswer),
              },
            ]}
          />
          <p className="form-text">{t.note}</p>
        </>
      ) : null}
    </section>
  );
}
