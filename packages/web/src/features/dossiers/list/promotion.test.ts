import { PRODUCTS } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { selectPromotion } from './promotion';

describe('selectPromotion (SPEC §9 "Home promotion")', () => {
  it('shows one product when the list has one or two', () => {
    expect(selectPromotion(['a'])).toEqual({ cards: ['a'], catalogueLink: false });
    expect(selectPromotion(['a', 'b'])).toEqual({ cards: ['a'], catalogueLink: false });
  });

  it('adds two more when the list has more than two', () => {
    expect(selectPromotion(['a', 'b', 'c'])).toEqual({ cards: ['a', 'b', 'c'], catalogueLink: false });
  });

  it('adds the catalogue link when the list has more than three', () => {
    expect(selectPromotion(['a', 'b', 'c', 'd'])).toEqual({ cards: ['a', 'b', 'c'], catalogueLink: true });
  });

  it('shows nothing for an empty list, and three cards with the link for the real catalogue', () => {
    expect(selectPromotion([])).toEqual({ cards: [], catalogueLink: false });
    const real = selectPromotion(PRODUCTS);
    expect(real.cards).toHaveLength(3);
    expect(real.catalogueLink).toBe(true);
  });
});
