import { type ContactReason, contactReason, PRODUCTS, type Product } from '@area-clienti/contract';

/**
 * What /contatti reads from its address: `?dossier=<numeroPolizza>` and `?centro_convenzionato` (SPEC §2), and
 * ours, `?prodotto=<id>` from the catalogue's 'Richiedi informazioni' (docs/decisions/0062).
 */
export interface ContactQuery {
  /** The policy number asked for: digits only (SPEC §2 "dossier (numeric)"), otherwise null. */
  dossier: string | null;
  /** Show the 'Centri convenzionati' section: the parameter is present, with any value or none. */
  repairCentre: boolean;
  /** The catalogue's product asked about, or null (none, or an id the catalogue does not have). */
  product: Product | null;
  /**
   * Ours (docs/decisions/0105): the action of the area that opened the form (`?motivo=pagaRata`), with the
   * amount it showed (`?importo=48.50`, euro); only about a policy (`?dossier=`).
   */
  reason: ContactReason | null;
  amount: number | null;
}

/** An amount as the area writes it in an address: euro, a dot, at most two decimals. */
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Policy numbers are at most 30 characters (the contract's `polizza`). */
const NUMERIC_POLICY = /^\d{1,30}$/;

export function parseContactQuery(search: URLSearchParams): ContactQuery {
  const dossier = search.get('dossier')?.trim() ?? '';
  const numeric = NUMERIC_POLICY.test(dossier);
  const reason = contactReason.safeParse(search.get('motivo'));
  const amount = search.get('importo')?.trim() ?? '';
  return {
    dossier: numeric ? dossier : null,
    reason: numeric && reason.success ? reason.data : null,
    amount: numeric && reason.success && AMOUNT.test(amount) ? Number(amount) : null,
    repairCentre: search.has('centro_convenzionato'),
    product: PRODUCTS.find((p) => String(p.id) === search.get('prodotto')?.trim()) ?? null,
  };
}

/**
 * The policy the form starts on: the one `?dossier=` names when it is the client's; `unknown` when the
 * address names a policy the client does not have (the page says so rather than send it: the server
 * would refuse it).
 */
export function initialPolicy<T extends { numeroPolizza: string }>(
  policies: readonly T[],
  dossier: string | null,
): { policy: T | null; unknown: boolean } {
  if (dossier === null) return { policy: null, unknown: false };
  const policy = policies.find((p) => p.numeroPolizza.trim() === dossier) ?? null;
  return { policy, unknown: policy === null };
}

/**
 * The centres split for the page: those in the client's province first (the server already lists them
 * first, those in the client's town at the top, docs/decisions/0031), then the others, shown on request.
 * Without a province (no address on file) every centre is "other".
 */
export function splitCentres<T extends { provincia: string }>(
  centres: readonly T[],
  provincia: string | null,
): { near: T[]; others: T[] } {
  const home = provincia?.trim().toUpperCase() ?? '';
  const near = home === '' ? [] : centres.filter((c) => c.provincia.trim().toUpperCase() === home);
  return { near, others: centres.filter((c) => !near.includes(c)) };
}
