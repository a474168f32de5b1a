import type { InEvidenzaItem, PolicyGlance } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { glanceText } from '@/shared/messages/glance';
import { inEvidenzaSentence } from './InEvidenza';
import { policyGlanceFields } from './policyGlance';

const item = (fields: Partial<InEvidenzaItem>): InEvidenzaItem => ({
  kind: 'expiring',
  dossierID: 1,
  numeroPolizza: '10020030',
  prodotto: 'Auto Sicura',
  date: '2026-12-01',
  daysLeft: 9,
  movimentoId: null,
  titolo: null,
  amount: null,
  ...fields,
});

describe("'In evidenza' in plain Italian", () => {
  it('says when a policy ends: today, tomorrow, in n days, or when it ended', () => {
    expect(inEvidenzaSentence(item({}))).toBe('Scade tra 9 giorni, il 01/12/2026.');
    expect(inEvidenzaSentence(item({ daysLeft: 1 }))).toBe('Scade domani, 01/12/2026.');
    expect(inEvidenzaSentence(item({ daysLeft: 0 }))).toBe('Scade oggi, 01/12/2026.');
    expect(inEvidenzaSentence(item({ kind: 'expired', daysLeft: -3 }))).toBe('È scaduta il 01/12/2026.');
  });

  it('names the instalment with its amount as 1.234,56 €, or without one when it is not known', () => {
    const overdue = item({
      kind: 'overdueInstalment',
      titolo: 'Rata 14',
      amount: 1234.56,
      date: '2026-11-05',
    });
    expect(inEvidenzaSentence(overdue)).toBe(
      'Rata non pagata: Rata 14, 1.234,56\u00a0€. Era da pagare entro il 05/11/2026.',
    );
    const due = item({ kind: 'dueInstalment', titolo: 'Rata 15', amount: null, date: '2026-12-05' });
    expect(inEvidenzaSentence(due)).toBe('Rata da pagare: Rata 15, entro il 05/12/2026.');
  });

  it('tags a card with the days left', () => {
    expect([9, 1, 0, -2].map(glanceText.card.expiryTag)).toEqual([
      'Scade tra 9 giorni',
      'Scade domani',
      'Scade oggi',
      'Scaduta',
    ]);
  });
});

describe("a policy card's at-a-glance rows", () => {
  const glance: PolicyGlance = {
    dossierID: 1,
    numeroPolizza: '10020030',
    prodotto: 'Auto Sicura',
    nextPayment: { date: '2026-12-05', amount: 48.5 },
    unpaid: [
      {
        movimentoId: 14,
        titolo: 'Rata 14 - 11/2026',
        dataScadenza: '2026-11-05',
        premio: 48.5,
        overdue: true,
      },
    ],
    expiry: { date: '2026-12-01', daysLeft: 9, expired: false },
    recentClaims: [{ sinistroID: 3, eventoDescr: 'Grandine', news: 'changed', date: '2026-11-20' }],
  };

  it('shows the next payment, what is to be paid and the news, dates as dd/MM/yyyy', () => {
    expect(policyGlanceFields(glance)).toEqual([
      { label: 'Prossimo pagamento', value: '05/12/2026, 48,50\u00a0€' },
      { label: 'Da pagare', value: 'Rata 14 - 11/2026, 48,50\u00a0€: scaduta il 05/11/2026' },
      { label: 'Novità', value: 'Sinistro aggiornato il 20/11/2026: Grandine' },
    ]);
  });

  it('shows nothing it does not know', () => {
    expect(policyGlanceFields(undefined)).toEqual([]);
    const quiet = {
      ...glance,
      nextPayment: { date: '2027-01-01', amount: null },
      unpaid: [],
      recentClaims: [],
    };
    expect(policyGlanceFields(quiet)).toEqual([{ label: 'Prossimo pagamento', value: '01/01/2027' }]);
  });
});
