import { PRODUCT_GROUPS, PRODUCTS } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { groupProducts, groupSlug, parseProductGroup, withProductGroup } from './productGroups';

const parse = (query: string) => parseProductGroup(new URLSearchParams(query));

describe('product groups in the address', () => {
  it('writes each group as a plain word of the address, and reads it back', () => {
    expect(PRODUCT_GROUPS.map(groupSlug)).toEqual([
      'previdenza',
      'investimento',
      'imprese',
      'auto-mobilita',
      'persona',
      'patrimonio',
    ]);
    for (const group of PRODUCT_GROUPS) expect(parse(`gruppo=${groupSlug(group)}`)).toBe(group);
    expect(parse('gruppo=AUTO-MOBILITA')).toBe('Auto - mobilità');
  });

  it('shows every group for no group, or one that does not exist', () => {
    for (const query of ['', 'gruppo=', 'gruppo=vita', 'gruppo=Auto - mobilità', 'gruppo=-']) {
      expect(parse(query)).toBeNull();
    }
  });

  it('keeps the other parameters of the address', () => {
    expect(withProductGroup(new URLSearchParams('a=1'), 'Persona')).toBe('?a=1&gruppo=persona');
    expect(withProductGroup(new URLSearchParams('gruppo=persona&a=1'), null)).toBe('?a=1');
    expect(withProductGroup(new URLSearchParams('gruppo=persona'), null)).toBe('');
  });
});

describe('groupProducts', () => {
  it("puts the catalogue's 15 products under the six groups, in the spec's order", () => {
    const groups = groupProducts(PRODUCTS, null);
    expect(groups.map((g) => g.group)).toEqual([...PRODUCT_GROUPS]);
    expect(groups.flatMap((g) => g.products)).toHaveLength(15);
    expect(groups.find((g) => g.group === 'Auto - mobilità')?.products.map((p) => p.title)).toEqual([
      'Auto Sicura',
      'Due Ruote',
    ]);
  });

  it('shows one group when chosen, and leaves out a group without products', () => {
    expect(groupProducts(PRODUCTS, 'Imprese')).toEqual([
      { group: 'Imprese', products: PRODUCTS.filter((p) => p.group === 'Imprese') },
    ]);
    const noPersona = PRODUCTS.filter((p) => p.group !== 'Persona');
    expect(groupProducts(noPersona, null).map((g) => g.group)).not.toContain('Persona');
    expect(groupProducts(noPersona, 'Persona')).toEqual([]);
  });
});
