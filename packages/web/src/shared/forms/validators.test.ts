import { describe, expect, it } from 'vitest';
import {
  chosen,
  contactEmail,
  email,
  mobile,
  newPassword,
  normalizeCode,
  passwordConfirmation,
  required,
  sixDigits,
  taxCodeOrVat,
  ticked,
} from './validators';

describe('field validators (SPEC §5)', () => {
  it('requires a non-blank value', () => {
    expect(required('x')).toBe(true);
    expect(required('  ')).toBe('Campo obbligatorio');
  });

  it('requires a ticked box', () => {
    expect(ticked(true)).toBe(true);
    expect(ticked(false)).toBe('Per proseguire devi selezionare questa casella.');
  });

  it('checks the shape of an e-mail address', () => {
    expect(email(' anna.neri@example.it ')).toBe(true);
    expect(email('')).toBe('Campo obbligatorio');
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.it', `${'a'.repeat(250)}@ex.it`]) {
      expect(email(bad)).toMatch(/indirizzo e-mail valido/);
    }
  });

  it('accepts a tax code or VAT number of exactly 11 or 16 characters', () => {
    expect(taxCodeOrVat('NRENNA90A41H501V')).toBe(true);
    expect(taxCodeOrVat('12345678901')).toBe(true);
    expect(taxCodeOrVat(' 12345678901 ')).toBe(true);
    for (const bad of ['1234567890', '123456789012', 'NRENNA90A41H501']) {
      expect(taxCodeOrVat(bad)).toBe('Verifica il codice fiscale o la partita iva inserita.');
    }
    expect(taxCodeOrVat('')).toBe('Campo obbligatorio');
  });

  it('wants a new password of at least 8 characters', () => {
    expect(newPassword('Abcdef12')).toBe(true);
    expect(newPassword('Abc12')).toBe('La password è troppo corta! Inserisci almeno 8 caratteri.');
    expect(newPassword('')).toBe('Campo obbligatorio');
    // The digit/uppercase rule is the server's (its answer is shown); locally only a hint.
    expect(newPassword('abcdefgh')).toBe(true);
  });

  it('wants the confirmation equal to the password', () => {
    expect(passwordConfirmation('Abcdef12')('Abcdef12')).toBe(true);
    expect(passwordConfirmation('Abcdef12')('Abcdef13')).toBe('Le password non corrispondono!');
    expect(passwordConfirmation('Abcdef12')('')).toBe('Campo obbligatorio');
  });

  it('accepts 6-digit codes only, ignoring spaces', () => {
    expect(sixDigits('123456')).toBe(true);
    expect(sixDigits(' 123 456 ')).toBe(true);
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６']) {
      expect(sixDigits(bad)).toBe('Inserisci il codice di 6 cifre che hai ricevuto.');
    }
    expect(sixDigits('')).toBe('Campo obbligatorio');
  });

  it('accepts Italian mobile numbers only', () => {
    for (const good of ['3331234567', '333 123 4567', '+39 333 1234567', '0039333123456']) {
      expect(mobile(good)).toBe(true);
    }
    for (const bad of ['0612345678', '+44 7700 900123', '33312']) {
      expect(mobile(bad)).toMatch(/numero di cellulare italiano valido/);
    }
    expect(mobile(' ')).toBe('Campo obbligatorio');
  });
});

describe('public contact e-mail (SPEC §5: valid, at most 128 characters)', () => {
  it('accepts a well-formed address up to 128 characters, spaces around ignored', () => {
    expect(contactEmail('visitatore@example.it')).toBe(true);
    expect(contactEmail('  visitatore@example.it ')).toBe(true);
    const longest = `${'a'.repeat(128 - '@example.it'.length)}@example.it`;
    expect(longest).toHaveLength(128);
    expect(contactEmail(longest)).toBe(true);
  });

  it('refuses an empty, malformed or longer address with its own message', () => {
    expect(contactEmail('')).toBe('Campo obbligatorio');
    expect(contactEmail('   ')).toBe('Campo obbligatorio');
    for (const bad of ['visitatore', 'visitatore@', 'visitatore@example', 'vi sitatore@example.it']) {
      expect(contactEmail(bad)).toMatch(/indirizzo e-mail valido/);
    }
    expect(contactEmail(`${'a'.repeat(129 - '@example.it'.length)}@example.it`)).toBe(
      "L'indirizzo e-mail può avere al massimo 128 caratteri.",
    );
  });
});

describe('chosen', () => {
  it('requires a choice', () => {
    const subject = chosen("Scegli l'argomento della richiesta.");
    expect(subject('0')).toBe(true);
    expect(subject('')).toBe("Scegli l'argomento della richiesta.");
    expect(subject(null)).toBe("Scegli l'argomento della richiesta.");
  });
});
