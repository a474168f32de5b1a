import { formatRomeDateTime } from '@area-clienti/contract';

/** How the export's PDF writes values, as the area shows them: dd/MM/yyyy, HH:mm in Rome, '1.234,56 €'. */
// `useGrouping: true` is 'always' (CLDR alone leaves four-digit Italian numbers ungrouped: '1234,50 €').

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true });
const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 6, useGrouping: true });

/** An ISO calendar date as dd/MM/yyyy; a 9999 date (SPEC §9) as 'Nessuna scadenza'. */
export function formatDay(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  if (match[1] === '9999') return 'Nessuna scadenza';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** An instant as dd/MM/yyyy HH:mm, Italian time (Europe/Rome, summer time included), as the area shows it. */
export const formatInstant = (iso: string) => formatRomeDateTime(iso) ?? iso;

/** An amount in euro; 0 or less is not shown (SPEC §9). */
export const formatEuro = (amount: number | null | undefined) =>
  amount === null || amount === undefined || amount <= 0 ? null : euro.format(amount);

export const formatQuantity = (value: number | null | undefined) =>
  value === null || value === undefined || value <= 0 ? null : quantity.format(value);

/** A browser and a system as a person says them: 'Chrome su Windows'. */
export function deviceLabel(device: { browser: string | null; sistema: string | null }): string {
  const browser = device.browser ?? 'Browser sconosciuto';
  return device.sistema ? `${browser} su ${device.sistema}` : browser;
}
