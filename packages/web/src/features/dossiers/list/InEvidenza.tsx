import type { InEvidenzaItem } from '@area-clienti/contract';
import { useId } from 'react';
import { isInstalment } from '@/shared/entities/dossiers/inEvidenza';
import { reasonRequest } from '@/shared/entities/dossiers/policyActions';
import { PayInstalment } from '@/shared/entities/payments/PayInstalment';
import { formatAmount, formatDate } from '@/shared/format';
import { glanceText } from '@/shared/messages/glance';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const t = glanceText.inEvidenza;

/** What the item asks of the client, in plain Italian. */
export function inEvidenzaSentence(item: InEvidenzaItem): string {
  const date = formatDate(item.date) ?? item.date;
  const amount = formatAmount(item.amount);
  switch (item.kind) {
    case 'overdueInstalment':
      return t.overdueInstalment(item.titolo ?? '', amount, date);
    case 'dueInstalment':
      return t.dueInstalment(item.titolo ?? '', amount, date);
    default:
      return t.expiry(item.daysLeft, date);
  }
}

/**
 * The way to pay an instalment in evidence (issue 36): the provider's checkout when the agency takes payments
 * online, else the branch request with its reason and amount (decisions/0105).
 */
export function PayInstalmentLink({ item }: { item: InEvidenzaItem }) {
  return (
    <PayInstalment movimentoId={item.movimentoId} numeroPolizza={item.numeroPolizza} amount={item.amount} />
  );
}

export { isInstalment };

/**
 * The home's top: what needs the client's action (an instalment to pay, a policy expiring), each with its
 * way forward: the branch request with its reason ("Paga la rata", "Rinnova"), or the policy itself. Shown only
 * when something needs action.
 */
export function InEvidenza({ items }: { items: InEvidenzaItem[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="in-evidenza" aria-labelledby={titleId}>
      <h2 id={titleId} className="in-evidenza__title h4">
        {t.title}
      </h2>
      <p className="in-evidenza__intro">{t.intro}</p>
      <ul className="in-evidenza__list">
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.dossierID}-${item.date}-${item.titolo ?? ''}`}
            className={`in-evidenza__item in-evidenza__item--${item.kind}`}
          >
            <h3 className="in-evidenza__policy h6">{t.policy(item.prodotto, item.numeroPolizza)}</h3>
            <p className="in-evidenza__text">{inEvidenzaSentence(item)}</p>
            <div className="in-evidenza__actions">
              {item.kind === 'expired' || item.kind === 'expiring' ? (
                <Link
                  className="btn btn-primary btn-sm"
                  to={reasonRequest(item.numeroPolizza, 'rinnova')}
                  aria-label={t.renewLabel(item.numeroPolizza)}
                >
                  {t.renew}
                </Link>
              ) : (
                <PayInstalmentLink item={item} />
              )}
              <Link
                className="btn btn-outline-primary btn-sm"
                to={paths.dossier(item.dossierID)}
                aria-label={t.viewPolicyLabel(item.numeroPolizza)}
              >
                {t.viewPolicy}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
