import type { PaymentView } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { esitoOf, outcomeOf, outcomeWords, paymentFacts, pollDelayMs, stillMoving } from './outcome';

const payment = (fields: Partial<PaymentView> = {}): PaymentView => ({
  id: 7,
  state: 'open',
  amountCents: 4850,
  refundedCents: 0,
  currency: 'eur',
  numeroPolizza: '10020030',
  titolo: 'Rata 14 - 11/2026',
  dataScadenza: '2026-11-05',
  dossierID: 1,
  createdAt: '2026-11-22T09:00:00.000Z',
  paidAt: null,
  reference: null,
  ...fields,
});

describe('the return page: what happened to the payment', () => {
  it('reads only the two outcomes the provider sends back', () => {
    expect(esitoOf('completato')).toBe('completato');
    expect(esitoOf('annullato')).toBe('annullato');
    expect(esitoOf('pagato')).toBeNull();
    expect(esitoOf(null)).toBeNull();
  });

  it('a settled payment is what the server says, whatever the address says', () => {
    for (const state of ['paid', 'refunded', 'cancelled', 'failed', 'expired'] as const) {
      expect(outcomeOf(payment({ state }), 'annullato', 'idle')).toBe(state);
      expect(outcomeOf(payment({ state }), 'completato', 'idle')).toBe(state);
    }
  });

  it('back without paying: closing the checkout, then the server’s word; a failed close leaves it open', () => {
    expect(outcomeOf(payment(), 'annullato', 'idle')).toBe('cancelling');
    expect(outcomeOf(payment(), 'annullato', 'pending')).toBe('cancelling');
    expect(outcomeOf(payment({ state: 'cancelled' }), 'annullato', 'done')).toBe('cancelled');
    expect(outcomeOf(payment({ state: 'paid' }), 'annullato', 'done')).toBe('paid');
    expect(outcomeOf(payment(), 'annullato', 'error')).toBe('open');
  });

  it('back after paying, before the notification: waiting for the confirmation, read again', () => {
    expect(outcomeOf(payment(), 'completato', 'idle')).toBe('pending');
    expect(stillMoving('pending')).toBe(true);
    expect(outcomeOf(payment(), null, 'idle')).toBe('open');
    expect(stillMoving('open')).toBe(true);
    expect(stillMoving('paid')).toBe(false);
    expect(stillMoving('cancelled')).toBe(false);
  });

  it('reads again every 2 s at first, then more gently', () => {
    expect([0, 9, 10, 29, 30, 500].map(pollDelayMs)).toEqual([2000, 2000, 5000, 5000, 15000, 15000]);
  });

  it('says it in plain Italian, offering to try again where nothing was charged', () => {
    expect(outcomeWords('paid', payment())).toEqual({
      heading: 'Pagamento riuscito',
      lead: 'Grazie: la rata è pagata.',
      hint: 'La quietanza è tra i tuoi documenti.',
      retry: false,
    });
    expect(outcomeWords('cancelled', payment())).toMatchObject({
      heading: 'Pagamento annullato',
      lead: 'Hai annullato il pagamento: non ti è stato addebitato nulla.',
      retry: true,
    });
    expect(outcomeWords('failed', payment())).toMatchObject({
      lead: 'Il pagamento è stato rifiutato: non ti è stato addebitato nulla.',
      retry: true,
    });
    expect(outcomeWords('expired', payment())).toMatchObject({ heading: 'Pagamento scaduto', retry: true });
    expect(outcomeWords('pending', payment())).toMatchObject({
      lead: 'Stiamo aspettando la conferma del pagamento…',
      retry: false,
    });
    expect(outcomeWords('refunded', payment({ refundedCents: 1000 })).lead).toBe(
      'Il pagamento è stato rimborsato: 10,00\u00a0€.',
    );
  });

  it('lists the facts of a paid payment: amount from cents, policy, instalment, dates, reference', () => {
    const paid = payment({ state: 'paid', paidAt: '2026-11-22T10:30:00.000Z', reference: 'pi_3Nabc' });
    expect(paymentFacts(paid)).toEqual([
      { label: 'Importo', value: '48,50\u00a0€' },
      { label: 'Polizza', value: '10020030' },
      { label: 'Rata', value: 'Rata 14 - 11/2026' },
      { label: 'Scadenza', value: '05/11/2026' },
      { label: 'Pagata il', value: '22/11/2026 11:30' },
      { label: 'Riferimento del pagamento', value: 'pi_3Nabc' },
    ]);
    expect(paymentFacts(payment({ dataScadenza: null })).map((row) => row.label)).toEqual([
      'Importo',
      'Polizza',
      'Rata',
    ]);
  });
});
