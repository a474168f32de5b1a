import type { GaranzieReply } from '@area-clienti/contract';
import { formatAmount } from '@/shared/format';
import { labels } from '@/shared/messages';
import { FieldList } from '@/shared/ui/FieldList';
import { type Column, Table } from '@/shared/ui/table/Table';

type Bene = GaranzieReply['beni'][number];
type Garanzia = Bene['settori'][number]['garanzie'][number];
type Member = GaranzieReply['nucleo'][number];

const garanzieColumns: Column<Garanzia>[] = [
  {
    key: 'garanzia',
    header: labels.garanzie.garanzia,
    cell: (g) => g.garanzia,
    sortValue: (g) => g.garanzia,
  },
  {
    key: 'descrizione',
    header: labels.garanzie.descrizione,
    cell: (g) => g.garanziaDescrizione ?? '',
    sortValue: (g) => g.garanziaDescrizione,
  },
  {
    key: 'massimale',
    header: labels.garanzie.massimale,
    cell: (g) => formatAmount(g.massimale) ?? '',
    sortValue: (g) => g.massimale,
    searchText: (g) => formatAmount(g.massimale),
    numeric: true,
  },
];

function homeFields(bene: Bene): { label: string; value: string }[] {
  const l = labels.garanzie;
  const fields: { label: string; value: string | null }[] = [
    { label: l.intestazione, value: bene.intestazione },
    { label: l.destinazioneUso, value: bene.destinazioneUso },
    { label: l.tipoDimora, value: bene.tipoDimora },
  ];
  return fields.filter((f): f is { label: string; value: string } => Boolean(f.value?.trim()));
}

/** Coverages: for each insured good, its sectors and their coverages (beni → settori → garanzie). */
export function GaranzieTab({ beni }: { beni: GaranzieReply['beni'] }) {
  return (
    <>
      {beni.map((bene, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: goods carry no id; their order is stable
        <section className="detail-section" key={index}>
          <h2 className="h4">{bene.descrizione}</h2>
          {homeFields(bene).length > 0 ? <FieldList fields={homeFields(bene)} /> : null}
          {bene.settori.map((settore) => (
            <div key={settore.settore} className="mb-4">
              <h3 className="h5">{settore.settore}</h3>
              <Table
                caption={`${labels.tabs.garanzie}: ${settore.settore}`}
                columns={garanzieColumns}
                rows={settore.garanzie}
                rowKey={(g, i) => `${i}-${g.garanzia}`}
              />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

const nucleoColumns: Column<Member>[] = [
  { key: 'nome', header: labels.nucleo.nome, cell: (m) => m.nome, sortValue: (m) => m.nome },
  { key: 'cognome', header: labels.nucleo.cognome, cell: (m) => m.cognome, sortValue: (m) => m.cognome },
  {
    key: 'codiceFiscale',
    header: labels.nucleo.codiceFiscale,
    cell: (m) => m.codiceFiscale ?? '',
    sortValue: (m) => m.codiceFiscale,
  },
];

export function NucleoTab({ nucleo }: { nucleo: GaranzieReply['nucleo'] }) {
  return (
    <Table
      caption={labels.tabs.nucleo}
      columns={nucleoColumns}
      rows={nucleo}
      rowKey={(m, i) => `${i}-${m.codiceFiscale ?? m.cognome}`}
    />
  );
}
