import { isValidCodiceFiscale } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { codiceFiscale, MAX_OMOCODIA } from './codice-fiscale.js';

describe('codiceFiscale', () => {
  it('computes the codes of the demo clients, known to be right', () => {
    const cases = [
      ['Rossi', 'Mario', '1980-01-01', 'M', 'H501', 'RSSMRA80A01H501U'],
      ['Bianchi', 'Laura', '1982-03-05', 'F', 'H501', 'BNCLRA82C45H501W'],
      ['Verdi', 'Luca', '1985-08-12', 'M', 'F205', 'VRDLCU85M12F205L'],
      ['Colombo', 'Sara', '1992-05-07', 'F', 'A794', 'CLMSRA92E47A794S'],
      ['Gallo', 'Paolo', '1979-06-15', 'M', 'L219', 'GLLPLA79H15L219O'],
      ['Neri', 'Anna', '1990-01-01', 'F', 'H501', 'NRENNA90A41H501V'],
      ['Esposito', 'Chiara', '1975-04-15', 'F', 'F839', 'SPSCHR75D55F839O'],
    ] as const;
    for (const [cognome, nome, nascita, sesso, codiceCatastale, expected] of cases) {
      expect(codiceFiscale({ cognome, nome, nascita, sesso, codiceCatastale })).toBe(expected);
    }
  });

  it('follows the rules for short names, four consonants, accents and apostrophes', () => {
    const code = (cognome: string, nome: string) =>
      codiceFiscale({ cognome, nome, nascita: '1970-12-31', sesso: 'M', codiceCatastale: 'Z112' });
    expect(code('Fo', 'Ugo').slice(0, 6)).toBe('FOXGUO');
    expect(code('Rossi', 'Gianfranco').slice(3, 6)).toBe('GFR');
    expect(code("D'Angelo", 'Niccolò').slice(0, 6)).toBe('DNGNCL');
    expect(code('De Luca', 'Ilaria').slice(0, 6)).toBe('DLCLRI');
    expect(code('Rossi', 'Mario').slice(6, 15)).toBe('70T31Z112');
  });

  it('gives namesakes born the same day in the same place valid codes of their own (omocodia)', () => {
    const facts = {
      cognome: 'Rossi',
      nome: 'Mario',
      nascita: '1980-01-01',
      sesso: 'M',
      codiceCatastale: 'H501',
    } as const;
    const codes = Array.from({ length: MAX_OMOCODIA + 1 }, (_, level) => codiceFiscale(facts, level));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isValidCodiceFiscale(code)).toBe(true);
    expect(codes[1]?.slice(0, 15)).toBe('RSSMRA80A01H50M');
    expect(codes[MAX_OMOCODIA]?.slice(0, 15)).toBe('RSSMRAULALMHRLM');
  });
});
