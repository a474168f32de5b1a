import type { DossierListItem, PolicyGlance } from '@area-clienti/contract';
import { formatDate, policyStatusTone } from '@/shared/format';
import { text } from '@/shared/messages';
import { glanceText } from '@/shared/messages/glance';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { type Field, FieldList } from '@/shared/ui/FieldList';
import { StatusTag } from '@/shared/ui/StatusTag';
import { policyGlanceFields } from './policyGlance';

export function dossierSummaryFields(dossier: DossierListItem): Field[] {
  const fields: [string, string | null][] = [
    [text.dossiers.policyNumber, dossier.numeroPolizza],
    [text.dossiers.plate, dossier.targa],
    [text.dossiers.start, formatDate(dossier.dataInizio)],
    [text.dossiers.end, formatDate(dossier.dataScadenza, dossier.dataScadenzaDescr ?? text.dossiers.noDate)],
  ];
  return fields
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([label, value]) => ({ label, value }));
}

/**
 * One policy of the list, linking to its detail, with what matters now (`glance`: its next payment, what
 * is to be paid, an expiry near). While the agency refreshes it the card says so, and the link leads to
 * the "unavailable" page rather than hiding that the policy exists.
 */
export function DossierCard({ dossier, glance }: { dossier: DossierListItem; glance?: PolicyGlance }) {
  return (
    <article className={`card card-bg dossier-card${dossier.locked ? ' dossier-card--locked' : ''}`}>
      <div className="card-body">
        <div className="dossier-card__top">
          {dossier.locked ? (
            <StatusTag tone="neutral">{text.dossiers.unavailable}</StatusTag>
          ) : (
            <StatusTag tone={policyStatusTone(dossier.stato)}>{dossier.stato}</StatusTag>
          )}
          {glance?.expiry ? (
            <StatusTag tone={glance.expiry.expired ? 'danger' : 'warning'}>
              {glanceText.card.expiryTag(glance.expiry.daysLeft)}
            </StatusTag>
          ) : null}
        </div>
        <h2 className="card-title h4">
          <Link className="stretched-link" to={paths.dossier(dossier.dossierID)}>
            {dossier.prodotto}
          </Link>
        </h2>
        {dossier.locked ? <p className="dossier-card__locked">{text.dataLocked}</p> : null}
        <FieldList
          className="field-list--compact"
          fields={[...dossierSummaryFields(dossier), ...policyGlanceFields(glance)]}
        />
      </div>
    </article>
  );
}
