import { DOCUMENT_TYPES, type Documento } from '@area-clienti/contract';
import { filterRows } from '@/shared/ui/table/tableLogic';

/** The documents page's filters, as its address keeps them: `?polizza=&tipo=&cerca=` (docs/decisions/0062). */
export interface DocumentFilters {
  /** A policy number among the client's documents', or null for all. */
  polizza: string | null;
  tipo: Documento['type'] | null;
  /** Words the name must contain, as typed. */
  cerca: string;
}

export const NO_FILTERS: DocumentFilters = { polizza: null, tipo: null, cerca: '' };
/** What a search box reasonably holds; a longer address value is cut there. */
const SEARCH_MAX = 100;

const isDocumentType = (value: string): value is Documento['type'] =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * The filters an address asks for, among those that exist: a policy none of the documents belongs to, or
 * an unknown type, is no filter (an old link, a mistyped address), so the page never shows a select set to
 * a value it does not offer.
 */
export function parseDocumentFilters(
  search: URLSearchParams,
  documents: readonly Documento[],
): DocumentFilters {
  const polizza = search.get('polizza')?.trim() ?? '';
  const tipo = search.get('tipo') ?? '';
  return {
    polizza: documents.some((d) => d.nPolizza === polizza) ? polizza : null,
    tipo: isDocumentType(tipo) ? tipo : null,
    cerca: (search.get('cerca') ?? '').slice(0, SEARCH_MAX),
  };
}

/** The address's query with these filters (others of its parameters kept); an unset filter leaves it. */
export function withDocumentFilters(search: URLSearchParams, filters: DocumentFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('polizza', filters.polizza);
  set('tipo', filters.tipo);
  set('cerca', filters.cerca);
  return next;
}

export const hasFilters = (filters: DocumentFilters) =>
  filters.polizza !== null || filters.tipo !== null || filters.cerca.trim() !== '';

/**
 * The documents the filters show, in their order: of the policy, of the type, and whose name holds every
 * word searched for (any case, with or without accents, as the tables' search).
 */
export function filterDocuments(documents: readonly Documento[], filters: DocumentFilters): Documento[] {
  const chosen = documents.filter(
    (d) =>
      (filters.polizza === null || d.nPolizza === filters.polizza) &&
      (filters.tipo === null || d.type === filters.tipo),
  );
  return filterRows(chosen, filters.cerca, (d) => d.name);
}

/** The policies the documents belong to, each once, labelled by `label` (a policy's product and number). */
export function policyOptions(
  documents: readonly Documento[],
  label: (nPolizza: string) => string,
): { value: string; label: string }[] {
  const numbers = [...new Set(documents.map((d) => d.nPolizza))];
  return numbers
    .map((nPolizza) => ({ value: nPolizza, label: label(nPolizza) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it-IT', { numeric: true }));
}

/** 'Seleziona tutti': checked when every shown document is selected, mixed when some are. */
export function selectAllState(shown: readonly Documento[], selected: ReadonlySet<number>) {
  const count = shown.filter((d) => selected.has(d.documentID)).length;
  return { checked: count > 0 && count === shown.length, mixed: count > 0 && count < shown.length };
}

/** Ticking 'Seleziona tutti' selects every shown document; unticking it leaves none of them selected. */
export function toggleAll(shown: readonly Documento[], selected: ReadonlySet<number>, select: boolean) {
  const next = new Set(selected);
  for (const d of shown) {
    if (select) next.add(d.documentID);
    else next.delete(d.documentID);
  }
  return next;
}

/** What the ZIP holds: the selected documents among those shown, in the order shown. */
export const selectedShown = (shown: readonly Documento[], selected: ReadonlySet<number>) =>
  shown.filter((d) => selected.has(d.documentID));
