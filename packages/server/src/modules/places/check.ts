import { type ClientAddress, ErrorCode, ITALY } from '@area-clienti/contract';
import { AppError } from '../../shared/errors.js';
import { comuni, placeKey } from './comuni.js';

export type ItalianAddressCheck =
  | { ok: true; cap: string; comune: string; provincia: string }
  | { ok: false; code: ErrorCode };

/**
 * Sardinia redrew its provinces in 2025–2026 (new ones, new codes) and the list shipped may predate what a
 * client's documents say: a Sardinian comune takes any Sardinian province's letters, old or new
 * (docs/decisions/0147). The comune and its CAP are checked as everywhere.
 */
const SARDINIA = new Set(['CA', 'CI', 'NU', 'OG', 'OR', 'OT', 'SS', 'SU', 'VS']);

const provinceFits = (listed: string, typed: string) =>
  listed === typed || (SARDINIA.has(listed) && SARDINIA.has(typed));

/**
 * An Italian address's CAP, comune and province, checked against ISTAT's list: the CAP 5 digits
 * (ADDRESS_001), the comune in the list (ADDRESS_002, matched without case, accents or apostrophes, and by
 * its other names), the province the comune's (ADDRESS_003), the CAP one of the comune's (ADDRESS_004).
 * Answers the comune's official spelling and the province in capitals.
 */
export function checkItalianAddress(input: {
  cap: string;
  comune: string;
  provincia: string;
}): ItalianAddressCheck {
  const cap = input.cap.trim();
  if (!/^\d{5}$/.test(cap)) return { ok: false, code: ErrorCode.ADDRESS_CAP_FORMAT };
  const named = comuni().byKey.get(placeKey(input.comune)) ?? [];
  if (named.length === 0) return { ok: false, code: ErrorCode.ADDRESS_COMUNE_UNKNOWN };
  const provincia = input.provincia.trim().toUpperCase();
  const inProvince = named.filter((comune) => provinceFits(comune.provincia, provincia));
  if (inProvince.length === 0) return { ok: false, code: ErrorCode.ADDRESS_PROVINCE_MISMATCH };
  const found = inProvince.find((comune) => comune.caps.includes(cap));
  if (!found) return { ok: false, code: ErrorCode.ADDRESS_CAP_MISMATCH };
  return {
    ok: true,
    cap,
    comune: found.name,
    provincia: SARDINIA.has(provincia) ? provincia : found.provincia,
  };
}

/**
 * A client's address as it is kept: an Italian one checked (its AppError otherwise) and written with the
 * comune's official spelling; a foreign one as written, its postcode in capitals.
 */
export function checkClientAddress(address: ClientAddress): ClientAddress {
  if (address.country !== ITALY) return { ...address, cap: address.cap.toUpperCase(), provincia: '' };
  const checked = checkItalianAddress(address);
  if (!checked.ok) throw new AppError(checked.code);
  return { ...address, cap: checked.cap, comune: checked.comune, provincia: checked.provincia };
}
