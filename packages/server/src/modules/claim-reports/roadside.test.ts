import { describe, expect, it } from 'vitest';
import { isItalianPhone, isRoadsideText, phoneInText } from './roadside.js';

describe('the roadside-assistance number read from a coverage (issue 34 item 5)', () => {
  it('takes no amount and no date for a phone number', () => {
    expect(phoneInText('assistenza stradale massimale 1000000')).toBeUndefined();
    expect(phoneInText('assistenza stradale dal 01 01 2026')).toBeUndefined();
    expect(phoneInText('assistenza stradale, telefono dal 01/01/2026 al 31/12/2026')).toBeUndefined();
    expect(phoneInText('soccorso stradale: chiama, rimborso fino a 300000 euro')).toBeUndefined();
    expect(phoneInText('traino del veicolo entro 50 km, massimale 800000')).toBeUndefined();
    expect(phoneInText('assistenza stradale numero verde 1.500 euro')).toBeUndefined();
  });

  it('takes no number the text does not name as one', () => {
    expect(phoneInText('assistenza stradale 24 ore su 24 800 555 111')).toBeUndefined();
    expect(phoneInText('polizza n. 0012345678 assistenza stradale')).toBeUndefined();
  });

  it('takes an Italian number named by tel, numero verde, chiama', () => {
    expect(phoneInText('traino 24 ore su 24, numero verde 800 555 111')).toBe('800 555 111');
    expect(phoneInText('soccorso stradale: chiama l’803.116 dall’italia')).toBe('803.116');
    expect(phoneInText('assistenza stradale tel. +39 02 1234 5678 (dall’estero)')).toBe('+39 02 1234 5678');
    expect(phoneInText('carro attrezzi: chiamare la centrale operativa al numero 06-4567890')).toBe(
      '06-4567890',
    );
    expect(phoneInText('assistenza stradale, tel 347 1234567')).toBe('347 1234567');
    // The number's own groups only: what follows it is not part of it.
    expect(phoneInText('numero verde 800 555 111 2 interventi l’anno')).toBe('800 555 111');
  });

  it('knows the shapes of an Italian phone number', () => {
    for (const phone of [
      '800555111',
      '803116',
      '+39 06 1234567',
      '0039 011 123456',
      '3471234567',
      '848 800 800',
    ])
      expect([phone, isItalianPhone(phone)]).toEqual([phone, true]);
    for (const other of [
      '1000000',
      '01 01 2026',
      '01.01.2026',
      '300000',
      '12345',
      '+44 20 7946 0958',
      '8005',
    ])
      expect([other, isItalianPhone(other)]).toEqual([other, false]);
  });

  it('tells roadside assistance from the liability for towing a trailer', () => {
    expect(isRoadsideText('assistenza stradale')).toBe(true);
    expect(isRoadsideText('soccorso stradale e carro attrezzi')).toBe(true);
    expect(isRoadsideText('traino del veicolo fino all’officina più vicina')).toBe(true);
    expect(isRoadsideText('rc traino rimorchi responsabilità civile per il traino di rimorchi')).toBe(false);
    expect(isRoadsideText('traino del mezzo con rimorchio agricolo')).toBe(false);
    expect(isRoadsideText('rc auto')).toBe(false);
  });
});
