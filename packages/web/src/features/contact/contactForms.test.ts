import { describe, expect, it } from 'vitest';
import { checkForm } from '@/shared/testing/checkForm';
import { clientContactResolver, publicContactResolver } from './contactForms';

const visitor = {
  nome: 'Giulia',
  cognome: 'Verdi',
  oggetto: '1',
  email: 'visitatore@example.it',
  privacy: true,
};
const publicMessages = async (changes: Partial<Record<keyof typeof visitor, unknown>>) =>
  (await checkForm(publicContactResolver, { ...visitor, ...changes } as typeof visitor)).messages;

describe('public contact e-mail (SPEC §5: valid, at most 128 characters)', () => {
  it('accepts a well-formed address up to 128 characters, spaces around ignored', async () => {
    expect(await publicMessages({})).toEqual({});
    const { values } = await checkForm(publicContactResolver, {
      ...visitor,
      email: '  visitatore@example.it ',
    });
    expect(values).toMatchObject({ email: 'visitatore@example.it' });
    const longest = `${'a'.repeat(128 - '@example.it'.length)}@example.it`;
    expect(longest).toHaveLength(128);
    expect(await publicMessages({ email: longest })).toEqual({});
  });

  it('refuses an empty, malformed or longer address with its own message', async () => {
    expect((await publicMessages({ email: '' })).email).toBe('Campo obbligatorio');
    expect((await publicMessages({ email: '   ' })).email).toBe('Campo obbligatorio');
    for (const bad of ['visitatore', 'visitatore@', 'visitatore@example', 'vi sitatore@example.it']) {
      expect((await publicMessages({ email: bad })).email).toMatch(/indirizzo e-mail valido/);
    }
    expect(
      (await publicMessages({ email: `${'a'.repeat(129 - '@example.it'.length)}@example.it` })).email,
    ).toBe("L'indirizzo e-mail può avere al massimo 128 caratteri.");
  });

  it('requires the names, a subject and the privacy notice', async () => {
    expect(await publicMessages({ nome: '  ', cognome: '', oggetto: '', privacy: false })).toEqual({
      nome: 'Campo obbligatorio',
      cognome: 'Campo obbligatorio',
      oggetto: "Scegli l'argomento della richiesta.",
      privacy: 'Per proseguire devi selezionare questa casella.',
    });
    expect((await publicMessages({ oggetto: null })).oggetto).toBe("Scegli l'argomento della richiesta.");
  });
});

describe('client contact form (SPEC §5)', () => {
  const request = {
    oggetto: '0',
    polizza: '',
    centroConvenzionatoId: undefined,
    testo: ' Vorrei informazioni. ',
  };

  it('requires a subject and a message, and sends the message trimmed', async () => {
    const resolver = clientContactResolver(false);
    expect(await checkForm(resolver, request)).toMatchObject({
      messages: {},
      values: { oggetto: '0', testo: 'Vorrei informazioni.' },
    });
    expect((await checkForm(resolver, { ...request, oggetto: '', testo: '  ' })).messages).toEqual({
      oggetto: "Scegli l'argomento della richiesta.",
      testo: 'Campo obbligatorio',
    });
  });

  it('requires a repair centre only when some are offered, and reads its id as a number', async () => {
    expect((await checkForm(clientContactResolver(false), request)).messages).toEqual({});
    const offered = clientContactResolver(true);
    expect(
      (await checkForm(offered, { ...request, centroConvenzionatoId: null as unknown as string })).messages,
    ).toEqual({
      centroConvenzionatoId: 'Scegli un centro convenzionato.',
    });
    expect(await checkForm(offered, { ...request, centroConvenzionatoId: '5' })).toMatchObject({
      values: { centroConvenzionatoId: 5 },
    });
  });
});
