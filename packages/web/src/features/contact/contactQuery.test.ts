import { PRODUCTS } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { initialPolicy, parseContactQuery, splitCentres } from './contactQuery';

const query = (search: string) => parseContactQuery(new URLSearchParams(search));

describe('parseContactQuery (SPEC §2 /contatti)', () => {
  it('reads a numeric dossier and the repair-centre flag', () => {
    const none = { product: null, reason: null, amount: null };
    expect(query('?dossier=10020030&centro_convenzionato')).toEqual({
      dossier: '10020030',
      repairCentre: true,
      ...none,
    });
    expect(query('dossier=20090010')).toEqual({ dossier: '20090010', repairCentre: false, ...none });
    expect(query('centro_convenzionato=1')).toEqual({ dossier: null, repairCentre: true, ...none });
    expect(query('')).toEqual({ dossier: null, repairCentre: false, ...none });
  });

  it('ignores a dossier that is not a number', () => {
    for (const bad of ['abc', '12a', '-1', '1.5', '', '1'.repeat(31), '%20']) {
      expect(query(`dossier=${bad}`).dossier).toBeNull();
    }
    expect(query('dossier=%2010020030%20').dossier).toBe('10020030');
  });
});

describe('parseContactQuery: the reason of an action of the area (decisions/0105)', () => {
  it('reads the reason and the amount about a policy', () => {
    expect(query('dossier=10020030&motivo=pagaRata&importo=48.50')).toMatchObject({
      dossier: '10020030',
      reason: 'pagaRata',
      amount: 48.5,
    });
    expect(query('dossier=10020030&motivo=rinnova')).toMatchObject({ reason: 'rinnova', amount: null });
  });

  it('ignores a reason without a policy, an unknown reason, a malformed amount', () => {
    expect(query('motivo=pagaRata&importo=10')).toMatchObject({ reason: null, amount: null });
    expect(query('dossier=1&motivo=regalo&importo=10')).toMatchObject({ reason: null, amount: null });
    for (const bad of ['48,50', '-1', '1.234', 'abc', '1e3', '']) {
      expect(query(`dossier=1&motivo=pagaRata&importo=${bad}`).amount, bad).toBeNull();
    }
  });
});

describe('parseContactQuery: the product asked about', () => {
  it("reads the catalogue's product by its id", () => {
    expect(query('prodotto=8').product).toEqual(PRODUCTS.find((p) => p.title === 'Auto Sicura'));
    expect(query('prodotto=%2015%20').product?.title).toBe('Tutela Legale');
  });

  it('ignores an id the catalogue does not have', () => {
    for (const bad of ['0', '16', '-1', '8.0', '08', 'auto', '', '1e1']) {
      expect(query(`prodotto=${bad}`).product, bad).toBeNull();
    }
  });
});

describe('initialPolicy', () => {
  const policies = [{ numeroPolizza: '10020030' }, { numeroPolizza: '50010020' }];

  it('starts on the policy the address names', () => {
    expect(initialPolicy(policies, '50010020')).toEqual({ policy: policies[1], unknown: false });
  });

  it("starts on none without a dossier, and says when the dossier is not the client's", () => {
    expect(initialPolicy(policies, null)).toEqual({ policy: null, unknown: false });
    expect(initialPolicy(policies, '99999999')).toEqual({ policy: null, unknown: true });
    expect(initialPolicy([], '10020030')).toEqual({ policy: null, unknown: true });
  });
});

describe('splitCentres', () => {
  const centres = [
    { id: 1, provincia: 'RM' },
    { id: 2, provincia: 'rm ' },
    { id: 3, provincia: 'MI' },
    { id: 4, provincia: 'TO' },
  ];

  it("puts the client's province first, ignoring case and spaces", () => {
    const { near, others } = splitCentres(centres, 'RM');
    expect(near.map((c) => c.id)).toEqual([1, 2]);
    expect(others.map((c) => c.id)).toEqual([3, 4]);
    expect(splitCentres(centres, ' mi').near.map((c) => c.id)).toEqual([3]);
  });

  it('has no near centres without a province, or in a province without centres', () => {
    expect(splitCentres(centres, null)).toEqual({ near: [], others: centres });
    expect(splitCentres(centres, 'NA').near).toEqual([]);
  });
});
