import { type Dossier, isShownPair, MAX_DATO_TECNICO_PAIRS } from '@area-clienti/contract';
import { formatAmount, formatAmountsInText, formatDate } from '@/shared/format';
import { labels, text } from '@/shared/messages';

export interface ContractField {
  label: string;
  value: string;
  /** A value shown masked until asked for (the debit IBAN). */
  masked?: boolean;
}

export interface ContractFieldGroup {
  id: 'contratto' | 'pagamenti' | 'veicolo' | 'assicurati' | 'intermediario';
  title: string;
  fields: ContractField[];
}

type Row = [string, string | null | undefined];

const positive = (n: number | null | undefined) => (n && n > 0 ? String(n) : null);

/**
 * "Dettagli contratto": every non-empty field of the dossier with its Italian label, amounts of 0 or less
 * left out (SPEC §9), in the groups a client looks for: the contract, what it costs and how it is paid,
 * the vehicle, the goods and people insured, who sold it. Empty groups are left out. Payment due date,
 * premium and instalment, and the life policies' estimated value are among them: the law wants them
 * reachable (DESIGN.md).
 */
export function contractFieldGroups(d: Dossier): ContractFieldGroup[] {
  const l = labels.dossier;
  const g = text.dossiers.fieldGroups;
  const groups: { id: ContractFieldGroup['id']; title: string; rows: Row[] }[] = [
    {
      id: 'contratto',
      title: g.contratto,
      rows: [
        [l.numeroPolizza, d.numeroPolizza],
        [l.prodotto, d.prodotto],
        [l.sicuro, d.tipoProdotto.sicuro],
        [l.tipologia, d.tipoProdotto.tipologia],
        [l.area, d.tipoProdotto.area],
        [l.stato, d.stato],
        [d.soggettoLabel?.trim() || l.soggetto, d.soggetto],
        [l.dossierMinore, d.dossierMinore ? text.yes : null],
        [l.dataInizio, formatDate(d.dataInizio)],
        [l.dataScadenza, formatDate(d.dataScadenza, d.dataScadenzaDescr ?? text.dossiers.noDate)],
        [d.dataAnnulloDisdettaLabel?.trim() || l.dataAnnulloDisdetta, formatDate(d.dataAnnulloDisdetta)],
        [l.tariffa, d.tariffa],
        [l.tariffaRca, d.tariffaRca],
        [l.domandaDiAdesione, d.domandaDiAdesione],
        [l.forma, d.forma],
        [l.controvaloreStimato, formatAmount(d.controvaloreStimato)],
      ],
    },
    {
      id: 'pagamenti',
      title: g.pagamenti,
      rows: [
        [l.prossimoPagamento, formatDate(d.prossimoPagamento)],
        [l.premio, formatAmount(d.premio)],
        [l.rata, d.rata],
        [l.iban, d.iban],
        [l.importoFinanziamento, formatAmount(d.importoFinanziamento)],
      ],
    },
    {
      id: 'veicolo',
      title: g.veicolo,
      rows: [
        [l.marca, d.marca],
        [l.modello, d.modello],
        [l.targa, d.targa],
      ],
    },
    {
      id: 'assicurati',
      title: g.assicurati,
      rows: [
        [l.personeAssicurate, d.personeAssicurate],
        [l.nPersoneNucleo, positive(d.nPersoneNucleo)],
        [l.statoLavorativo, d.statoLavorativo],
        [l.nBeni, positive(d.nBeni)],
        [l.beni, d.beni.filter((b) => b.trim()).join(', ')],
      ],
    },
    {
      id: 'intermediario',
      title: g.intermediario,
      rows: [
        [l.intermediario, d.intermediario],
        [l.filiale, d.filiale],
        [l.compagnia, d.compagnia],
      ],
    },
  ];
  return groups
    .map(({ id, title, rows }) => ({ id, title, fields: shownFields(rows) }))
    .filter((group) => group.fields.length > 0);
}

/** Every shown field of the dossier, group after group. */
export const contractFields = (d: Dossier): ContractField[] =>
  contractFieldGroups(d).flatMap((group) => group.fields);

function shownFields(rows: Row[]): ContractField[] {
  return rows
    .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
    .map(([label, value]) =>
      label === labels.dossier.iban ? { label, value, masked: true } : { label, value },
    );
}

/** The label/description pairs of a technical-data block (label1..label10, descr1..descr10). */
export function datoTecnicoPairs(block: Record<string, string | null | undefined>): ContractField[] {
  const pairs: ContractField[] = [];
  for (let i = 1; i <= MAX_DATO_TECNICO_PAIRS; i++) {
    const label = block[`label${i}`];
    const value = block[`descr${i}`];
    if (isShownPair(label, value)) {
      pairs.push({ label: String(label).trim(), value: formatAmountsInText(String(value).trim()) });
    }
  }
  return pairs;
}
