import type { Dossier } from '@area-clienti/contract';
import { useSinistri } from '@/shared/entities/claims/api';
import { ClaimsTable } from '@/shared/entities/claims/ClaimsTable';
import { useDocumenti } from '@/shared/entities/documents/api';
import { DocumentsTable } from '@/shared/entities/documents/DocumentsTable';
import { labels, text } from '@/shared/messages';
import { FieldList } from '@/shared/ui/FieldList';
import { type TabItem, Tabs } from '@/shared/ui/Tabs';
import { useDatiTecnici, useGaranzie, useMovimenti, useRiserve } from './api';
import { contractFields, datoTecnicoPairs } from './contractFields';
import { isShown, type Section, toSection } from './sections';
import { DatiTecniciTab } from './tabs/DatiTecniciTab';
import { GaranzieTab, NucleoTab } from './tabs/GaranzieTab';
import { MovimentiTab, RiserveTab } from './tabs/MovimentiTab';
import { SectionPanel } from './tabs/SectionPanel';

const nonEmpty = <T,>(list: readonly T[]) => list.length > 0;

/** The policy's tabs; each section call answers on its own, a tab shows when it has data or is locked. */
export function DossierTabs({ dossier }: { dossier: Dossier }) {
  const id = dossier.dossierID;
  const garanzieQuery = useGaranzie(id);
  const garanzie = toSection(garanzieQuery, (d) => nonEmpty(d.beni));
  // The family members come with the coverages; a locked or failed call counts for them only when
  // the dossier says there is a family to show.
  const expectsNucleo = dossier.dossierMinore || (dossier.nPersoneNucleo ?? 0) > 0;
  const nucleo: Section<typeof garanzieQuery.data> =
    garanzie.state === 'locked' || garanzie.state === 'error'
      ? expectsNucleo
        ? garanzie
        : { state: 'empty' }
      : toSection(garanzieQuery, (d) => nonEmpty(d.nucleo));
  const movimenti = toSection(useMovimenti(id), (d) => nonEmpty(d.movimenti));
  const sinistri = toSection(useSinistri(id), (d) => nonEmpty(d.sinistri));
  const datiTecnici = toSection(useDatiTecnici(id), (d) =>
    d.datiTecnici.some((b) => datoTecnicoPairs(b).length > 0),
  );
  const allegati = toSection(useDocumenti({ type: 'dossier', id }), (d) => nonEmpty(d.documenti));
  const riserve = toSection(useRiserve(id), (d) => nonEmpty(d.riserve));

  const sections = [garanzie, nucleo, movimenti, sinistri, datiTecnici, allegati, riserve];
  // Wait for every section: tabs appearing one by one would move under the user's focus.
  if (sections.some((s) => s.state === 'pending')) return null;

  const t = labels.tabs;
  const candidates: [Section<unknown>, TabItem][] = [
    [
      { state: 'data', data: dossier },
      { id: 'dettagli', label: t.dettagli, content: <FieldList fields={contractFields(dossier)} /> },
    ],
    [
      garanzie,
      {
        id: 'garanzie',
        label: t.garanzie,
        content: <SectionPanel section={garanzie}>{(d) => <GaranzieTab beni={d.beni} />}</SectionPanel>,
      },
    ],
    [
      nucleo,
      {
        id: 'nucleo',
        label: t.nucleo,
        content: (
          <SectionPanel section={nucleo}>{(d) => (d ? <NucleoTab nucleo={d.nucleo} /> : null)}</SectionPanel>
        ),
      },
    ],
    [
      movimenti,
      {
        id: 'movimenti',
        label: t.movimenti,
        content: (
          <SectionPanel section={movimenti}>
            {(d) => <MovimentiTab layoutType={d.layoutType} movimenti={d.movimenti} />}
          </SectionPanel>
        ),
      },
    ],
    [
      sinistri,
      {
        id: 'sinistri',
        label: t.sinistri,
        content: (
          <SectionPanel section={sinistri}>
            {(d) => <ClaimsTable caption={t.sinistri} claims={d.sinistri} />}
          </SectionPanel>
        ),
      },
    ],
    [
      datiTecnici,
      {
        id: 'dati-tecnici',
        label: t.datiTecnici,
        content: (
          <SectionPanel section={datiTecnici}>
            {(d) => (
              <DatiTecniciTab datiTecnici={d.datiTecnici.filter((b) => datoTecnicoPairs(b).length > 0)} />
            )}
          </SectionPanel>
        ),
      },
    ],
    [
      allegati,
      {
        id: 'allegati',
        label: t.allegati,
        content: (
          <SectionPanel section={allegati}>
            {(d) => <DocumentsTable caption={t.allegati} documents={d.documenti} />}
          </SectionPanel>
        ),
      },
    ],
    [
      riserve,
      {
        id: 'riserve',
        label: t.riserve,
        content: <SectionPanel section={riserve}>{(d) => <RiserveTab riserve={d.riserve} />}</SectionPanel>,
      },
    ],
  ];
  const items = candidates.filter(([section]) => isShown(section)).map(([, item]) => item);
  return <Tabs label={text.dossiers.tabsLabel} items={items} />;
}
