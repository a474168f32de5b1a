import { compactIban, maskIban, type OwnAddress, type OwnDataChange } from '@area-clienti/contract';
import type { OwnDataChangeRow } from './queries.js';

/** An address as a change keeps it: JSON of its five fields, in one order. */
export const addressValue = (a: OwnAddress) =>
  JSON.stringify({
    indirizzo: a.indirizzo,
    cap: a.cap,
    comune: a.comune,
    provincia: a.provincia,
    country: a.country,
  });

/** The agency's address (the feed's has no country: Italian) in the same shape. */
export const agencyAddress = (
  a: { indirizzo: string; cap: string; comune: string; provincia: string } | undefined,
): OwnAddress | null => (a ? { ...a, country: 'IT' } : null);

export const parseAddress = (value: string | null): OwnAddress | null =>
  value === null ? null : (JSON.parse(value) as OwnAddress);

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim().toUpperCase();

/** Whether two addresses are the same place, whatever the case and spacing each was written in. */
export function sameAddress(a: OwnAddress | null, b: OwnAddress | null): boolean {
  if (!a || !b) return a === b;
  return (['indirizzo', 'cap', 'comune', 'provincia', 'country'] as const).every(
    (field) => squeeze(a[field]) === squeeze(b[field]),
  );
}

export const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A change as the client and the feed see it: an IBAN masked. */
export function shownValue(row: Pick<OwnDataChangeRow, 'kind' | 'value'>): string {
  return row.kind === 'iban' ? (maskIban(compactIban(row.value)) ?? '') : row.value;
}

/** The value a change replaced, shown as the change's own (an IBAN masked). */
export const shownPrevious = (row: Pick<OwnDataChangeRow, 'kind' | 'previousValue'>): string | null =>
  row.previousValue === null ? null : shownValue({ kind: row.kind, value: row.previousValue });

export function toChange(row: OwnDataChangeRow): OwnDataChange {
  return {
    id: row.id,
    kind: row.kind,
    value: shownValue(row),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    requestId: row.requestId,
  };
}
