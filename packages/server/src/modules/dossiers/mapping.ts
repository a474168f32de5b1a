import { type DatoTecnico, type Dossier, maskIban } from '@area-clienti/contract';
import type { DossierRow } from './queries.js';

/**
 * A policy as getDossier and getDossierList send it: its IBAN masked (the contract's `maskIban`). The whole
 * one comes only from getIbanCompleto, behind a step-up (decisions/0092).
 */
export function toDossier(row: DossierRow): Dossier {
  return {
    dossierID: row.id,
    numeroPolizza: row.numeroPolizza,
    prodotto: row.prodotto,
    tipoProdotto: { sicuro: row.tipoSicuro, tipologia: row.tipologia, area: row.area },
    stato: row.stato,
    soggetto: row.soggetto,
    soggettoLabel: row.soggettoLabel,
    dossierMinore: row.dossierMinore,
    dataInizio: row.dataInizio,
    dataScadenza: row.dataScadenza,
    dataScadenzaDescr: row.dataScadenzaDescr,
    dataAnnulloDisdetta: row.dataAnnulloDisdetta,
    dataAnnulloDisdettaLabel: row.dataAnnulloDisdettaLabel,
    prossimoPagamento: row.prossimoPagamento,
    premio: row.premio,
    iban: maskIban(row.iban),
    tariffa: row.tariffa,
    tariffaRca: row.tariffaRca,
    marca: row.marca,
    modello: row.modello,
    targa: row.targa,
    rata: row.rata,
    intermediario: row.intermediario,
    filiale: row.filiale,
    compagnia: row.compagnia,
    domandaDiAdesione: row.domandaDiAdesione,
    nPersoneNucleo: row.nPersoneNucleo,
    forma: row.forma,
    statoLavorativo: row.statoLavorativo,
    importoFinanziamento: row.importoFinanziamento,
    personeAssicurate: row.personeAssicurate,
    nBeni: row.nBeni,
    beni: row.beniDescritti,
    controvaloreStimato: row.controvaloreStimato,
  };
}

/** Stored pairs → the spec's flat label1..label10 / descr1..descr10. */
export function toDatoTecnico(row: {
  datoTecnico: string;
  pairs: { label: string; descr: string | null }[];
}): DatoTecnico {
  const flat: DatoTecnico = { datoTecnico: row.datoTecnico };
  row.pairs.slice(0, 10).forEach((pair, index) => {
    flat[`label${index + 1}`] = pair.label;
    flat[`descr${index + 1}`] = pair.descr;
  });
  return flat;
}
