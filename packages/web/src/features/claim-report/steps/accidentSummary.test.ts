import { describe, expect, it } from 'vitest';
import { accidentRows } from './accidentSummary';

describe('the review rows of the accidents of real life', () => {
  it('says the kind, the fled vehicle, the injured told without consent, the inspection', () => {
    const rows = new Map(
      accidentRows({
        kind: 'motor',
        accidentKind: 'hitAndRun',
        hitAndRun: {
          seen: 'Furgone bianco',
          platePart: 'FK3',
          report: { body: 'carabinieri', date: '2026-11-20' },
        },
        injuries: true,
        authority: { body: 'local', reference: 'V-1' },
        vehicleA: { vehicle: { trailer: { plate: 'XA123BC' } } },
        inspection: { place: 'Officina', days: ['2026-11-23'], from: '09:00', to: '18:00' },
      }),
    );
    expect(rows.get('Che tipo di incidente è?')).toBe(
      'L’altro veicolo non è identificato o si è allontanato',
    );
    expect(rows.get('Il veicolo non identificato')).toBe('targa FK3');
    expect(rows.get('La denuncia alle autorità')).toBe('Carabinieri, 20/11/2026');
    expect(rows.get('Persone ferite')).toBe('Sì, senza dati sanitari: la filiale ti chiamerà');
    expect(rows.get('Sono intervenute le autorità?')).toBe('Polizia Locale, V-1');
    expect(rows.get('Targa del rimorchio A')).toBe('XA123BC');
    expect(rows.get('Quando il perito può vedere il veicolo')).toBe('Officina, 23/11/2026, 09:00–18:00');
  });

  it('a damage report has its inspection only', () => {
    expect(accidentRows({ kind: 'damage' })).toEqual([]);
  });
});
