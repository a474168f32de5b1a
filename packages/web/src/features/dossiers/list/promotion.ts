/**
 * SPEC §9 "Home promotion": one product; two more when the list has more than two; the link to the
 * catalogue when it has more than three.
 */
export function selectPromotion<T>(products: readonly T[]): { cards: T[]; catalogueLink: boolean } {
  const cards = products.length > 2 ? products.slice(0, 3) : products.slice(0, 1);
  return { cards, catalogueLink: products.length > 3 };
}
