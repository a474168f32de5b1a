import type { Page } from '@playwright/test';
import { E2E_STRIPE_KEY } from '../src/worker-server.js';
import { expect, test } from './fixtures.js';

/*
 * The local Stripe's hosted checkout page (issue 36, decisions/0151): not the product's in production, but
 * every browser test of the payment journey goes through it, so it is held to the product's bar — at a
 * phone's width, axe-clean, and used with the keyboard alone: a declined card says so and leaves the checkout
 * open, an accepted one goes back to the success address, "Annulla" to the cancel address. The session is
 * opened through Stripe's own API (form-encoded, the secret key), as the server's SDK opens it.
 */

async function openCheckout(stripeURL: string, back: string) {
  const reply = await fetch(`${stripeURL}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E_STRIPE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4850',
      'line_items[0][price_data][product_data][name]': 'Polizza 10020030 – rata 14',
      client_reference_id: '999999',
      success_url: `${back}?esito=completato`,
      cancel_url: `${back}?esito=annullato`,
      expires_at: String(Math.floor(Date.now() / 1000) + 31 * 60),
    }),
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as { id: string; url: string };
}

/** Tabs until the control has the focus, then presses Enter: the keyboard alone. */
async function tabTo(page: Page, control: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 10; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

test('the hosted checkout at 390 px, by keyboard: a declined card, then paid, then a cancel', async ({
  page,
  agency,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const back = `${agency.baseURL}/pagamento/999999`;
  const first = await openCheckout(agency.stripeURL, back);
  await page.goto(first.url);
  await expect(page.getByRole('heading', { name: 'Polizza 10020030 – rata 14' })).toBeVisible();
  await expect(page.getByText('48,50 €', { exact: true })).toBeVisible();
  await expectAccessible();

  // The declined card: chosen with the arrow keys, paid with Enter.
  await tabTo(page, page.getByRole('radio', { name: /Carta accettata/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Carta rifiutata/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Paga/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'La carta è stata rifiutata. Scegli un altro metodo di pagamento.',
  );
  await expectAccessible();

  // The accepted card: back to the success address.
  await tabTo(page, page.getByRole('radio', { name: /Carta rifiutata/ }));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /Carta accettata/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Paga/ }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${back}?esito=completato`);
  // Paid: its page no longer takes a payment.
  await page.goto(first.url);
  await expect(page.getByRole('heading', { name: 'Sessione di pagamento non attiva' })).toBeVisible();
  await expectAccessible();

  // "Annulla" of another checkout: back to the cancel address.
  const second = await openCheckout(agency.stripeURL, back);
  await page.goto(second.url);
  await tabTo(page, page.getByRole('button', { name: 'Annulla e torna al sito' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${back}?esito=annullato`);
});
