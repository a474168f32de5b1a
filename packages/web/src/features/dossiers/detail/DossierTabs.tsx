import type { Dossier, DossierTab, DossierTabsReply } from '@area-clienti/contract';
import type { ReactNode } from 'react';
import { useSinistri } from '@/shared/entities/claims/api';
import { ClaimsTable } from '@/shared/entities/claims/ClaimsTable';
import { useDocumenti } from '@/shared/entities/documents/api';
import { DocumentsTable } from '@/shared/entities/documents/DocumentsTable';
import { labels, text } from '@/shared/messages';
import { useSearchParams } from '@/shared/router';
import { LockedNotice } from '@/shared/ui/QueryError';
import { type TabItem, Tabs } from '@/shared/ui/Tabs';
import { useDatiTecnici, useGaranzie, useMovimenti, useRiserve } from './api';
import { ContractDetails } from './ContractDetails';
import { datoTecnicoPairs } from './contractFields';
import { toSection } from './sections';
import { DatiTecniciTab } from './tabs/DatiTecniciTab';
import { GaranzieTab, NucleoTab } from './tabs/GaranzieTab';
import { MovimentiTab, RiserveTab } from './tabs/MovimentiTab';
import { SectionPanel } from './tabs/SectionPanel';

/** The open tab, in the address: a link opens it, and Back returns to the tab that was open. */
export const TAB_PARAM = 'scheda';

const nonEmpty = <T,>(list: readonly T[]) => list.length > 0;

/** Each tab's body asks for its data when the tab opens (only the open tab's body is rendered). */
function GaranziePanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useGaranzie(dossierId), (d) => nonEmpty(d.beni));
  return <SectionPanel section={section}>{(d) => <GaranzieTab beni={d.beni} />}</SectionPanel>;
}

function NucleoPanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useGaranzie(dossierId), (d) => nonEmpty(d.nucleo));
  return <SectionPanel section={section}>{(d) => <NucleoTab nucleo={d.nucleo} />}</SectionPanel>;
}

function MovimentiPanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useMovimenti(dossierId), (d) => nonEmpty(d.movimenti));
  return (
    <SectionPanel section={section}>
      {(d) => <MovimentiTab layoutType={d.layoutType} movimenti={d.movimenti} />}
    </SectionPanel>
  );
}

function SinistriPanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useSinistri(dossierId), (d) => nonEmpty(d.sinistri));
  return (
    <SectionPanel section={section}>
      {(d) => <ClaimsTable caption={labels.tabs.sinistri} claims={d.sinistri} />}
    </SectionPanel>
  );
}

function DatiTecniciPanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useDatiTecnici(dossierId), (d) =>
    d.datiTecnici.some((block) => datoTecnicoPairs(block).length > 0),
  );
  return (
    <SectionPanel section={section}>
      {(d) => <DatiTecniciTab datiTecnici={d.datiTecnici.filter((b) => datoTecnicoPairs(b).length > 0)} />}
    </SectionPanel>
  );
}

function AllegatiPanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useDocumenti({ type: 'dossier', id: dossierId }), (d) => nonEmpty(d.documenti));
  return (
    <SectionPanel section={section}>
      {(d) => <DocumentsTable caption={labels.tabs.allegati} documents={d.documenti} />}
    </SectionPanel>
  );
}

function RiservePanel({ dossierId }: { dossierId: number }) {
  const section = toSection(useRiserve(dossierId), (d) => nonEmpty(d.riserve));
  return <SectionPanel section={section}>{(d) => <RiserveTab riserve={d.riserve} />}</SectionPanel>;
}

const TABS: Record<DossierTab, { id: string; Panel: (props: { dossierId: number }) => ReactNode }> = {
  garanzie: { id: 'garanzie', Panel: GaranziePanel },
  nucleo: { id: 'nucleo', Panel: NucleoPanel },
  movimenti: { id: 'movimenti', Panel: MovimentiPanel },
  sinistri: { id: 'sinistri', Panel: SinistriPanel },
  datiTecnici: { id: 'dati-tecnici', Panel: DatiTecniciPanel },
  allegati: { id: 'allegati', Panel: AllegatiPanel },
  riserve: { id: 'riserve', Panel: RiservePanel },
};

/**
 * The policy's tabs, as one call listed them (SPEC §2: a tab shows when it has data or is locked): the
 * contract's details first, a locked tab with its notice, any other asking for its data when opened.
 * Printed (`printAll`), every tab's content is laid out one after the other under its name.
 */
export function DossierTabs({
  dossier,
  tabs,
  printAll = false,
}: {
  dossier: Dossier;
  tabs: DossierTabsReply['tabs'];
  printAll?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const items: TabItem[] = [
    {
      id: 'dettagli',
      label: labels.tabs.dettagli,
      content: <ContractDetails dossier={dossier} printed={printAll} />,
    },
    ...tabs.map(({ tab, locked }) => {
      const { id, Panel } = TABS[tab];
      const content = locked ? <LockedNotice key={id} /> : <Panel key={id} dossierId={dossier.dossierID} />;
      return { id, label: labels.tabs[tab], content };
    }),
  ];
  // The open tab replaces the page's entry in the history: Back leaves the policy, as from any page,
  // and coming back to it opens the tab that was open. It is the same page: the scroll stays where it
  // is, the tab just chosen and its content on the screen (decisions/0148).
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (printAll) {
    return (
      <div className="dossier-print">
        {items.map((item) => (
          <section key={item.id} className="dossier-print__section" aria-labelledby={`stampa-${item.id}`}>
            <h2 id={`stampa-${item.id}`}>{item.label}</h2>
            {item.content}
          </section>
        ))}
      </div>
    );
  }
  return (
    <Tabs
      label={text.dossiers.tabsLabel}
      items={items}
      selectedId={params.get(TAB_PARAM)}
      onSelect={select}
    />
  );
}
