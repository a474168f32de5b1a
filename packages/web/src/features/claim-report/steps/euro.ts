/** An amount typed in euro (`1.250,50`, `1250.5`, `80`) as euro cents; null when it is not one. */
export function parseEuroCents(typed: string): number | null {
  const text = typed.replace(/\s|€/g, '');
  if (!text) return null;
  // `1.250,50`: dots group thousands, the comma is the decimal mark; `1250.50`: the dot is the decimal mark.
  const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Euro cents as the field shows them back: `1250,50`. */
export const centsText = (cents: number | undefined) =>
  cents === undefined ? '' : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
