import { describe, expect, it } from 'vitest';
import { checkForm } from '@/shared/testing/checkForm';
import { registrationResolver } from './registrationForm';

const filled = {
  email: 'anna.neri@example.it',
  codiceFiscale: 'NRENNA90A41H501V',
  numeroPolizza: '70000042',
  password: 'Registrata2026',
  confirmPassword: 'Registrata2026',
  lettaInformativa: true,
  privacy01: 'N' as 'S' | 'N',
};
type Values = typeof filled & Record<string, unknown>;
const messagesOf = async (changes: Partial<Values>) =>
  (await checkForm(registrationResolver, { ...filled, ...changes })).messages;

describe('the registration form (SPEC §5)', () => {
  it('accepts a form filled in full, trimmed as the call wants it', async () => {
    const { messages, values } = await checkForm(registrationResolver, {
      ...filled,
      email: ' anna.neri@example.it ',
    });
    expect(messages).toEqual({});
    // A consent refused is an answer: the form is complete (consent is free, GDPR art. 7).
    expect(values).toMatchObject({ email: 'anna.neri@example.it', privacy01: 'N' });
  });

  it('checks the shape of the e-mail address', async () => {
    expect((await messagesOf({ email: '' })).email).toBe('Campo obbligatorio');
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.it', `${'a'.repeat(250)}@ex.it`]) {
      expect((await messagesOf({ email: bad })).email).toMatch(/indirizzo e-mail valido/);
    }
  });

  it('accepts a tax code or VAT number of exactly 11 or 16 characters', async () => {
    for (const good of ['NRENNA90A41H501V', '12345678901', ' 12345678901 ']) {
      expect(await messagesOf({ codiceFiscale: good })).toEqual({});
    }
    for (const bad of ['1234567890', '123456789012', 'NRENNA90A41H501']) {
      expect((await messagesOf({ codiceFiscale: bad })).codiceFiscale).toBe(
        'Verifica il codice fiscale o la partita iva inserita.',
      );
    }
    expect((await messagesOf({ codiceFiscale: '' })).codiceFiscale).toBe('Campo obbligatorio');
  });

  it('requires the policy number, the privacy notice and an answer to every consent asked', async () => {
    expect(await messagesOf({ numeroPolizza: '  ' })).toEqual({ numeroPolizza: 'Campo obbligatorio' });
    // An unanswered radio group reads null.
    expect(await messagesOf({ lettaInformativa: false, privacy01: null as unknown as 'S' })).toEqual({
      lettaInformativa: 'Per proseguire devi selezionare questa casella.',
      privacy01: 'Scegli se acconsenti o no a questo trattamento.',
    });
    expect(await messagesOf({ privacy01: 'S' })).toEqual({});
  });

  it('shows every problem of the form at once', async () => {
    expect(
      await messagesOf({ codiceFiscale: 'RSSMRA80A0', password: 'Corta1', confirmPassword: 'Diversa1' }),
    ).toEqual({
      codiceFiscale: 'Verifica il codice fiscale o la partita iva inserita.',
      password: 'La password è troppo corta! Inserisci almeno 8 caratteri.',
      confirmPassword: 'Le password non corrispondono!',
    });
  });
});
