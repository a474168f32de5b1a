import type { InEvidenzaItem } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { unpaidOfPolicy } from './UnpaidInstalments';

const item = (over: Partial<InEvidenzaItem>): InEvidenzaItem => ({
  kind: 'overdueInstalment',
  dossierID: 1,
  numeroPolizza: '10020030',
  prodotto: 'Auto Sicura',
  date: '2026-11-05',
  daysLeft: -17,
  movimentoId: 14,
  titolo: 'Rata 14 - 11/2026',
  amount: 48.5,
  ...over,
});

describe("a policy page's instalments to pay", () => {
  it("are the home's 'In evidenza' instalments of that policy, not its expiry nor another policy's", () => {
    const overdue = item({});
    const due = item({ kind: 'dueInstalment', date: '2026-12-05', daysLeft: 13 });
    const items = [
      overdue,
      item({ kind: 'expiring', titolo: null, amount: null, date: '2026-12-01', daysLeft: 9 }),
      item({ dossierID: 2, numeroPolizza: '20040050' }),
      due,
    ];
    expect(unpaidOfPolicy(items, 1)).toEqual([overdue, due]);
    expect(unpaidOfPolicy(items, 3)).toEqual([]);
    // The home's call failed or has not answered: nothing flagged, the page still shows.
    expect(unpaidOfPolicy(undefined, 1)).toEqual([]);
  });
});
