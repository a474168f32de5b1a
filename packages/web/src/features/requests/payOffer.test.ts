import type { InEvidenzaItem, MyRequestItem } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { payableOfRequest } from './payOffer';

const request = (fields: Partial<MyRequestItem> = {}): MyRequestItem => ({
  kind: 'contatto',
  numero: 'R-2026-000012',
  subject: 'Pagamento della rata',
  state: 'inviata',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  polizza: '10020030',
  unread: 0,
  ...fields,
});

const instalment = (fields: Partial<InEvidenzaItem> = {}): InEvidenzaItem =>
  ({
    kind: 'overdueInstalment',
    dossierID: 1,
    numeroPolizza: '10020030',
    prodotto: 'Auto Sicura',
    date: '2026-11-05',
    daysLeft: -17,
    titolo: 'Rata 14 - 11/2026',
    amount: 48.5,
    movimentoId: 41,
    ...fields,
  }) as InEvidenzaItem;

describe("a payment request in 'Le tue richieste'", () => {
  const items = [
    instalment(),
    instalment({ numeroPolizza: '99999999', movimentoId: 42 }),
    instalment({ kind: 'expiring', titolo: null, amount: null, movimentoId: undefined }),
  ];

  it('offers the unpaid instalments of its policy, those with an id', () => {
    expect(payableOfRequest(request(), items).map((item) => item.movimentoId)).toEqual([41]);
    expect(payableOfRequest(request(), [instalment({ movimentoId: null })] as InEvidenzaItem[])).toEqual([]);
  });

  it('offers nothing for another subject, a closed request, or when the instalment is paid (not listed)', () => {
    expect(payableOfRequest(request({ subject: 'Rinnovo della polizza' }), items)).toEqual([]);
    expect(payableOfRequest(request({ state: 'chiusa' }), items)).toEqual([]);
    expect(payableOfRequest(request({ polizza: null }), items)).toEqual([]);
    expect(payableOfRequest(request({ kind: 'denuncia' }), items)).toEqual([]);
    expect(payableOfRequest(request(), [])).toEqual([]);
    expect(payableOfRequest(request(), undefined)).toEqual([]);
  });
});
