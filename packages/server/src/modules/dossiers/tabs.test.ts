import type { Documento, DossierSection } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import type { DossierRow, TabContents } from './queries.js';
import { tabsOfDossier } from './tabs.js';

// A policy page's tabs (SPEC §2) without a database; dossiers.test.ts asks the same of the API.

/** Only what the tab rules read of a dossier: its locks and whether it expects a family. */
const row = (overrides: Partial<DossierRow> = {}) =>
  ({
    locked: false,
    lockedSections: [],
    dossierMinore: false,
    nPersoneNucleo: null,
    ...overrides,
  }) as DossierRow;
const empty: TabContents = {
  garanzie: false,
  nucleo: false,
  movimenti: false,
  sinistri: false,
  allegati: false,
  riserve: false,
  datiTecniciPairs: [],
};
const full: TabContents = {
  garanzie: true,
  nucleo: true,
  movimenti: true,
  sinistri: true,
  allegati: true,
  riserve: true,
  datiTecniciPairs: [[{ label: 'Targa', descr: 'AB123CD' }]],
};
const certificate: Documento = {
  documentID: 5,
  name: 'Attestato di rischio.pdf',
  nPolizza: '10020030',
  dossierID: 1,
  type: 'dossier',
  data: '2026-01-01',
  tipo: 'attestato-di-rischio',
};
const open = (...tabs: string[]) => tabs.map((tab) => ({ tab, locked: false }));

describe("a policy page's tabs", () => {
  it("shows every tab with data, in the page's order, with the risk certificate", () => {
    expect(tabsOfDossier(row(), full, certificate)).toEqual({
      tabs: open('garanzie', 'nucleo', 'movimenti', 'sinistri', 'datiTecnici', 'allegati', 'riserve'),
      riskCertificate: certificate,
    });
  });

  it.each(['garanzie', 'nucleo', 'movimenti', 'sinistri', 'allegati', 'riserve'] as const)(
    'shows the %s tab alone when only it has data',
    (tab) => {
      expect(tabsOfDossier(row(), { ...empty, [tab]: true }, null).tabs).toEqual(open(tab));
    },
  );

  it('shows no tab without data, and no certificate when the policy has none', () => {
    expect(tabsOfDossier(row(), empty, null)).toEqual({ tabs: [], riskCertificate: null });
  });

  it('shows the technical data only when one of its pairs says something on both sides', () => {
    const pairs = (...list: { label: string; descr: string | null }[][]) => ({
      ...empty,
      datiTecniciPairs: list,
    });
    const silent = [
      { label: 'Targa', descr: ' ' },
      { label: '', descr: 'AB123CD' },
      { label: 'Massimale', descr: null },
    ];
    expect(tabsOfDossier(row(), pairs(silent), null).tabs).toEqual([]);
    expect(tabsOfDossier(row(), pairs(silent, [{ label: 'Targa', descr: 'AB123CD' }]), null).tabs).toEqual(
      open('datiTecnici'),
    );
    expect(tabsOfDossier(row(), pairs([...silent, { label: 'Targa', descr: 'AB123CD' }]), null).tabs).toEqual(
      open('datiTecnici'),
    );
  });
});

describe('the locks of a section being refreshed', () => {
  const lockedTab = (tab: string) => ({ tab, locked: true });

  it.each([
    ['garanzie', 'garanzie'],
    ['movimenti', 'movimenti'],
    ['sinistri', 'sinistri'],
    ['datiTecnici', 'datiTecnici'],
    ['documenti', 'allegati'],
    ['riserve', 'riserve'],
  ] as [DossierSection, string][])(
    'show the locked %s section as the locked %s tab, data or not',
    (section, tab) => {
      for (const contents of [empty, full]) {
        const { tabs } = tabsOfDossier(row({ lockedSections: [section] }), contents, certificate);
        expect(tabs.filter((shown) => shown.locked)).toEqual([lockedTab(tab)]);
      }
      // The other sections stay open.
      const { tabs } = tabsOfDossier(row({ lockedSections: [section] }), full, certificate);
      expect(tabs.filter((shown) => !shown.locked).length).toBe(section === 'garanzie' ? 5 : 6);
    },
  );

  it('lock the family with the coverages, shown only when the policy expects a family', () => {
    const garanzieLocked = (overrides: Partial<DossierRow>) =>
      tabsOfDossier(row({ lockedSections: ['garanzie'], ...overrides }), empty, null).tabs;
    expect(garanzieLocked({})).toEqual([lockedTab('garanzie')]);
    expect(garanzieLocked({ nPersoneNucleo: 0 })).toEqual([lockedTab('garanzie')]);
    expect(garanzieLocked({ nPersoneNucleo: 3 })).toEqual([lockedTab('garanzie'), lockedTab('nucleo')]);
    expect(garanzieLocked({ dossierMinore: true })).toEqual([lockedTab('garanzie'), lockedTab('nucleo')]);
  });

  it('leave out the risk certificate while the documents are refreshed', () => {
    expect(
      tabsOfDossier(row({ lockedSections: ['documenti'] }), full, certificate).riskCertificate,
    ).toBeNull();
    expect(tabsOfDossier(row({ lockedSections: ['movimenti'] }), full, certificate).riskCertificate).toBe(
      certificate,
    );
  });

  it('lock every tab of a policy being refreshed whole, and its certificate', () => {
    const { tabs, riskCertificate } = tabsOfDossier(
      row({ locked: true, nPersoneNucleo: 2 }),
      empty,
      certificate,
    );
    expect(tabs).toEqual(
      ['garanzie', 'nucleo', 'movimenti', 'sinistri', 'datiTecnici', 'allegati', 'riserve'].map(lockedTab),
    );
    expect(riskCertificate).toBeNull();
  });
});
