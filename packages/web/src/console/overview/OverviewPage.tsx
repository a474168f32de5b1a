import { useQuery } from '@tanstack/react-query';
import { text } from '@/shared/messages';
import { FieldList } from '@/shared/ui/FieldList';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { useAgencyWide } from '../frame/staffScope';
import { clientiQuery } from './api';
import { GoLiveChecklist } from './GoLiveChecklist';
import { InboxFigures } from './InboxFigures';

const t = text.admin;
const LOCALE = 'it-IT';
// dd/MM/yyyy as every date of the app, then the time (Italy's 'short' date style has a two-digit year).
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Rome',
});
const count = new Intl.NumberFormat(LOCALE, { useGrouping: 'always' });

/** "22/11/2026, 15:23:51" for the build's ISO time; 'dev' (run from source) or anything else as it is. */
export function builtAtText(builtAt: string): string {
  if (builtAt === 'dev') return t.fromSource;
  const time = Date.parse(builtAt);
  return /^\d{4}-\d{2}-\d{2}T/.test(builtAt) && Number.isFinite(time) ? dateTime.format(time) : builtAt;
}

/** The console's first page, /admin (SPEC §2, §6, §7): the API build version from getClienti, and counts (nothing personal). */
export function OverviewPage() {
  const clienti = useQuery(clientiQuery());
  const agencyWide = useAgencyWide();
  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      {/* The go-live checklist is the agency's: not a branch's staff's (decisions/0158). */}
      {agencyWide ? <GoLiveChecklist /> : null}
      {clienti.isPending ? <p role="status">{text.loading}</p> : null}
      {clienti.isError ? <QueryError /> : null}
      {clienti.data ? (
        <>
          <section className="detail-section" aria-labelledby="admin-build">
            <h2 id="admin-build">{t.build}</h2>
            <FieldList
              fields={[
                { label: t.apiBuildVersion, value: clienti.data.apiBuildVersion },
                { label: t.version, value: clienti.data.build.version },
                { label: t.commit, value: clienti.data.build.commit },
                { label: t.builtAt, value: builtAtText(clienti.data.build.builtAt) },
              ]}
            />
          </section>
          <section className="detail-section" aria-labelledby="admin-usage">
            <h2 id="admin-usage">{t.usage}</h2>
            <FieldList
              fields={[
                { label: t.clients, value: count.format(clienti.data.clienti.clients) },
                { label: t.users, value: count.format(clienti.data.clienti.users) },
                { label: t.activeSessions, value: count.format(clienti.data.clienti.activeSessions) },
              ]}
            />
          </section>
        </>
      ) : null}
      <InboxFigures />
    </>
  );
}
