import type { PolicyGlance } from '@area-clienti/contract';
import { formatAmount, formatDate } from '@/shared/format';
import { glanceText } from '@/shared/messages/glance';
import type { Field } from '@/shared/ui/FieldList';

const t = glanceText.card;
const day = (iso: string) => formatDate(iso) ?? iso;

/** A value of several lines: a list when there are more than one. */
function lines(items: string[]) {
  if (items.length === 1) return items[0];
  return (
    <ul className="policy-glance__lines">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The card's at-a-glance rows: next payment, instalments to be paid, recent claims (decisions/0060). */
export function policyGlanceFields(glance: PolicyGlance | undefined): Field[] {
  if (!glance) return [];
  const fields: Field[] = [];
  if (glance.nextPayment) {
    const { date, amount } = glance.nextPayment;
    fields.push({ label: t.nextPayment, value: t.nextPaymentValue(day(date), formatAmount(amount)) });
  }
  if (glance.unpaid.length > 0) {
    const unpaid = glance.unpaid.map(({ titolo, premio, dataScadenza, overdue }) =>
      (overdue ? t.unpaidOverdue : t.unpaidDue)(titolo, formatAmount(premio), day(dataScadenza)),
    );
    fields.push({ label: t.unpaid, value: lines(unpaid) });
  }
  if (glance.recentClaims.length > 0) {
    const claims = glance.recentClaims.map(({ news, date, eventoDescr }) =>
      (news === 'opened' ? t.claimOpened : t.claimChanged)(day(date), eventoDescr),
    );
    fields.push({ label: t.claims, value: lines(claims) });
  }
  return fields;
}
