import { readFile } from 'node:fs/promises';
import { ApiPath, type ImportRecordInput } from '@area-clienti/contract';
import { copiedRecords } from '../src/factory.js';
import { expect, expectAccessibleAtBothSizes, nextEmail, test } from './fixtures.js';
import { openNarrow, PHONE } from './narrow.js';
import { payOnline } from './pay-online.js';
import { call } from './staff.js';

/*
 * The console's payments (issue 36 item 5, decisions/0153): an instalment paid online listed by day, state
 * and policy, with the feed's disagreement while the agency's feed still gives it to pay, on the payments
 * page and on the client's page; the receipt e-mailed to the client and among the client's documents. The
 * client pays through the worker's local Stripe (its checkout by the API, its hosted page's "Paga"): the
 * checkout's pages have their own tests (payments.spec.ts).
 */

test.use({ paymentProvider: true });

const SUPERUSER = '90000001';
const INSTALMENT = 'Rata 14 - 11/2026';

/** The fresh client's copy of Mario's motor policy, its instalment in `stato`, as the agency's next feed. */
function policyFeed(agencyId: string, stato: string): ImportRecordInput[] {
  const tag = agencyId.slice(agencyId.lastIndexOf('-') + 1);
  const { records } = copiedRecords('mario', Number(tag.replace('e2e', '')), tag, true);
  const policy = records.find((r) => r.type === 'dossier' && r.id === `POL-10020030-${tag}`) as Extract<
    ImportRecordInput,
    { type: 'dossier' }
  >;
  return [
    {
      ...policy,
      movimenti: (policy.movimenti ?? []).map((m) => (m.titolo === INSTALMENT ? { ...m, stato } : m)),
    },
  ];
}

/** Tab until the form control labelled `name` has the focus: the keyboard's way to a field, no click. */
async function tabTo(page: import('@playwright/test').Page, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    // A form control, by its label (a link of the same words, "Stato" of the nav, is not it).
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
    );
    if (focused.trim() === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no control "${name}" reached with Tab`);
}

test("a payment on the console by day, state and policy, with the feed's disagreement until the feed catches up", async ({
  page,
  freshClient,
  loginAs,
}) => {
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const numero = client.policyNumber('10020030');
  const payment = await payOnline(page, await loginAs(client.userCode), numero, INSTALMENT);
  // The provider's reference of the money (a PaymentIntent's id), as its notification gave it.
  expect(payment.reference).toMatch(/^pi_[A-Za-z0-9]+$/);
  const reference = payment.reference as string;

  // The receipt, e-mailed by the server's worker with the PDF attached.
  const mail = await nextEmail(client.email);
  expect(mail.subject).toBe('Area Clienti: pagamento ricevuto, la tua quietanza');
  expect(mail.text).toContain(
    `abbiamo ricevuto il pagamento di 48,50 € della rata «${INSTALMENT}» della polizza ${numero}`,
  );
  expect(mail.attachments).toEqual([
    expect.objectContaining({
      filename: expect.stringMatching(/^Quietanza .+\.pdf$/),
      contentType: 'application/pdf',
    }),
  ]);

  const token = await loginAs(SUPERUSER);
  await page.goto('/admin/pagamenti');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamenti online' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagamenti online' })).toHaveAttribute('aria-current', 'page');

  // Keyboard only: the state and the policy chosen, the filters applied with Enter.
  await tabTo(page, 'Stato');
  await expect(page.getByLabel('Stato')).toBeFocused();
  // A closed list picks the option whose text is typed, as a user does.
  await page.keyboard.type('Pagato');
  await expect(page.getByLabel('Stato')).toHaveValue('paid');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Numero di polizza')).toBeFocused();
  await page.keyboard.type(numero);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`state=paid.*numeroPolizza=${numero}|numeroPolizza=${numero}.*state=paid`),
  );

  const table = page.getByRole('table', { name: 'Pagamenti online' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row.getByRole('link', { name: /Rossi Mario/ })).toBeVisible();
  await expect(row).toContainText(`${numero} · ${INSTALMENT}`);
  await expect(row).toContainText('48,50 €');
  await expect(row).toContainText('Pagato');
  await expect(row).toContainText(reference);
  // The agency's feed still gives the instalment 'Da pagare': staff see it.
  await expect(row).toContainText('Il feed la dà ancora da pagare');
  await expectAccessibleAtBothSizes(page);

  // A day with no payment: nothing; the days reversed: said, nothing asked.
  await page.getByLabel('Dal giorno', { exact: true }).fill('2020-01-02');
  await page.getByLabel('Al giorno', { exact: true }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Applica i filtri' }).click();
  await expect(page.getByRole('alert')).toHaveText('Il giorno «Dal» deve venire prima del giorno «Al».');
  await page.getByLabel('Al giorno', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Applica i filtri' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Nessun pagamento con questi filtri.' }),
  ).toBeVisible();

  // The client's page: the same payment, and the receipt among the documents.
  await row.page().goto(`/admin/clienti/${encodeURIComponent(client.agencyId)}`);
  const section = page.getByRole('region', { name: 'Pagamenti online' });
  await expect(section).toContainText(reference);
  await expect(section).toContainText('Il feed la dà ancora da pagare');

  // The agency's next feed gives the instalment paid: the disagreement is gone.
  const reimport = await call(page, ApiPath.importData, token, {
    records: policyFeed(client.agencyId, 'Pagato'),
  });
  expect(reimport.status(), await reimport.text()).toBe(200);
  await page.goto(`/admin/pagamenti?numeroPolizza=${numero}`);
  await expect(page.getByRole('table', { name: 'Pagamenti online' })).toContainText(reference);
  await expect(page.getByText('Il feed la dà ancora da pagare')).toHaveCount(0);
});

test("the receipt is among the client's documents, and downloads", async ({
  page,
  freshClient,
  loginAs,
  expectAccessible,
}) => {
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const numero = client.policyNumber('10020030');
  const { id: paymentId } = await payOnline(page, await loginAs(client.userCode), numero, INSTALMENT);
  await nextEmail(client.email);
  await page.goto('/documenti');
  const name = `Quietanza ${numero} n. ${paymentId}.pdf`;
  await expect(page.getByRole('heading', { name: 'I tuoi documenti' })).toBeVisible();
  await expectAccessible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: `Scarica ${name}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`(Quietanza di pagamento n. ${paymentId})`);
});

test('the payments page at 390 px: no accessibility violation, no horizontal scroll', async ({
  page,
  freshClient,
  loginAs,
  expectAccessible,
}) => {
  await page.setViewportSize(PHONE);
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const numero = client.policyNumber('10020030');
  await payOnline(page, await loginAs(client.userCode), numero, INSTALMENT);
  await loginAs(SUPERUSER);
  await openNarrow(page, `/admin/pagamenti?numeroPolizza=${numero}`, expectAccessible);
  await expect(page.getByRole('table', { name: 'Pagamenti online' })).toContainText(numero);
});
