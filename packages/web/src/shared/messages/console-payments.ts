import type { PaymentState } from '@area-clienti/contract';

/**
 * The console's texts (shared/messages/console.ts gathers them): the payments taken online and the
 * agency's books (issue 36, decisions/0153).
 */
export const paymentTexts = {
  payments: {
    title: 'Pagamenti online',
    intro:
      'Le rate pagate online dai clienti, dalla più recente. Se il feed dell’agenzia dà ancora da pagare una rata già pagata, la riga lo segnala finché un import successivo non la dà pagata.',
    filters: 'Filtri dei pagamenti',
    from: 'Dal giorno',
    to: 'Al giorno',
    state: 'Stato',
    anyState: 'Tutti gli stati',
    policy: 'Numero di polizza',
    apply: 'Applica i filtri',
    reset: 'Azzera i filtri',
    reversed: 'Il giorno «Dal» deve venire prima del giorno «Al».',
    caption: 'Pagamenti online',
    none: 'Nessun pagamento con questi filtri.',
    more: 'Mostra altri pagamenti',
    day: 'Data',
    client: 'Cliente',
    instalment: 'Polizza e rata',
    amount: 'Importo',
    reference: 'Riferimento del pagamento',
    noReference: '—',
    due: (day: string) => `scadenza ${day}`,
    refunded: (amount: string) => `rimborsati ${amount}`,
    feedStillDue: 'Il feed la dà ancora da pagare',
    duplicateOf: (id: number) => `Rata già pagata con il pagamento ${id}: da rimborsare`,
    states: {
      open: 'In corso',
      paid: 'Pagato',
      cancelled: 'Annullato dal cliente',
      failed: 'Non riuscito',
      expired: 'Scaduto',
      refunded: 'Rimborsato',
    } satisfies Record<PaymentState, string>,
    sectionTitle: 'Pagamenti online',
    sectionNone: 'Il cliente non ha pagamenti online.',
  },
};
