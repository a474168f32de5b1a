import type { Dossier } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { contractFieldGroups, contractFields, datoTecnicoPairs } from './contractFields';

const nbsp = '\u00a0';
const base: Dossier = {
  dossierID: 1,
  numeroPolizza: 'P-123',
  prodotto: 'Casa Serena',
  tipoProdotto: { sicuro: null, tipologia: 'Danni', area: null },
  stato: 'ATTIVA',
  soggetto: 'Mario Rossi',
  soggettoLabel: null,
  dossierMinore: false,
  dataInizio: '2023-05-01',
  dataScadenza: '9999-12-31',
  dataScadenzaDescr: null,
  dataAnnulloDisdetta: null,
  dataAnnulloDisdettaLabel: null,
  prossimoPagamento: '2025-05-01',
  premio: 350.5,
  iban: null,
  tariffa: null,
  tariffaRca: null,
  marca: null,
  modello: null,
  targa: null,
  rata: 'Annuale',
  intermediario: null,
  filiale: '  ',
  compagnia: null,
  domandaDiAdesione: null,
  nPersoneNucleo: 0,
  forma: null,
  statoLavorativo: null,
  importoFinanziamento: 0,
  personeAssicurate: null,
  nBeni: null,
  beni: [],
  controvaloreStimato: null,
};
const asMap = (d: Dossier) => Object.fromEntries(contractFields(d).map((f) => [f.label, f.value]));

describe('contractFields', () => {
  it('lists the non-empty fields with Italian labels, payments included', () => {
    expect(asMap(base)).toEqual({
      'Numero polizza': 'P-123',
      Prodotto: 'Casa Serena',
      Tipologia: 'Danni',
      Stato: 'ATTIVA',
      Contraente: 'Mario Rossi',
      'Data inizio': '01/05/2023',
      'Data scadenza': 'Nessuna scadenza',
      'Prossimo pagamento': '01/05/2025',
      Premio: `350,50${nbsp}€`,
      Rata: 'Annuale',
    });
  });

  it('marks the debit IBAN, and only it, to be shown masked', () => {
    const fields = contractFields({ ...base, iban: 'IT60X0542811101000000123456' });
    expect(fields.filter((field) => field.masked)).toEqual([
      { label: 'IBAN di addebito', value: 'IT60X0542811101000000123456', masked: true },
    ]);
  });

  it("uses the dossier's own labels and no-date text when it has them", () => {
    const fields = asMap({
      ...base,
      soggettoLabel: 'Assicurato',
      dataScadenzaDescr: 'Vita intera',
      dataAnnulloDisdetta: '2024-12-31',
      dataAnnulloDisdettaLabel: 'Data disdetta',
    });
    expect(fields.Assicurato).toBe('Mario Rossi');
    expect(fields['Data scadenza']).toBe('Vita intera');
    expect(fields['Data disdetta']).toBe('31/12/2024');
  });

  it('hides amounts of zero or less and shows the life values when positive', () => {
    const fields = asMap({ ...base, premio: 0, controvaloreStimato: 10500, importoFinanziamento: -1 });
    expect(fields).not.toHaveProperty('Premio');
    expect(fields).not.toHaveProperty('Importo del finanziamento');
    expect(fields['Valore stimato']).toBe(`10.500,00${nbsp}€`);
  });

  it('groups the fields: contract, payments, vehicle, insured goods and people, intermediary; empty groups left out', () => {
    const groups = contractFieldGroups({
      ...base,
      iban: 'IT60X0542811101000000123456',
      marca: 'Fiat',
      targa: 'AB123CD',
      nPersoneNucleo: 2,
      filiale: 'Filiale di Roma Centro',
      controvaloreStimato: 1200,
    });
    const shape = Object.fromEntries(groups.map((g) => [g.title, g.fields.map((f) => f.label)]));
    expect(shape).toEqual({
      'Il contratto': [
        'Numero polizza',
        'Prodotto',
        'Tipologia',
        'Stato',
        'Contraente',
        'Data inizio',
        'Data scadenza',
        'Valore stimato',
      ],
      'Premio e pagamenti': ['Prossimo pagamento', 'Premio', 'Rata', 'IBAN di addebito'],
      'Il veicolo': ['Marca', 'Targa'],
      'Beni e persone assicurate': ['Persone del nucleo'],
      'Intermediario e filiale': ['Filiale'],
    });
    expect(contractFieldGroups(base).map((g) => g.id)).toEqual(['contratto', 'pagamenti']);
  });

  it('shows vehicle, family and goods when present', () => {
    const fields = asMap({
      ...base,
      targa: 'AB123CD',
      dossierMinore: true,
      nPersoneNucleo: 3,
      beni: ['Casa', 'Box'],
    });
    expect(fields.Targa).toBe('AB123CD');
    expect(fields['Polizza familiare']).toBe('Sì');
    expect(fields['Persone del nucleo']).toBe('3');
    expect(fields['Beni assicurati']).toBe('Casa, Box');
  });
});

describe('datoTecnicoPairs', () => {
  it('pairs label1..label10 with descr1..descr10, skipping incomplete pairs', () => {
    const block = {
      datoTecnico: 'Veicolo',
      label1: 'Cilindrata',
      descr1: '1598',
      label2: 'Alimentazione',
      descr2: null,
      label3: '',
      descr3: 'orfano',
      label10: 'Classe',
      descr10: 'Euro 6',
      label11: 'Oltre',
      descr11: 'ignorato',
    };
    expect(datoTecnicoPairs(block)).toEqual([
      { label: 'Cilindrata', value: '1598' },
      { label: 'Classe', value: 'Euro 6' },
    ]);
  });
});
