/**
 * Positive numbers written the Italian way ("1.234,56"), as `Intl.NumberFormat('it-IT', { useGrouping:
 * 'always' })` writes them, without Intl: the first Intl object a page makes loads the browser's locale data,
 * 40–90 ms of a phone's main thread inside the first render of every logged-in page (issue 20,
 * docs/decisions/0124). The unit tests hold these to Intl's own output.
 */

/** The plain decimal digits of a positive finite number: JavaScript's shortest form, exponent spelled out. */
function plainDecimal(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  if (exponent === 0) return { whole, fraction };
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** One added to a string of decimal digits ("099" → "100", "99" → "100"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Rounded to `digits` decimals half away from zero on the number's shortest decimal form, as ICU rounds
 * (2.675 → "2,68", where `toFixed` reads the binary value 2.67499… and gives "2.67").
 */
function rounded(value: number, digits: number): { whole: string; fraction: string } {
  const { whole, fraction } = plainDecimal(value);
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = whole + fraction.slice(0, digits);
  const result = (fraction[digits] ?? '0') >= '5' ? incremented(kept) : kept;
  const point = result.length - digits;
  return { whole: result.slice(0, point) || '0', fraction: result.slice(point) };
}

/** Thousands grouped by dots, every group of three, four-digit numbers included ("1.234"). */
function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** A positive finite number with exactly `decimals` decimals: 1234.5 → "1.234,50" (2). */
export function italianFixed(value: number, decimals: number): string {
  const { whole, fraction } = rounded(value, decimals);
  return fraction ? `${grouped(whole)},${fraction}` : grouped(whole);
}

/** A positive finite number with at most `maxDecimals` decimals, no trailing zeros: 1234.5670 → "1.234,567". */
export function italianNumber(value: number, maxDecimals: number): string {
  const { whole, fraction } = rounded(value, maxDecimals);
  const significant = fraction.replace(/0+$/, '');
  return significant ? `${grouped(whole)},${significant}` : grouped(whole);
}
