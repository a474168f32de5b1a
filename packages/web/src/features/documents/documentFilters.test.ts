import type { Documento } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import {
  filterDocuments,
  hasFilters,
  NO_FILTERS,
  parseDocumentFilters,
  policyOptions,
  selectAllState,
  selectedShown,
  toggleAll,
  withDocumentFilters,
} from './documentFilters';

const doc = (documentID: number, name: string, nPolizza: string, type: Documento['type']): Documento => ({
  documentID,
  name,
  nPolizza,
  dossierID: Number(nPolizza.slice(0, 2)),
  type,
  data: '2026-01-01',
  tipo: null,
});
const documents = [
  doc(1, 'Denuncia di sinistro.pdf', '10020030', 'sinistro'),
  doc(2, 'Condizioni di assicurazione Auto Sicura.pdf', '10020030', 'dossier'),
  doc(3, 'Polizza Casa Serena.pdf', '20040050', 'dossier'),
  doc(4, 'Perizia città.pdf', '20040050', 'sinistro'),
];
const ids = (list: readonly Documento[]) => list.map((d) => d.documentID);
const parse = (query: string) => parseDocumentFilters(new URLSearchParams(query), documents);

describe('document filters in the address', () => {
  it('reads a policy of the documents, a known type and the search', () => {
    expect(parse('polizza=20040050&tipo=sinistro&cerca=perizia')).toEqual({
      polizza: '20040050',
      tipo: 'sinistro',
      cerca: 'perizia',
    });
    expect(parse('')).toEqual(NO_FILTERS);
  });

  it('ignores a policy none of the documents belongs to, and an unknown type', () => {
    expect(parse('polizza=99999999&tipo=polizza')).toEqual(NO_FILTERS);
    expect(parse('polizza=&tipo=DOSSIER')).toEqual(NO_FILTERS);
    expect(parse(`cerca=${'a'.repeat(150)}`).cerca).toHaveLength(100);
  });

  it('writes the filters set, drops those unset, keeps other parameters', () => {
    const written = withDocumentFilters(new URLSearchParams('altro=1&cerca=vecchio'), {
      polizza: '10020030',
      tipo: null,
      cerca: 'denuncia sinistro',
    });
    expect(written.toString()).toBe('altro=1&cerca=denuncia+sinistro&polizza=10020030');
    expect(parseDocumentFilters(written, documents)).toEqual({
      polizza: '10020030',
      tipo: null,
      cerca: 'denuncia sinistro',
    });
    expect(withDocumentFilters(written, NO_FILTERS).toString()).toBe('altro=1');
  });

  it('says whether any filter is set (spaces are no search)', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, cerca: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, tipo: 'dossier' })).toBe(true);
  });
});

describe('filterDocuments', () => {
  it('combines policy, type and name, keeping the order', () => {
    expect(ids(filterDocuments(documents, { polizza: '10020030', tipo: null, cerca: '' }))).toEqual([1, 2]);
    expect(ids(filterDocuments(documents, { polizza: null, tipo: 'sinistro', cerca: '' }))).toEqual([1, 4]);
    expect(ids(filterDocuments(documents, { polizza: '20040050', tipo: 'sinistro', cerca: '' }))).toEqual([
      4,
    ]);
    expect(ids(filterDocuments(documents, { polizza: '10020030', tipo: null, cerca: 'polizza' }))).toEqual(
      [],
    );
  });

  it('finds every word of the search in the name, in any case and without accents', () => {
    expect(ids(filterDocuments(documents, { ...NO_FILTERS, cerca: 'CITTA' }))).toEqual([4]);
    expect(ids(filterDocuments(documents, { ...NO_FILTERS, cerca: 'sinistro denuncia' }))).toEqual([1]);
    expect(ids(filterDocuments(documents, { ...NO_FILTERS, cerca: 'pdf' }))).toEqual([1, 2, 3, 4]);
    // The policy number is a column of its own, not part of the name.
    expect(ids(filterDocuments(documents, { ...NO_FILTERS, cerca: '10020030' }))).toEqual([]);
  });
});

describe('policyOptions', () => {
  it("lists each documents' policy once, by its label", () => {
    const label = (n: string) => (n === '10020030' ? 'Auto Sicura n. 10020030' : 'Casa Serena n. 20040050');
    expect(policyOptions(documents, label)).toEqual([
      { value: '10020030', label: 'Auto Sicura n. 10020030' },
      { value: '20040050', label: 'Casa Serena n. 20040050' },
    ]);
  });
});

describe('selection', () => {
  const shown = documents.slice(0, 2);

  it("'Seleziona tutti' is ticked when every shown document is, mixed when some are", () => {
    expect(selectAllState(shown, new Set())).toEqual({ checked: false, mixed: false });
    expect(selectAllState(shown, new Set([1]))).toEqual({ checked: false, mixed: true });
    expect(selectAllState(shown, new Set([1, 2, 3]))).toEqual({ checked: true, mixed: false });
    expect(selectAllState([], new Set([1]))).toEqual({ checked: false, mixed: false });
  });

  it('ticking it selects the shown documents; unticking it deselects them, and only them', () => {
    expect([...toggleAll(shown, new Set([3]), true)].sort()).toEqual([1, 2, 3]);
    expect([...toggleAll(shown, new Set([1, 2, 3]), false)]).toEqual([3]);
  });

  it('downloads the selected documents that are shown, in the order shown', () => {
    expect(ids(selectedShown(shown, new Set([3, 2, 1])))).toEqual([1, 2]);
  });
});
