import { createHash } from 'node:crypto';
import { GLANCE_WINDOW_DAYS } from '@area-clienti/contract';
import { daysBetween } from '../../shared/clock.js';
import {
  type GlanceInput,
  isCancelled,
  isDay,
  paymentAmount,
  readableParts,
  unpaidOf,
} from '../glance/index.js';
import type { AllDayEvent } from './ics.js';

/** The calendar's words are Italian, like everything the client reads (the file has no web app around it). */
export const CALENDAR_NAME = 'Scadenze Area Clienti';
// 'always': CLDR leaves four-digit Italian amounts ungrouped ('1234,50 €'); the app shows '1.234,50 €'.
// (Node's own types predate the option's string values, which it supports.)
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always' as unknown as boolean,
});
const italianDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const CONTACT = "Per informazioni contatta la tua filiale dall'Area Clienti.";

/**
 * A UID that stays the same across downloads and refreshes while the agency's data says the same thing:
 * made of the agency's own policy id (ours are renumbered by nothing, but the agency's is the policy's
 * identity), the kind, the day and the title, hashed so that it shows nothing of them.
 */
const uidOf = (...parts: string[]) =>
  `${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}@area-clienti`;

/**
 * The client's due dates: instalments to be paid, each policy's next payment (unless an instalment to be
 * paid falls on that day already) and each policy's expiry from 30 days ago on, for policies that can be
 * read (decisions/0060).
 */
export function calendarEventsOf(input: GlanceInput): AllDayEvent[] {
  const events: AllDayEvent[] = [];
  for (const { dossier, movimenti } of readableParts(input)) {
    const policy = `${dossier.prodotto} n. ${dossier.numeroPolizza}`;
    const unpaid = unpaidOf(movimenti);
    for (const instalment of unpaid) {
      const amount =
        instalment.premio !== null && instalment.premio > 0 ? `: ${euro.format(instalment.premio)}` : '';
      events.push({
        uid: uidOf('rata', dossier.agencyId, instalment.dataScadenza, instalment.titolo),
        date: instalment.dataScadenza,
        summary: `Rata da pagare - ${policy}`,
        description: `${instalment.titolo}${amount}, da pagare entro il ${italianDay(instalment.dataScadenza)}. ${CONTACT}`,
      });
    }
    const next = dossier.prossimoPagamento;
    // Nothing to remind of when that day's instalment is to be paid (its own event) or was paid online.
    const settledOnline = movimenti.some((m) => m.paidOnline && m.dataScadenza === next);
    if (isDay(next) && !settledOnline && !unpaid.some((m) => m.dataScadenza === next)) {
      const amount = paymentAmount(dossier, next, movimenti);
      events.push({
        uid: uidOf('pagamento', dossier.agencyId, next),
        date: next,
        summary: `Pagamento - ${policy}`,
        description: `Prossimo pagamento della polizza${amount ? `: ${euro.format(amount)}` : ''}. ${CONTACT}`,
      });
    }
    const end = dossier.dataScadenza;
    if (
      isDay(end) &&
      !isCancelled(dossier, input.today) &&
      daysBetween(input.today, end) >= -GLANCE_WINDOW_DAYS
    ) {
      events.push({
        uid: uidOf('scadenza', dossier.agencyId, end),
        date: end,
        summary: `Scadenza polizza - ${policy}`,
        description: `La polizza scade il ${italianDay(end)}. ${CONTACT}`,
      });
    }
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.summary.localeCompare(b.summary));
}
