import type { InEvidenzaItem } from '@area-clienti/contract';
import { useId } from 'react';
import { glanceText } from '@/shared/messages/glance';
import { inEvidenzaSentence, isInstalment, PayInstalmentLink } from '../list/InEvidenza';

/** The instalments of one policy that the home's 'In evidenza' flags: the same items, by the same rule. */
export const unpaidOfPolicy = (items: readonly InEvidenzaItem[] | undefined, dossierID: number) =>
  (items ?? []).filter((item) => item.dossierID === dossierID && isInstalment(item));

/**
 * The policy's instalments to pay, under its heading (decisions/0148): each with its amount and due day, in
 * the home's words, and "Paga la rata" with its amount. Nothing when none is due.
 */
export function UnpaidInstalments({ items }: { items: readonly InEvidenzaItem[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="dossier-unpaid" aria-labelledby={titleId}>
      <h2 id={titleId} className="dossier-unpaid__title h6">
        {glanceText.card.unpaid}
      </h2>
      <ul className="dossier-unpaid__list">
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.date}-${item.titolo ?? ''}`}
            className={`dossier-unpaid__item dossier-unpaid__item--${item.kind}`}
          >
            <p className="dossier-unpaid__text">{inEvidenzaSentence(item)}</p>
            <PayInstalmentLink item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
