import './own-data.scss';
import type { OwnDataChange } from '@area-clienti/contract';
import { formatPhone } from '@/shared/format';
import { addressValueLine } from '@/shared/format/address';
import { ownDataText } from '@/shared/messages/own-data';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { FieldList } from '@/shared/ui/FieldList';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { AddressSection } from './AddressSection';
import { useOwnData } from './api';
import { EmailSection } from './EmailSection';
import { IbanSection } from './IbanSection';
import { PaperlessSection } from './PaperlessSection';

const t = ownDataText;

/** A pending change's value as the client reads it: an address on one line. */
function shownValueOf(change: OwnDataChange): string {
  if (change.kind === 'residenza' || change.kind === 'recapito') {
    return addressValueLine(change.value);
  }
  if (change.kind === 'paperless') return change.value === 'online' ? t.paperless.online : t.paperless.post;
  return change.value;
}

const dayOf = (iso: string) => new Date(iso).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });

/**
 * /profilo/dati-e-recapiti (issue 35 item 2): the client's e-mail, mobile, residential and postal address,
 * bank details and paperless choice, each change behind the step-up (docs/decisions/0145 and 0146).
 */
export function OwnDataPage() {
  const query = useOwnData();
  const data = query.data;
  return (
    <div className="row own-data">
      <div className="col-12 col-md-10 col-lg-8">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        {query.isError ? <QueryError /> : null}
        {data ? (
          <>
            <EmailSection email={data.email} pending={data.emailPending} />
            <section className="own-data__section" aria-labelledby="own-data-mobile">
              <h2 id="own-data-mobile">{t.mobile.title}</h2>
              <FieldList
                fields={[{ label: t.mobile.current, value: formatPhone(data.cellulare) ?? t.mobile.none }]}
              />
              <Link className="btn btn-outline-primary" to={paths.profilePhone()}>
                {t.mobile.change}
              </Link>
            </section>
            <AddressSection kind="residenza" address={data.residenza} fallback={t.address.none} />
            <AddressSection kind="recapito" address={data.recapito} fallback={t.address.sameAsResidence} />
            <IbanSection iban={data.iban} />
            <PaperlessSection online={data.paperless} />
            <section className="own-data__section" aria-labelledby="own-data-pending">
              <h2 id="own-data-pending">{t.pending.title}</h2>
              {data.pending.length === 0 ? (
                <p>{t.pending.none}</p>
              ) : (
                <ul className="own-data__pending">
                  {data.pending.map((change) => (
                    <li key={change.id}>
                      <strong>{t.pending.kind[change.kind]}</strong>: {shownValueOf(change)} —{' '}
                      {t.pending.state[change.state]} {t.pending.since} {dayOf(change.createdAt)}
                      {change.requestId ? ` (${change.requestId})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}
