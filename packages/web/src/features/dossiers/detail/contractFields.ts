import { type Dossier, isShownPair, MAX_DATO_TECNICO_PAIRS } from '@area-clienti/contract';
import { formatAmount, formatDate } from '@/shared/format';
import { labels, text } from '@/shared/messages';

export interface ContractField {
  label: string;
  value: string;
  /** A value shown masked until asked for (the debit IBAN). */
  masked?: boolean;
}

/**
 * "Dettagli contratto": every non-empty field of the dossier with its Italian label, amounts of 0 or less
 * left out (SPEC §9). Payment due date, premium and instalment, and the life policies' estimated value
 * are among them: the law wants them reachable (DESIGN.md).
 */
export function contractFields(d: Dossier): ContractField[] {
  const l = labels.dossier;
  const rows: [string, string | null | undefined][] = [
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
    [l.prossimoPagamento, formatDate(d.prossimoPagamento)],
    [l.premio, formatAmount(d.premio)],
    [l.rata, d.rata],
    [l.iban, d.iban],
    [l.tariffa, d.tariffa],
    [l.tariffaRca, d.tariffaRca],
    [l.marca, d.marca],
    [l.modello, d.modello],
    [l.targa, d.targa],
    [l.intermediario, d.intermediario],
    [l.filiale, d.filiale],
    [l.compagnia, d.compagnia],
    [l.domandaDiAdesione, d.domandaDiAdesione],
    [l.nPersoneNucleo, d.nPersoneNucleo && d.nPersoneNucleo > 0 ? String(d.nPersoneNucleo) : null],
    [l.forma, d.forma],
    [l.statoLavorativo, d.statoLavorativo],
    [l.importoFinanziamento, formatAmount(d.importoFinanziamento)],
    [l.personeAssicurate, d.personeAssicurate],
    [l.nBeni, d.nBeni && d.nBeni > 0 ? String(d.nBeni) : null],
    [l.beni, d.beni.filter((b) => b.trim()).join(', ')],
    [l.controvaloreStimato, formatAmount(d.controvaloreStimato)],
  ];
  return rows
    .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
    .map(([label, value]) => (label === l.iban ? { label, value, masked: true } : { label, value }));
}

/** The label/description pairs of a technical-data block (label1..label10, descr1..descr10). */
export function datoTecnicoPairs(block: Record<string, string | null | undefined>): ContractField[] {
  const pairs: ContractField[] = [];
  for (let i = 1; i <= MAX_DATO_TECNICO_PAIRS; i++) {
    const label = block[`label${i}`];
    const value = block[`descr${i}`];
    if (isShownPair(label, value)) pairs.push({ label: String(label).trim(), value: String(value).trim() });
  }
  return pairs;
}
