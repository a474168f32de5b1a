/** How the signed documents write dates, times, amounts and people (Italian, Rome's time). */

const ROME_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant as ISO 8601 in Rome's time with its offset: `2026-11-27T06:40:12+01:00`. */
export function romeIso(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new Error(`not an instant: ${String(at)}`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    ROME_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** The same instant as an Italian reads it: `27/11/2026 alle 06:40:12 (ora di Roma)`. */
export function romeReadable(at: Date | string): string {
  const iso = romeIso(at);
  return `${italianDate(iso.slice(0, 10))} alle ${iso.slice(11, 19)} (ora di Roma)`;
}

/** `2026-11-27` → `27/11/2026`; anything else as it is. */
export function italianDate(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Euro cents as `1.234,56 €` (thousands always grouped, as an amount on a form). */
export function euros(cents: number | undefined): string {
  if (cents === undefined) return '';
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')} €`;
}

/** Yes/no/blank for a question of the form. */
export const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Sì' : 'No');

/** Parts of a name or address joined, the blank ones left out. */
export const joined = (parts: (string | null | undefined)[], separator = ' ') =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(separator);
