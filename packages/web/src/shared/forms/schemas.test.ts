import { forgotPasswordVerifyCodeRequest, privacyAnswers } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { checkForm } from '@/shared/testing/checkForm';
import { formResolver } from './resolver';
import {
  answeredConsents,
  changePasswordForm,
  codeResolver,
  newPasswordForm,
  phoneForm,
  sameMobile,
} from './schemas';

const newPassword = formResolver(newPasswordForm(forgotPasswordVerifyCodeRequest.shape.newPassword));
const passwordMessages = async (password: string, confirmPassword = password) =>
  (await checkForm(newPassword, { password, confirmPassword })).messages;

describe('new password and confirmation (SPEC §5)', () => {
  it('wants a new password of at least 8 characters', async () => {
    expect(await passwordMessages('Abcdef12')).toEqual({});
    expect((await passwordMessages('Abc12')).password).toBe(
      'La password è troppo corta! Inserisci almeno 8 caratteri.',
    );
    expect((await passwordMessages('', 'x')).password).toBe('Campo obbligatorio');
    // The digit/uppercase rule is the server's (its answer is shown); locally only a hint.
    expect(await passwordMessages('abcdefgh')).toEqual({});
  });

  it('says how long a password may be, which the field does not limit', async () => {
    expect((await passwordMessages('A1'.repeat(129))).password).toBe(
      'Puoi inserire al massimo 256 caratteri.',
    );
  });

  it('wants the confirmation equal to the password', async () => {
    expect((await passwordMessages('Abcdef12', 'Abcdef12')).confirmPassword).toBeUndefined();
    expect((await passwordMessages('Abcdef12', 'Abcdef13')).confirmPassword).toBe(
      'Le password non corrispondono!',
    );
    expect((await passwordMessages('Abcdef12', '')).confirmPassword).toBe('Campo obbligatorio');
    // Both at once, as the user sees them on leaving each field.
    expect(await passwordMessages('Corta1', 'Diversa1')).toEqual({
      password: 'La password è troppo corta! Inserisci almeno 8 caratteri.',
      confirmPassword: 'Le password non corrispondono!',
    });
  });

  it('wants the current password in the change form', async () => {
    const change = formResolver(changePasswordForm);
    const values = { currentPassword: '', password: 'Abcdef12', confirmPassword: 'Abcdef12' };
    expect((await checkForm(change, values)).messages).toEqual({ currentPassword: 'Campo obbligatorio' });
    expect((await checkForm(change, { ...values, currentPassword: 'x' })).messages).toEqual({});
  });
});

describe('6-digit codes (SPEC §5)', () => {
  it('accepts 6-digit codes only, ignoring spaces', async () => {
    expect(await checkForm(codeResolver, { code: '123456' })).toMatchObject({ values: { code: '123456' } });
    expect(await checkForm(codeResolver, { code: ' 123 456 ' })).toMatchObject({
      messages: {},
      values: { code: '123456' },
    });
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６']) {
      expect((await checkForm(codeResolver, { code: bad })).messages.code).toBe(
        'Inserisci il codice di 6 cifre che hai ricevuto.',
      );
    }
    expect((await checkForm(codeResolver, { code: '' })).messages.code).toBe('Campo obbligatorio');
  });
});

describe('mobile numbers (SendSMS)', () => {
  const phone = formResolver(phoneForm(null));
  const messageOf = async (value: string, resolver = phone) =>
    (await checkForm(resolver, { phone: value })).messages.phone;

  it('accepts Italian mobile numbers only', async () => {
    for (const good of ['3331234567', '333 123 4567', '+39 333 1234567', '0039333123456']) {
      expect(await messageOf(good)).toBeUndefined();
    }
    for (const bad of ['0612345678', '+44 7700 900123', '33312']) {
      expect(await messageOf(bad)).toMatch(/numero di cellulare italiano valido/);
    }
    expect(await messageOf(' ')).toBe('Campo obbligatorio');
  });

  it("refuses the account's own number, however written, when changing it", async () => {
    const change = formResolver(phoneForm('+393387654321'));
    expect(await messageOf('338 765 4321', change)).toBe(
      'Questo è già il numero del tuo account: inseriscine uno diverso.',
    );
    expect(await messageOf('339 000 1122', change)).toBeUndefined();
    expect(await messageOf('06 1234567', change)).toMatch(/numero di cellulare italiano valido/);
    expect(sameMobile('0039 338-765.4321', '+393387654321')).toBe(true);
    expect(sameMobile('3387654321', null)).toBe(false);
  });
});

describe('consents', () => {
  it('requires every consent on the page to be answered, and takes a no as an answer', async () => {
    const consents = formResolver(answeredConsents);
    const unanswered = { privacy01: 'S', privacy03: null } as unknown as Record<string, 'S'>;
    expect((await checkForm(consents, unanswered)).messages).toEqual({
      privacy03: 'Scegli se acconsenti o no a questo trattamento.',
    });
    expect((await checkForm(consents, { privacy01: 'N', privacy03: 'N' })).messages).toEqual({});
    expect((await checkForm(consents, { privacy01: 'S' })).messages).toEqual({});
  });

  it("gives a choice not made the field's own message, not 'Campo obbligatorio'", async () => {
    const choices = formResolver(privacyAnswers, { messages: { privacy02: 'Scegli una risposta.' } });
    expect((await checkForm(choices, { privacy01: 'S', privacy02: '' as 'S' })).messages).toEqual({
      privacy02: 'Scegli una risposta.',
    });
  });
});
