import type { PolicyGlance } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import type { GlanceClaimRow } from '../claims/index.js';
import type { GlanceDossierRow, GlanceMovimentoRow } from '../dossiers/index.js';
import {
  expiryOf,
  type GlanceInput,
  inEvidenzaOf,
  isCancelled,
  paymentAmount,
  policiesAtAGlance,
  unpaidOf,
} from './rules.js';

// The rules of the home's at-a-glance without a database: every boundary day, counted from 22 November
// 2026 (the window of 30 days reaches back to 23 October and ahead to 22 December).
const today = '2026-11-22';

const dossier = (overrides: Partial<GlanceDossierRow> = {}): GlanceDossierRow => ({
  id: 1,
  agencyId: 'A1',
  numeroPolizza: '10020030',
  prodotto: 'Auto Sicura',
  dataScadenza: null,
  dataAnnulloDisdetta: null,
  prossimoPagamento: null,
  premio: null,
  rata: null,
  locked: false,
  lockedSections: [],
  ...overrides,
});
const movimento = (overrides: Partial<GlanceMovimentoRow> = {}): GlanceMovimentoRow => ({
  id: 1,
  dossierId: 1,
  titolo: 'Rata 1',
  dataScadenza: '2026-12-05',
  stato: 'Da pagare',
  premio: 48.5,
  paidOnline: false,
  ...overrides,
});
const claim = (overrides: Partial<GlanceClaimRow> = {}): GlanceClaimRow => ({
  id: 7,
  dossierId: 1,
  eventoDescr: 'Urto',
  dataApertura: null,
  changedAt: null,
  ...overrides,
});
const input = (overrides: Partial<GlanceInput> = {}): GlanceInput => ({
  today,
  dossiers: [dossier()],
  movimenti: [],
  claims: [],
  ...overrides,
});
const onlyPolicy = (overrides: Partial<GlanceInput> = {}) => {
  const [policy, ...others] = policiesAtAGlance(input(overrides));
  expect(others).toEqual([]);
  return policy as PolicyGlance;
};

describe('the unpaid instalments', () => {
  it("are the movimenti listed as 'Da pagare' in any case and spacing, with a due day", () => {
    const listed = [
      movimento({ titolo: 'a', stato: ' DA PAGARE ' }),
      movimento({ titolo: 'b', stato: 'da pagare' }),
      movimento({ titolo: 'paid', stato: 'Pagato' }),
      movimento({ titolo: 'no day', dataScadenza: null }),
      movimento({ titolo: 'no date', dataScadenza: '9999-12-31' }),
    ];
    expect(unpaidOf(listed).map((m) => m.titolo)).toEqual(['a', 'b']);
  });

  it("leave out one paid online, though the agency's feed still lists it 'Da pagare'", () => {
    const listed = [
      movimento({ id: 11, titolo: 'paid online', paidOnline: true }),
      movimento({ id: 12, titolo: 'to pay' }),
    ];
    expect(unpaidOf(listed).map((m) => m.titolo)).toEqual(['to pay']);
    const policy = onlyPolicy({ movimenti: listed });
    expect(policy.unpaid.map((m) => m.movimentoId)).toEqual([12]);
    expect(inEvidenzaOf([policy], today).map((item) => [item.kind, item.movimentoId])).toEqual([
      ['dueInstalment', 12],
    ]);
  });

  it('are overdue from the day after their due day', () => {
    const policy = onlyPolicy({
      movimenti: [
        movimento({ id: 21, titolo: 'yesterday', dataScadenza: '2026-11-21' }),
        movimento({ id: 22, titolo: 'today', dataScadenza: today }),
      ],
    });
    expect(policy.unpaid).toEqual([
      { movimentoId: 21, titolo: 'yesterday', dataScadenza: '2026-11-21', premio: 48.5, overdue: true },
      { movimentoId: 22, titolo: 'today', dataScadenza: today, premio: 48.5, overdue: false },
    ]);
  });
});

describe("a payment's amount", () => {
  it('is the movimento listed for that day, when it has a premio', () => {
    const yearly = { premio: 1200, rata: 'Mensile' };
    const listed = [movimento({ dataScadenza: '2026-12-05', premio: 99.9 })];
    expect(paymentAmount(yearly, '2026-12-05', listed)).toBe(99.9);
    // Another day's movimento, or one without a premio, says nothing of this day: the year's share does.
    expect(paymentAmount(yearly, '2027-01-05', listed)).toBe(100);
    expect(paymentAmount(yearly, '2026-12-05', [movimento({ premio: 0 })])).toBe(100);
    expect(paymentAmount(yearly, '2026-12-05', [movimento({ premio: null })])).toBe(100);
  });

  it.each([
    ['Annuale', 1200],
    ['Premio unico', 1200],
    ['Semestrale', 600],
    ['Quadrimestrale', 400],
    ['Trimestrale', 300],
    ['Bimestrale', 200],
    [' MENSILE ', 100],
  ])("is otherwise the year's premio over the instalments of a %s rata", (rata, amount) => {
    expect(paymentAmount({ premio: 1200, rata }, '2026-12-05', [])).toBe(amount);
  });

  it('is rounded to the cent', () => {
    expect(paymentAmount({ premio: 100, rata: 'Mensile' }, '2026-12-05', [])).toBe(8.33);
    expect(paymentAmount({ premio: 100, rata: 'Trimestrale' }, '2026-12-05', [])).toBe(25);
  });

  it('is unknown without a known rata or a premio', () => {
    expect(paymentAmount({ premio: 1200, rata: 'Ogni tanto' }, '2026-12-05', [])).toBeNull();
    expect(paymentAmount({ premio: 1200, rata: null }, '2026-12-05', [])).toBeNull();
    expect(paymentAmount({ premio: null, rata: 'Mensile' }, '2026-12-05', [])).toBeNull();
    expect(paymentAmount({ premio: 0, rata: 'Mensile' }, '2026-12-05', [])).toBeNull();
    expect(paymentAmount({ premio: -12, rata: 'Mensile' }, '2026-12-05', [])).toBeNull();
  });

  it("is the next payment's, shown only with a day the agency gave", () => {
    const yearly = { premio: 582, rata: 'Mensile' };
    expect(
      onlyPolicy({ dossiers: [dossier({ ...yearly, prossimoPagamento: '2026-12-05' })] }).nextPayment,
    ).toEqual({
      date: '2026-12-05',
      amount: 48.5,
    });
    expect(
      onlyPolicy({ dossiers: [dossier({ ...yearly, prossimoPagamento: '9999-12-31' })] }).nextPayment,
    ).toBeNull();
    expect(onlyPolicy({ dossiers: [dossier({ ...yearly })] }).nextPayment).toBeNull();
  });
});

describe("a policy's expiry", () => {
  it.each([
    ['30 days ahead', '2026-12-22', { daysLeft: 30, expired: false }],
    ['today', today, { daysLeft: 0, expired: false }],
    ['yesterday', '2026-11-21', { daysLeft: -1, expired: true }],
    ['30 days past', '2026-10-23', { daysLeft: -30, expired: true }],
  ])('shows when it falls %s', (_when, date, shown) => {
    expect(expiryOf(dossier({ dataScadenza: date }), today)).toEqual({ date, ...shown });
  });

  it.each([
    ['31 days ahead', '2026-12-23'],
    ['31 days past', '2026-10-22'],
    ['never (no date)', '9999-12-31'],
    ['unknown', null],
  ])('is nothing to act on when it falls %s', (_when, date) => {
    expect(expiryOf(dossier({ dataScadenza: date }), today)).toBeNull();
  });

  it('is nothing to act on once the policy is cancelled or withdrawn, from that day', () => {
    const ending = { dataScadenza: '2026-12-01' };
    expect(expiryOf(dossier({ ...ending, dataAnnulloDisdetta: today }), today)).toBeNull();
    expect(expiryOf(dossier({ ...ending, dataAnnulloDisdetta: '2026-11-23' }), today)).toMatchObject({
      daysLeft: 9,
    });
    expect(isCancelled({ dataAnnulloDisdetta: '2026-11-01' }, today)).toBe(true);
    expect(isCancelled({ dataAnnulloDisdetta: '2026-11-23' }, today)).toBe(false);
    expect(isCancelled({ dataAnnulloDisdetta: '9999-12-31' }, today)).toBe(false);
    expect(isCancelled({ dataAnnulloDisdetta: null }, today)).toBe(false);
  });
});

describe('the recent claims', () => {
  it('are those opened or changed in the last 30 days, the change first, newest first', () => {
    const claims = [
      claim({ id: 1, dataApertura: '2026-10-23' }),
      claim({ id: 2, dataApertura: '2026-10-22' }),
      claim({ id: 3, dataApertura: '2026-01-10', changedAt: new Date('2026-11-20T09:00:00Z') }),
      claim({ id: 4, dataApertura: '2026-11-20', changedAt: new Date('2026-10-22T23:00:00Z') }),
      claim({ id: 5, dataApertura: '9999-12-31' }),
      claim({ id: 6, dataApertura: '2026-01-10', changedAt: new Date('2026-10-22T12:00:00Z') }),
      claim({ id: 8, dataApertura: '2026-11-20' }),
      claim({ id: 10, dataApertura: '2026-01-10', changedAt: new Date('2026-10-23T00:00:00Z') }),
    ];
    expect(onlyPolicy({ claims }).recentClaims).toEqual([
      { sinistroID: 8, eventoDescr: 'Urto', news: 'opened', date: '2026-11-20' },
      { sinistroID: 4, eventoDescr: 'Urto', news: 'opened', date: '2026-11-20' },
      { sinistroID: 3, eventoDescr: 'Urto', news: 'changed', date: '2026-11-20' },
      { sinistroID: 10, eventoDescr: 'Urto', news: 'changed', date: '2026-10-23' },
      { sinistroID: 1, eventoDescr: 'Urto', news: 'opened', date: '2026-10-23' },
    ]);
  });
});

describe('what may be read', () => {
  const two = [dossier({ id: 1, numeroPolizza: 'A' }), dossier({ id: 2, numeroPolizza: 'B' })];

  it("shows each policy's instalments and claims on that policy only", () => {
    const [first, second] = policiesAtAGlance(
      input({
        dossiers: two,
        movimenti: [movimento({ dossierId: 2, titolo: 'of B' })],
        claims: [claim({ id: 9, dossierId: 1, dataApertura: '2026-11-20' })],
      }),
    );
    expect(first?.unpaid).toEqual([]);
    expect(first?.recentClaims.map((c) => c.sinistroID)).toEqual([9]);
    expect(second?.unpaid.map((m) => m.titolo)).toEqual(['of B']);
    expect(second?.recentClaims).toEqual([]);
  });

  it('leaves out a policy being refreshed, and reads nothing of a section being refreshed', () => {
    const dossiers = [
      dossier({ id: 1, numeroPolizza: 'A', locked: true }),
      dossier({
        id: 2,
        numeroPolizza: 'B',
        lockedSections: ['movimenti', 'sinistri'],
        prossimoPagamento: '2026-12-05',
        premio: 1200,
        rata: 'Mensile',
      }),
    ];
    const policies = policiesAtAGlance(
      input({
        dossiers,
        movimenti: [movimento({ dossierId: 2, dataScadenza: '2026-12-05', premio: 55 })],
        claims: [claim({ dossierId: 2, dataApertura: '2026-11-20' })],
      }),
    );
    expect(policies.map((p) => p.numeroPolizza)).toEqual(['B']);
    // The locked movimenti neither show as unpaid nor give the next payment its amount.
    expect(policies[0]).toMatchObject({
      unpaid: [],
      recentClaims: [],
      nextPayment: { date: '2026-12-05', amount: 100 },
    });
  });
});

describe('in evidenza', () => {
  const policy = (overrides: Partial<PolicyGlance>): PolicyGlance => ({
    dossierID: 1,
    numeroPolizza: 'A',
    prodotto: 'Casa',
    nextPayment: null,
    unpaid: [],
    expiry: null,
    recentClaims: [],
    ...overrides,
  });
  const unpaid = (dataScadenza: string, overdue = dataScadenza < today) => ({
    // An id of its own for each due day (2026-11-01: 20261101).
    movimentoId: Number(dataScadenza.replaceAll('-', '')),
    titolo: `Rata ${dataScadenza}`,
    dataScadenza,
    premio: 10,
    overdue,
  });

  it('lists instalments past due, policies expired, expiring, then instalments due; earliest first', () => {
    const policies = [
      policy({
        dossierID: 2,
        numeroPolizza: 'B',
        unpaid: [unpaid('2026-12-01'), unpaid('2026-11-30'), unpaid('2026-11-10')],
        expiry: { date: '2026-12-10', daysLeft: 18, expired: false },
      }),
      policy({
        dossierID: 1,
        unpaid: [unpaid('2026-11-30'), unpaid('2026-11-01')],
        expiry: { date: '2026-11-20', daysLeft: -2, expired: true },
      }),
    ];
    const items = inEvidenzaOf(policies, today);
    expect(items.map((item) => [item.kind, item.date, item.dossierID])).toEqual([
      ['overdueInstalment', '2026-11-01', 1],
      ['overdueInstalment', '2026-11-10', 2],
      ['expired', '2026-11-20', 1],
      ['expiring', '2026-12-10', 2],
      ['dueInstalment', '2026-11-30', 1],
      ['dueInstalment', '2026-11-30', 2],
      ['dueInstalment', '2026-12-01', 2],
    ]);
    expect(items[0]).toEqual({
      kind: 'overdueInstalment',
      dossierID: 1,
      numeroPolizza: 'A',
      prodotto: 'Casa',
      date: '2026-11-01',
      daysLeft: -21,
      movimentoId: 20261101,
      titolo: 'Rata 2026-11-01',
      amount: 10,
    });
    expect(items[2]).toEqual({
      kind: 'expired',
      dossierID: 1,
      numeroPolizza: 'A',
      prodotto: 'Casa',
      date: '2026-11-20',
      daysLeft: -2,
      movimentoId: null,
      titolo: null,
      amount: null,
    });
  });

  it('lists an instalment due up to 30 days ahead, and every one past due', () => {
    const policies = [policy({ unpaid: [unpaid('2026-12-22'), unpaid('2026-12-23'), unpaid('2025-01-01')] })];
    expect(inEvidenzaOf(policies, today).map((item) => [item.date, item.daysLeft])).toEqual([
      ['2025-01-01', -690],
      ['2026-12-22', 30],
    ]);
  });
});
