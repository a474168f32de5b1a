import { formatAmount } from './format';

// A number as agencies write it: Italian (1.234,56 · 1234,5) or English (1,234.56 · 1234.56).
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CURRENCY_AFTER = 'EUR|Eur|euro|Euro|€';
// Before a number only the code and the sign: "Euro 6" is a vehicle's emission class, not six euros.
const CURRENCY_BEFORE = 'EUR|€';
// The currency after the number ("22.384,56 EUR") or before it ("EUR 1.000", "€ 50"), as a whole word.
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,])(?:(${NUMBER})\s?(${CURRENCY_AFTER})(?![\p{L}\d])|(?<![\p{L}\d])(${CURRENCY_BEFORE})\s?(${NUMBER}))(?![\d])`,
  'gu',
);

/**
 * The value of a number written either way. The last separator followed by one or two digits is the
 * decimal one; a lone separator followed by three digits groups thousands ("1.000 EUR" is a thousand
 * euros, as an Italian reads it).
 */
export function parseWrittenNumber(written: string): number | null {
  const compact = written.replace(/[\u00a0 ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

/**
 * Free text from the agency (a technical datum, a claim's extra detail) with every euro amount in it
 * written as the rest of the area writes them: '22.384,56 EUR' → '22.384,56 €', 'EUR 1000' → '1.000,00 €'.
 * Numbers without a currency (dates, percentages, plates) are left as they are.
 */
export function formatAmountsInText(text: string): string {
  return text.replace(AMOUNT, (match, after?: string, _c1?: string, _c2?: string, before?: string) => {
    const value = parseWrittenNumber(after ?? before ?? '');
    return (value !== null && formatAmount(value)) || match;
  });
}
