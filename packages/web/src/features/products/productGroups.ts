import { PRODUCT_GROUPS, type Product } from '@area-clienti/contract';
import { normalizeText } from '@/shared/ui/table/tableLogic';

export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/** A group as the address writes it: 'Auto - mobilità' is `auto-mobilita`. */
export const groupSlug = (group: ProductGroup) =>
  normalizeText(group)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The group `?gruppo=` asks for, or null (all groups) for none or one that does not exist. */
export function parseProductGroup(search: URLSearchParams): ProductGroup | null {
  const slug = search.get('gruppo')?.trim().toLowerCase() ?? '';
  return PRODUCT_GROUPS.find((group) => groupSlug(group) === slug) ?? null;
}

/** The address's query showing `group` (null: all), its other parameters kept. */
export function withProductGroup(search: URLSearchParams, group: ProductGroup | null): string {
  const next = new URLSearchParams(search);
  if (group) next.set('gruppo', groupSlug(group));
  else next.delete('gruppo');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The products under their groups, in the groups' order (SPEC §3), each group's products in the
 * catalogue's order; only `group` when one is chosen; a group without products is left out.
 */
export function groupProducts(
  products: readonly Product[],
  group: ProductGroup | null,
): { group: ProductGroup; products: Product[] }[] {
  return PRODUCT_GROUPS.filter((g) => group === null || g === group)
    .map((g) => ({ group: g, products: products.filter((p) => p.group === g) }))
    .filter((g) => g.products.length > 0);
}
