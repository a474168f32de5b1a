import { formatRomeDateTime, NO_DATE_YEAR } from '@area-clienti/contract';
import { italianFixed, italianNumber } from './italianNumber';

// Written by hand, not by Intl: the first Intl object of a page costs a phone 40–90 ms of its first render
// (docs/decisions/0124); italianNumber.ts and the tests hold these to Intl's output.

/** The euro sign follows the amount after a no-break space, as Intl writes it for it-IT. */
const EURO_SUFFIX = '\u00a0€';

export const DEFAULT_NO_DATE_TEXT = 'Nessuna scadenza';

/** True for the "no date" marker of SPEC §9: a date whose year is 9999. */
export function isNoDate(iso: string | null | undefined): boolean {
  return typeof iso === 'string' && iso.startsWith(NO_DATE_YEAR);
}

/**
 * An ISO `YYYY-MM-DD` date as dd/MM/yyyy; a 9999 date gives `noDateText`; a missing or malformed date
 * gives null (the caller hides the field).
 */
export function formatDate(
  iso: string | null | undefined,
  noDateText: string = DEFAULT_NO_DATE_TEXT,
): string | null {
  if (!iso) return null;
  if (isNoDate(iso)) return noDateText;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // A calendar day, never moved by a time zone: checked in UTC (30 February is no day).
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}/${match[2]}/${year}`;
}

/** An ISO instant (an access) as dd/MM/yyyy HH:mm in Italian time, as the PDF of the client's data writes it. */
export const formatDateTime = formatRomeDateTime;

/** A euro amount; amounts of 0 or less, or missing, are hidden (null). */
export function formatAmount(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  return `${italianFixed(amount, 2)}${EURO_SUFFIX}`;
}

/**
 * Euro cents as it-IT writes an amount (`1.234,56 €`), from the integer: money is whole cents everywhere
 * (a payment's amount, its refund), so no float ever holds it. Zero is `0,00 €`.
 */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}${EURO_SUFFIX}`;
}

/** A plain quantity (e.g. fund units); 0 or less, or missing, is hidden like amounts. */
export function formatQuantity(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return italianNumber(value, 6);
}

/**
 * A mobile number as people read it: "+39 338 765 4321" for the stored "+393387654321"; any other
 * shape is shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s.-]/g, '');
  const match = /^(?:\+39|0039)?(3\d{2})(\d{3})(\d{3,4})$/.exec(compact);
  return match ? `+39 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
