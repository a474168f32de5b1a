import type { Page } from '@playwright/test';
import { DEMO_SUPERUSER, typeAppCode, typeAppCodeIn, typeDemoSuperuserCode } from '../src/second-factor.js';
import { stepUpDialog } from '../src/step-up.js';
import {
  agencyCli,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectAccessibleAtBothSizes,
  nextSms,
  sixDigits,
  smsCount,
  test,
  totp,
} from './fixtures.js';

const STAFF_PASSWORD = 'Ginepro-Quercia-2027';

/*
 * Staff keep the stronger factor (issue 33 item 5, docs/decisions/0131): the login of an account with the
 * app offers no SMS, only the app's code or a recovery code; a new staff member confirms the mobile the
 * account was made with by a code sent to it before it is used. Keyboard only; axe-core at 390 and 1366 px.
 */

test("the demo Superuser's login offers the app's code or a recovery code, never an SMS", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.getByLabel('User ID o e-mail').fill(DEMO_SUPERUSER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secondo-fattore$/);
  await expect(page.getByLabel("Codice dell'app")).toBeVisible();
  // The Superuser's mobile is verified, yet no SMS is offered (the server refuses one: SECONDFACTOR_007).
  await expect(page.getByRole('button', { name: 'Usa un codice di recupero' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ricevi un codice via SMS' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invia il codice via SMS' })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page);
  // Through the recovery code's field and back, still no SMS.
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Codice di recupero')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ricevi un codice via SMS' })).toHaveCount(0);
  await page.getByRole('button', { name: "Usa il codice dell'app" }).focus();
  await page.keyboard.press('Enter');
  await typeDemoSuperuserCode(page, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
});

/** A new staff member of the test's own: its e-mail, the mobile it was made with, and its app's secret. */
interface NewStaff {
  tag: string;
  email: string;
  phone: string;
  secret: string;
}

/**
 * The agency makes a staff member with a mobile (create-staff); its first access sets the password, then the
 * app (a staff account must have it, decisions/0091), by keyboard, and lands on /verifica-cellulare.
 */
async function newStaffThroughFirstAccess(page: Page): Promise<NewStaff> {
  const tag = String(Date.now()).slice(-7);
  const email = `sportello.${tag}@agenzia.example`;
  const phone = `+39347${tag}`;
  const made = agencyCli('create-staff', email, `347${tag}`);
  const link = /https?:\/\/\S+\/first\?code=\S+/.exec(made)?.[0] ?? '';
  expect(link, made).not.toBe('');
  // Made with the number, which gets nothing until it is confirmed.
  expect(await smsCount(phone)).toBe(0);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Primo accesso' })).toBeVisible();
  await page.getByLabel('Nuova password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Conferma nuova password').fill(STAFF_PASSWORD);
  await page.keyboard.press('Enter');

  // The app first: a staff account must have it (decisions/0091).
  await expect(page).toHaveURL(/\/secondo-fattore\/attiva$/);
  const secret = ((await page.locator('.second-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  const first = page.getByLabel("2. Inserisci il codice di 6 cifre che l'app ti mostra");
  await first.focus();
  await page.keyboard.type(totp(secret));
  await page.keyboard.press('Enter');
  await page.getByLabel('Ho salvato i codici').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continua', exact: true }).focus();
  await page.keyboard.press('Enter');

  // Then the mobile: the step of its own, until it is confirmed.
  await expect(page).toHaveURL(/\/verifica-cellulare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma il tuo cellulare' })).toBeVisible();
  return { tag, email, phone, secret };
}

/** Confirmed, the post-login flow goes on: the privacy notice every account answers, then the console. */
async function answerPrivacyAndReachConsole(page: Page) {
  await expect(page).toHaveURL(/\/login-privacy\/775$/);
  const necessary = page.getByRole('group', { name: /\(necessario\)/ });
  const refusals = page.getByRole('main').getByRole('radio', { name: 'Non acconsento' });
  await expect(refusals).toHaveCount(4);
  for (const radio of await refusals.all()) await radio.check();
  await necessary.getByRole('radio', { name: 'Acconsento', exact: true }).check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
}

test('a new staff member sets the app up, then confirms the mobile by a code sent to it, and reaches the console', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { tag, phone } = await newStaffThroughFirstAccess(page);
  await expect(
    page.getByText(`Il numero del tuo profilo è +39 347 ${tag.slice(0, 3)} ${tag.slice(3)}`),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  // Another page leads back to it.
  await page.goto('/profilo');
  await expect(page).toHaveURL(/\/verifica-cellulare$/);

  const send = page.getByRole('button', { name: 'Invia il codice' });
  await send.focus();
  await page.keyboard.press('Enter');
  const sms = await nextSms(phone);
  const code = sixDigits(sms.text);
  const field = page.getByLabel('Codice ricevuto via SMS');
  await expect(
    page.getByText(/^Ti abbiamo inviato un SMS con un codice di 6 cifre al numero \+39 347/),
  ).toBeFocused();
  await expectAccessibleAtBothSizes(page);

  // A wrong code is refused, on screen.
  await field.focus();
  await page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);

  await field.fill('');
  await field.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await answerPrivacyAndReachConsole(page);
});

async function logInWithPassword(page: Page, loginId: string) {
  await page.goto('/login');
  await page.getByLabel('User ID o e-mail').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
}

async function logOutFromPhoneStep(page: Page) {
  const logout = page.getByRole('link', { name: 'Esci' });
  await logout.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/verifica-cellulare$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a staff member back from a remembered browser gives another number: the step-up asks for the app, then the SMS goes to it', async ({
  page,
}) => {
  // Three codes of the app (set-up, login, step-up): each may wait for the next 30-second step.
  test.setTimeout(240_000);
  const { tag, email, phone, secret } = await newStaffThroughFirstAccess(page);
  await logOutFromPhoneStep(page);

  // A login with the app's code, and "Ricorda questo browser per 30 giorni".
  await logInWithPassword(page, email);
  await expect(page).toHaveURL(/\/secondo-fattore$/);
  const remember = page.getByLabel('Ricorda questo browser per 30 giorni');
  await remember.focus();
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();
  await typeAppCode(page, secret, /\/verifica-cellulare$/);
  await logOutFromPhoneStep(page);

  // From the remembered browser no code is asked: this session has given no proof (decisions/0130).
  await logInWithPassword(page, email);
  await expect(page).toHaveURL(/\/verifica-cellulare$/);
  // The number the agency wrote needs none: "Invia il codice" (ResendSMS) sends to it, no dialog.
  const send = page.getByRole('button', { name: 'Invia il codice' });
  await send.focus();
  await page.keyboard.press('Enter');
  await nextSms(phone);
  await expect(page.getByLabel('Codice ricevuto via SMS')).toBeVisible();
  await expect(stepUpDialog(page)).toHaveCount(0);

  // Another number is a new way in: the step-up.
  const other = page.getByRole('button', { name: 'Inserisci un altro numero' });
  await other.focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Numero di cellulare');
  await expect(field).toHaveValue(`+39 347 ${tag.slice(0, 3)} ${tag.slice(3)}`);
  const otherPhone = `+39348${tag}`;
  await field.fill('');
  await field.focus();
  await page.keyboard.type(`348${tag}`);
  await page.keyboard.press('Enter');

  // The dialog asks for the app's code (never an SMS: decisions/0131); Esc cancels it, and says why.
  const dialog = stepUpDialog(page);
  await expect(dialog.getByLabel("Codice dell'app")).toBeVisible();
  await expect(dialog.getByRole('button', { name: /SMS/ })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(
    'Nessun SMS è stato inviato: per un nuovo numero di cellulare serve la conferma della tua identità. Riprova quando vuoi.',
  );
  await expect(field).toBeFocused();
  await expectAccessible(page);
  expect(await smsCount(otherPhone)).toBe(0);

  // Again, with the app's code: the SMS goes to the number typed.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel("Codice dell'app")).toBeVisible();
  await typeAppCodeIn(dialog, secret);
  await expect(dialog).toHaveCount(0);

  const sms = await nextSms(otherPhone);
  await expect(
    page.getByText(
      `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero +39 348 ${tag.slice(0, 3)} ${tag.slice(3)}.`,
    ),
  ).toBeFocused();
  await expectAccessibleAtBothSizes(page);
  const code = page.getByLabel('Codice ricevuto via SMS');
  await code.focus();
  await page.keyboard.type(sixDigits(sms.text));
  await page.keyboard.press('Enter');
  await answerPrivacyAndReachConsole(page);
  // The account's mobile is now the number typed, confirmed.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const status = await page.request.post('/v1/auth/getUserStatus', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await status.json()).user).toMatchObject({ phone: otherPhone, phoneVerified: true });
});
