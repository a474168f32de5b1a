import { ApiPath, type InEvidenzaReply, type PaymentView } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { call } from './staff.js';

/** A payment of the client's as the return page reads it (getPayment with the client's session). */
export async function paymentOf(
  page: Page,
  token: string,
  paymentId: number,
): Promise<PaymentView | undefined> {
  const reply = await call(page, ApiPath.getPayment, token, { paymentId });
  return ((await reply.json()) as { payment?: PaymentView }).payment;
}

/**
 * An instalment paid online as the client pays it (issue 36), for the tests whose subject is what follows
 * (the console's payments, the receipt): the checkout started with the client's session, "Paga" on the
 * worker's local Stripe's hosted page (its signed notification sent before it redirects), and the payment
 * `paid` once the server has it. Needs the worker's payment provider (`test.use({ paymentProvider: true })`).
 */
export async function payOnline(
  page: Page,
  token: string,
  numeroPolizza: string,
  titolo: string,
): Promise<PaymentView> {
  const glance = await call(page, ApiPath.getInEvidenza, token);
  expect(glance.status(), await glance.text()).toBe(200);
  const { policies } = (await glance.json()) as InEvidenzaReply;
  const instalment = policies
    .find((policy) => policy.numeroPolizza === numeroPolizza)
    ?.unpaid.find((unpaid) => unpaid.titolo === titolo);
  if (!instalment) throw new Error(`no instalment "${titolo}" to pay on policy ${numeroPolizza}`);

  const started = await call(page, ApiPath.startPayment, token, { movimentoId: instalment.movimentoId });
  expect(started.status(), await started.text()).toBe(200);
  const { paymentId, url } = (await started.json()) as { paymentId: number; url: string };
  // The hosted page's form, as the browser posts it: the provider answers by sending the client back.
  const paid = await page.request.post(url, { form: { action: 'pay', method: 'card' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);

  let payment: PaymentView | undefined;
  await expect
    .poll(
      async () => {
        payment = await paymentOf(page, token, paymentId);
        return payment?.state;
      },
      { message: `payment ${paymentId} paid` },
    )
    .toBe('paid');
  return payment as PaymentView;
}
