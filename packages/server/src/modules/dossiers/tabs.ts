import {
  DOSSIER_TABS,
  type Documento,
  type DossierSection,
  type DossierTab,
  type DossierTabsReply,
  isShownPair,
} from '@area-clienti/contract';
import { isReadable } from './access.js';
import type { DossierRow, TabContents } from './queries.js';

/** The section whose lock a tab follows: the family comes with the coverages, attachments are documents. */
const SECTION_OF: Record<DossierTab, DossierSection> = {
  garanzie: 'garanzie',
  nucleo: 'garanzie',
  movimenti: 'movimenti',
  sinistri: 'sinistri',
  datiTecnici: 'datiTecnici',
  allegati: 'documenti',
  riserve: 'riserve',
};

/**
 * A policy page's tabs (SPEC §2): a tab shows when it has data or its section is locked. The family tab
 * of a locked coverages section shows (locked) only when the policy says there is a family; the risk
 * certificate is left out while the documents are being refreshed, as the attachments are.
 */
export function tabsOfDossier(
  row: DossierRow,
  contents: TabContents,
  certificate: Documento | null,
): Pick<DossierTabsReply, 'tabs' | 'riskCertificate'> {
  const hasData: Record<DossierTab, boolean> = {
    garanzie: contents.garanzie,
    nucleo: contents.nucleo,
    movimenti: contents.movimenti,
    sinistri: contents.sinistri,
    datiTecnici: contents.datiTecniciPairs.some((pairs) =>
      pairs.some((pair) => isShownPair(pair.label, pair.descr)),
    ),
    allegati: contents.allegati,
    riserve: contents.riserve,
  };
  const expectsNucleo = row.dossierMinore || (row.nPersoneNucleo ?? 0) > 0;
  const tabs = DOSSIER_TABS.flatMap((tab) => {
    const locked = !isReadable(row, SECTION_OF[tab]);
    const shown = locked ? tab !== 'nucleo' || expectsNucleo : hasData[tab];
    return shown ? [{ tab, locked }] : [];
  });
  return { tabs, riskCertificate: isReadable(row, 'documenti') ? certificate : null };
}
