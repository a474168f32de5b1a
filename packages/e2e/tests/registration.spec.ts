import { emailCount, expect, nextEmail, nextSms, sixDigits, test } from './fixtures.js';

/*
 * Each test registers (or tries to) its own copy of Anna Neri (src/factory.ts), with a tax code and a policy
 * number of her own: the demo's Anna (NRENNA90A41H501V, 70000042) stays without an account for whoever
 * tries registration by hand.
 */
const ANNA = {
  password: 'Registrata2026!',
  phone: '347 111 2233',
  normalizedPhone: '+393471112233',
  mistypedPhone: '347 111 2234',
  mistypedNormalizedPhone: '+393471112234',
};

test.describe('registration (/registrazione)', () => {
  test('checks the fields on the page before anything is sent', async ({ page, expectAccessible }) => {
    await page.goto('/registrazione');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrazione' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Registrati' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail', { exact: true }).fill('prova@example.it');
    await page.getByLabel('Codice fiscale o partita IVA').fill('RSSMRA80A01');
    await expect(page.getByLabel('Codice fiscale o partita IVA')).toHaveAttribute('maxlength', '16');
    await page.getByLabel('Codice fiscale o partita IVA').fill('RSSMRA80A0');
    await page.getByLabel('Numero di polizza').fill('123');
    await page.getByLabel('Password', { exact: true }).fill('Corta1');
    await page.getByLabel('Conferma password').fill('Diversa1');
    await page.getByLabel('Conferma password').blur();
    await expect(page.getByText('La password è troppo corta! Inserisci almeno 8 caratteri.')).toBeVisible();
    await expect(page.getByText('Le password non corrispondono!')).toBeVisible();
    await expect(page.getByText('Verifica il codice fiscale o la partita iva inserita.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectAccessible();
  });

  test('Anna Neri registers: e-mail code from the SMTP server, SMS code from the gateway, account created', async ({
    page,
    expectAccessible,
    freshClient,
  }) => {
    test.setTimeout(120_000);
    const anna = await freshClient({ like: 'anna', account: false, newIdentity: true });
    await page.goto('/registrazione');
    await expect(page.getByRole('list', { name: 'Avanzamento della registrazione' })).toContainText(
      'Dati utente',
    );
    await page.getByLabel('E-mail', { exact: true }).fill(anna.email);
    await page.getByLabel('Codice fiscale o partita IVA').fill(anna.codiceFiscale);
    await page.getByLabel('Numero di polizza').fill(anna.policyNumber('70000042'));
    await page.getByLabel('Password', { exact: true }).fill(ANNA.password);
    await page.getByLabel('Conferma password').fill(ANNA.password);
    // Consent is free (GDPR art. 7): the notice is acknowledged, and every optional consent answered no; the
    // one marked "(necessario)" must be given, and says why (decisions/0088). The disabled button says what
    // is missing until then.
    const register = page.getByRole('button', { name: 'Registrati' });
    const refusals = page.getByRole('main').getByRole('radio', { name: 'Non acconsento' });
    await expect(refusals.first()).toBeVisible();
    await expect(register).toBeDisabled();
    await expect(register).toHaveAccessibleDescription(
      /Per registrarti manca ancora: la conferma di aver letto l'informativa e la risposta a \d+ consensi\./,
    );
    await page.getByRole('checkbox', { name: "Dichiaro di aver letto l'informativa sulla privacy" }).check();
    const consents = await refusals.count();
    for (const refusal of await refusals.all()) await refusal.check();
    await expect(register).toBeEnabled();
    expect(consents).toBeGreaterThanOrEqual(3);
    const necessary = page.getByRole('group', { name: /\(necessario\)/ });
    await expect(necessary).toHaveAccessibleDescription(
      /Necessario: senza, l'agenzia non può gestire il tuo contratto/,
    );
    await register.click();
    await expect(
      necessary.getByText("Per usare l'Area Clienti devi acconsentire a questo trattamento"),
    ).toBeVisible();
    // The focus goes to the consent's choices.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('privacy01');
    await expect(page.getByRole('heading', { name: 'Verifica e-mail' })).toHaveCount(0);
    await expectAccessible();
    await necessary.getByRole('radio', { name: 'Acconsento', exact: true }).check();
    await expectAccessible();
    const before = await emailCount(anna.email);
    await page.getByRole('button', { name: 'Registrati' }).click();

    // Step 2: the e-mail code, read from the e-mail that reached the SMTP server.
    await expect(page.getByRole('heading', { name: 'Verifica e-mail' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(anna.email);
    const mail = await nextEmail(anna.email, before);
    const userCode = /\b(\d{8})\b/.exec(mail.text)?.[1];
    expect(userCode).toBeTruthy();
    await expect(page.getByRole('main')).toContainText(userCode as string);
    // A new e-mail waits as a new SMS does: the link says how long, and stays focusable meanwhile.
    await expect(page.getByRole('button', { name: "Invia di nuovo l'e-mail" })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByText(/Potrai richiedere una nuova e-mail tra \d+ secondi/)).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Codice ricevuto via e-mail').fill('000000');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Codice ricevuto via e-mail').fill(sixDigits(mail.text));
    await page.getByRole('button', { name: 'Conferma' }).click();

    // Step 3: the mobile number.
    await expect(page.getByRole('heading', { name: 'Cellulare' })).toBeVisible();
    await page.getByLabel('Numero di cellulare').fill('06 1234567');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByLabel('Numero di cellulare')).toHaveAttribute('aria-invalid', 'true');
    // A slip of the finger: the last digit wrong. The code goes there…
    await page.getByLabel('Numero di cellulare').fill(ANNA.mistypedPhone);
    await expectAccessible();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByRole('heading', { name: 'Verifica cellulare' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('+39 347 111 2234');
    await nextSms(ANNA.mistypedNormalizedPhone);
    // …and Anna corrects it at once: the field holds what she typed, the code goes to the right number.
    await page.getByRole('button', { name: 'Inserisci di nuovo il numero' }).click();
    await expect(page.getByRole('heading', { name: 'Cellulare' })).toBeVisible();
    await expect(page.getByLabel('Numero di cellulare')).toHaveValue('+39 347 111 2234');
    await page.getByLabel('Numero di cellulare').fill(ANNA.phone);
    await page.getByRole('button', { name: 'Avanti' }).click();

    // Step 4: the SMS code, read from the gateway; resending waits 60 seconds.
    await expect(page.getByRole('heading', { name: 'Verifica cellulare' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('+39 347 111 2233');
    await expect(page.getByRole('button', { name: "Invia di nuovo l'SMS" })).toBeDisabled();
    await expect(page.getByText(/Potrai richiedere un nuovo SMS tra \d+ secondi/)).toBeVisible();
    const sms = await nextSms(ANNA.normalizedPhone);
    await expectAccessible();
    await page.getByLabel('Codice ricevuto via SMS').fill(sixDigits(sms.text));
    await page.getByRole('button', { name: 'Conferma' }).click();

    // Step 5: done; the stored session is cleared and the new account logs in, its consents refused.
    await expect(page.getByRole('heading', { name: 'Registrazione completata' })).toBeVisible();
    await expectAccessible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Vai alla pagina di accesso' }).click();
    await page.getByLabel('User ID o e-mail').fill(userCode as string);
    await page.getByLabel('Password', { exact: true }).fill(ANNA.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // A new client lands on the home straight away (SPEC §4), a passkey or the app offered there as a card
    // (decisions/0150): "Non mostrare più", by keyboard, takes it away.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Proteggi meglio il tuo accesso' });
    await expect(offer).toBeVisible();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await expectAccessible();
    }
    await offer.getByRole('button', { name: 'Non mostrare più' }).focus();
    await page.keyboard.press('Enter');
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Casa Serena', exact: true })).toBeVisible();
    await page.goto('/profilo');
    const refused = page.getByRole('main').getByRole('radio', { name: 'Non acconsento' });
    await expect(refused).toHaveCount(consents);
    const given = page.getByRole('group', { name: /\(necessario\)/ });
    await expect(given.getByRole('radio', { name: 'Acconsento', exact: true })).toBeChecked();
    await expect(
      page.getByRole('main').getByRole('radio', { name: 'Non acconsento', checked: true }),
    ).toHaveCount(consents - 1);
  });

  test('registering again for the same client is refused as already registered', async ({
    page,
    freshClient,
  }) => {
    // Anna already has her account here (made by the factory, as the test before would have).
    const anna = await freshClient({ like: 'anna', newIdentity: true });
    await page.goto('/registrazione');
    await page.getByLabel('E-mail', { exact: true }).fill('altra.anna@example.it');
    await page.getByLabel('Codice fiscale o partita IVA').fill(anna.codiceFiscale);
    await page.getByLabel('Numero di polizza').fill(anna.policyNumber('70000042'));
    await page.getByLabel('Password', { exact: true }).fill(ANNA.password);
    await page.getByLabel('Conferma password').fill(ANNA.password);
    await page.getByRole('checkbox', { name: "Dichiaro di aver letto l'informativa sulla privacy" }).check();
    for (const radio of await page
      .getByRole('main')
      .getByRole('radio', { name: 'Acconsento', exact: true })
      .all())
      await radio.check();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /password/i })).toBeVisible();
  });
});
