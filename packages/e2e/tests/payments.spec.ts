import type { Locator, Page } from '@playwright/test';
import { atTheProvider, expect, test, whileTheProviderIsDown } from './fixtures.js';
import { paymentOf } from './pay-online.js';

/*
 * Issue 36: "Paga la rata" paid online, at a phone's width, against the worker's local payment provider (the
 * local Stripe: its API for the server's SDK, its hosted page for the browser, its signed notifications for
 * the server). Each test has its own copy of Mario, whose instalment "Rata 14 - 11/2026" of 48,50 € is
 * overdue on the servers' day (22/11/2026). axe-core judges every page, the provider's too.
 */

test.use({ paymentProvider: true, viewport: { width: 390, height: 844 } });

const INSTALMENT = 'Rata 14 - 11/2026';
const CHECKOUT = /\/c\/pay\/(cs_[A-Za-z0-9_]+)$/;
const RETURN = (esito: string) => new RegExp(`/pagamento/\\d+\\?esito=${esito}$`);

/** Presses Tab until `target` has the focus: the keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab within ${max} presses`);
}

/** The provider's session id of the checkout page the browser is on. */
function sessionOf(page: Page): string {
  const match = CHECKOUT.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not the provider's checkout page: ${page.url()}`);
  return match[1];
}

async function openHome(page: Page, policy: string) {
  await page.goto('/');
  const area = page.getByRole('region', { name: 'In evidenza' });
  const pay = area.getByRole('button', { name: `Paga la rata della polizza n. ${policy}` });
  await expect(pay).toBeVisible();
  return { area, pay };
}

async function onCheckout(page: Page) {
  await page.waitForURL(CHECKOUT);
  // The amount is the server's, from the agency's record of the instalment.
  await expect(page.getByText('48,50 €', { exact: true })).toBeVisible();
}

/** The return page's live region: what happened, in words. */
const outcomeOf = (page: Page) => page.getByRole('status', { name: 'Esito del pagamento' });

/** The return page's facts, "label value" per row. */
const factsOf = (page: Page) =>
  page
    .locator('.payment-result__facts .field-list__row')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`),
    );

test.describe('Paga la rata online', () => {
  // Four to six pages a test, each judged by axe at a phone's width; a notification's round trip.
  test.slow();

  test('the whole journey: home, the provider, back paid; a second tap took up the same checkout; paid at once', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    const { pay } = await openHome(page, policy);
    await expectAccessible();

    await pay.click();
    await onCheckout(page);
    const first = page.url();
    // Back without paying, then "Paga la rata" again: the same checkout, not a second one.
    await page.goBack();
    await (await openHome(page, policy)).pay.click();
    await onCheckout(page);
    expect(page.url()).toBe(first);
    await expectAccessible();

    await page.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await page.waitForURL(RETURN('completato'));
    // The provider's signed notification settles it; the page reads it again until then.
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();
    await expect(outcomeOf(page)).toContainText('Grazie: la rata è pagata.');
    await expect(outcomeOf(page)).toContainText('La quietanza è tra i tuoi documenti.');
    const facts = await factsOf(page);
    expect(facts.slice(0, 4)).toEqual([
      'Importo 48,50\u00a0€',
      `Polizza ${policy}`,
      `Rata ${INSTALMENT}`,
      'Scadenza 05/11/2026',
    ]);
    expect(facts[4]).toMatch(/^Pagata il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(facts[5]).toMatch(/^Riferimento del pagamento pi_[A-Za-z0-9]+$/);
    await expectAccessible();

    // Paid at once: the home no longer asks for it, nor the policy.
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    const area = page.getByRole('region', { name: 'In evidenza' });
    await expect(area.getByText('Rinnova', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Paga la rata/ })).toHaveCount(0);
    await expect(page.getByText(`Rata non pagata: ${INSTALMENT}`)).toHaveCount(0);

    // The page read again later says the same.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai ai documenti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi documenti' })).toBeVisible();
    await expectAccessible();
  });

  test('back without paying: cancelled, nothing charged, and paying again from the policy works', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    await (await openHome(page, policy)).pay.click();
    await onCheckout(page);
    const cancelled = page.url();

    await page.getByRole('button', { name: 'Annulla e torna al sito' }).click();
    await page.waitForURL(RETURN('annullato'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento annullato' })).toBeVisible();
    await expect(outcomeOf(page)).toContainText(
      'Hai annullato il pagamento: non ti è stato addebitato nulla.',
    );
    await expect(outcomeOf(page)).not.toContainText('Stiamo annullando');
    await expectAccessible();
    // Closed on our side: the provider's page of that checkout takes no payment any more.
    const provider = await page.context().newPage();
    await provider.goto(cancelled);
    await expect(provider.getByRole('heading', { name: 'Sessione di pagamento non attiva' })).toBeVisible();
    await provider.close();

    // "Riprova a pagare": the policy's instalments to pay, and a new checkout.
    await page.getByRole('link', { name: 'Riprova a pagare' }).click();
    const unpaid = page.getByRole('region', { name: 'Da pagare' });
    await expect(unpaid).toContainText(`Rata non pagata: ${INSTALMENT}, 48,50 €.`);
    await expectAccessible();
    await unpaid.getByRole('button', { name: `Paga la rata della polizza n. ${policy}` }).click();
    await onCheckout(page);
    expect(page.url()).not.toBe(cancelled);
    await page.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();
  });

  test('a declined card, then a method whose outcome comes later and fails: waiting, then not paid', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    await (await openHome(page, policy)).pay.click();
    await onCheckout(page);
    const session = sessionOf(page);

    // The card is refused on the provider's page: it says so there, and the client may choose again.
    await page.getByRole('radio', { name: /Carta rifiutata/ }).check();
    await page.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'La carta è stata rifiutata. Scegli un altro metodo di pagamento.',
    );
    await expectAccessible();

    // MyBank: the client is back before the bank's answer: the page waits for it and says so.
    await page.getByRole('radio', { name: /MyBank/ }).check();
    await page.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await page.waitForURL(RETURN('completato'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento in attesa di conferma' }),
    ).toBeVisible();
    await expect(outcomeOf(page)).toContainText('Stiamo aspettando la conferma del pagamento…');
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
    await expectAccessible();

    // The bank refuses: the provider's signed notification, and the page (reading again) tells it.
    await atTheProvider(session, 'async', { outcome: 'failed' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento non riuscito' })).toBeVisible();
    await expect(outcomeOf(page)).toContainText(
      'Il pagamento è stato rifiutato: non ti è stato addebitato nulla.',
    );
    await expectAccessible();
    // Still to pay, on the home.
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(
      page.getByRole('region', { name: 'In evidenza' }).getByRole('button', {
        name: `Paga la rata della polizza n. ${policy}`,
      }),
    ).toBeVisible();
  });

  test("a checkout left until its time ran out: the provider's page says so, the payment's page says expired, paying again works", async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    // The server's answer to the tap read on its way (the page leaves for the provider at once).
    let paymentId = 0;
    await page.route('**/v1/payments/startPayment', async (route) => {
      const response = await route.fetch();
      paymentId = ((await response.json()) as { paymentId: number }).paymentId;
      await route.fulfill({ response });
    });
    await (await openHome(page, policy)).pay.click();
    await onCheckout(page);
    await page.unroute('**/v1/payments/startPayment');
    expect(paymentId).toBeGreaterThan(0);
    const expired = page.url();

    // Its time runs out at the provider (Stripe's signed checkout.session.expired follows).
    await atTheProvider(sessionOf(page), 'expire');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sessione di pagamento non attiva' })).toBeVisible();
    await expect(page.getByText('Il tempo per pagare è scaduto. Torna al sito e riprova.')).toBeVisible();
    await expectAccessible();

    // The payment's own page (the address the server gives a payment, as the browser's history keeps it).
    await page.goto(`/pagamento/${paymentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento scaduto' })).toBeVisible();
    await expect(outcomeOf(page)).toContainText(
      'Il tempo per completare il pagamento è finito: non ti è stato addebitato nulla.',
    );
    await expect(outcomeOf(page)).toContainText('Puoi riprovare quando vuoi.');
    // Nothing paid: no date of payment, no provider's reference.
    expect(await factsOf(page)).toEqual([
      'Importo 48,50\u00a0€',
      `Polizza ${policy}`,
      `Rata ${INSTALMENT}`,
      'Scadenza 05/11/2026',
    ]);
    await expectAccessible();

    // "Riprova a pagare": the instalment still to pay on its policy, and a new checkout.
    await page.getByRole('link', { name: 'Riprova a pagare' }).click();
    const unpaid = page.getByRole('region', { name: 'Da pagare' });
    await expect(unpaid).toContainText(`Rata non pagata: ${INSTALMENT}, 48,50 €.`);
    await unpaid.getByRole('button', { name: `Paga la rata della polizza n. ${policy}` }).click();
    await onCheckout(page);
    expect(page.url()).not.toBe(expired);
  });

  test('the provider down: "Paga la rata" says so and charges nothing; a checkout left meanwhile is closed once it is back', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    const { pay } = await openHome(page, policy);

    // The provider's API answers 503 (an outage at Stripe's): PAGAMENTO_004's words, the home stays.
    await whileTheProviderIsDown(async () => {
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Il servizio di pagamento non risponde. Non ti è stato addebitato nulla: riprova tra qualche minuto.',
      );
      await expect(page).toHaveURL(/\/$/);
      await expect(pay).toBeVisible();
      await expectAccessible();
    });

    // Back up: nothing was marked, so the same button opens the checkout.
    await pay.click();
    await onCheckout(page);

    // "Annulla" on the provider's page just as it goes down: our page cannot close the checkout, says so,
    // and the payment stays open (nothing charged either way).
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/v1/payments/cancelPayment', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Annulla e torna al sito' }).click();
    await page.waitForURL(RETURN('annullato'));
    await expect(outcomeOf(page)).toContainText('Stiamo annullando il pagamento…');
    await whileTheProviderIsDown(async () => {
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Pagamento non concluso' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        'Non è stato possibile registrare l’annullamento. Se non hai pagato, non ti è stato addebitato nulla.',
      );
      await expectAccessible();
    });
    await page.unroute('**/v1/payments/cancelPayment');

    // The provider back, the page read again closes it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento annullato' })).toBeVisible();
    await expect(outcomeOf(page)).toContainText(
      'Hai annullato il pagamento: non ti è stato addebitato nulla.',
    );
  });

  test('while the checkout opens the button says so and takes no second tap; an instalment paid meanwhile says so', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    const token = await loginAs(client.userCode);
    const { pay } = await openHome(page, policy);

    // The server's answer held back a moment (the real server answers it): the button is busy meanwhile.
    let calls = 0;
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/v1/payments/startPayment', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await pay.click();
    const busy = page.getByRole('button', { name: 'Apertura del pagamento…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second tap and an Enter land on it (Playwright would wait for it to be enabled: forced, as a thumb).
    await busy.click({ force: true });
    await busy.press('Enter');
    release();
    await onCheckout(page);
    expect(calls).toBe(1);
    const checkout = page.url();
    await page.unroute('**/v1/payments/startPayment');

    // The home as it was, then the instalment paid in another tab (the provider's page needs no session):
    // "Paga la rata" here answers that it is paid already.
    await openHome(page, policy);
    const other = await page.context().newPage();
    await other.goto(checkout);
    await other.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await other.waitForURL(RETURN('completato'));
    const paymentId = Number(/\/pagamento\/(\d+)/.exec(other.url())?.[1]);
    await other.close();
    // Paid once the provider's signed notification is in.
    await expect.poll(async () => (await paymentOf(page, token, paymentId))?.state).toBe('paid');
    await page.getByRole('button', { name: `Paga la rata della polizza n. ${policy}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Questa rata risulta già pagata online.');
    await expectAccessible();
  });

  test("'Le tue richieste': a payment request to the branch offers to pay online, then lists the payment; another's is not found", async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    const token = await loginAs(client.userCode);
    // Written to the branch before (as a client of an agency without payments online would have).
    const sent = await page.request.post('/v1/data/formContatti', {
      data: { motivo: 'pagaRata', polizza: policy, importo: 48.5, testo: 'Come posso pagare la rata?' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sent.status()).toBe(200);

    await page.goto('/richieste');
    const list = page.getByRole('list', { name: 'Le tue richieste, dalla più recente' });
    const asked = list.getByRole('listitem').filter({ hasText: 'Pagamento della rata' });
    await expect(asked).toContainText(`La rata ${INSTALMENT}, 48,50\u00a0€, si può pagare online.`);
    await expectAccessible();
    await asked.getByRole('button', { name: `Paga la rata della polizza n. ${policy}` }).click();
    await onCheckout(page);
    await page.getByRole('button', { name: 'Paga 48,50 €' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();
    const paymentPage = new URL(page.url()).pathname;

    await page.goto('/richieste');
    const payment = list.getByRole('listitem').filter({ hasText: `Pagamento online: ${INSTALMENT}` });
    await expect(payment).toContainText('Pagato');
    await expect(payment).toContainText('48,50\u00a0€');
    // Paid: the request no longer offers it.
    await expect(list.getByRole('button', { name: /Paga la rata/ })).toHaveCount(0);
    await expectAccessible();
    await payment.getByRole('link', { name: `Pagamento online: ${INSTALMENT}` }).click();
    await expect(page).toHaveURL(new RegExp(`${paymentPage}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();

    // Another client's payment, or none, is the not-found page.
    const other = await freshClient({ like: 'mario' });
    await loginAs(other.userCode);
    await page.goto(paymentPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await page.goto('/pagamento/999999?esito=annullato');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('by keyboard alone: Tab, Enter and Space from the home to the provider and back paid', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    const { pay } = await openHome(page, policy);
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await onCheckout(page);

    // The accepted card is chosen already; Space on the radio keeps it, Tab to "Paga", Enter.
    const card = page.getByRole('radio', { name: /Carta accettata/ });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Paga 48,50 €' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(RETURN('completato'));
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento riuscito' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Vai ai documenti' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi documenti' })).toBeVisible();
  });
});
