import { ClaimReportPath } from '@area-clienti/contract';
import type { Locator, Page } from '@playwright/test';
import { EVENT_DATE, PHOTO, press } from '../src/claim-report-keys.js';
import { cspViolations, watchCspViolations } from '../src/csp.js';
import { expect, test } from './fixtures.js';

/**
 * A photo's thumbnail in the claim report's wizard, both kinds (issue 33): fetched with the session and shown
 * from a `blob:` URL, which the Content-Security-Policy's img-src must allow. The image must have loaded (a
 * refused one keeps its alternative text, and is still "visible"), and the browser must report no violation.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A draft on the client's policy of `kind` in force on the event's day, made through the API: its id. */
async function draftOf(page: Page, token: string, kind: 'motor' | 'damage') {
  const call = (path: string, data: object) =>
    page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  const policies = await call(ClaimReportPath.getClaimReportPolicies, { eventDate: EVENT_DATE });
  expect(policies.status()).toBe(200);
  const { policies: list } = (await policies.json()) as { policies: { dossierId: number; kind: string }[] };
  const policy = list.find((candidate) => candidate.kind === kind);
  if (!policy) throw new Error(`no ${kind} policy in force on ${EVENT_DATE}`);
  const made = await call(ClaimReportPath.createClaimReport, {
    dossierId: policy.dossierId,
    eventDate: EVENT_DATE,
  });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { report: { reportId: string } }).report.reportId;
}

/**
 * The image's width once the browser has settled it: at once when it is complete, else at its `load` (or 0
 * at its `error`, which is what a refused source gives). An event, not a clock.
 */
const loadedWidth = (image: Locator) =>
  image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<number>((settle) => {
        if (img.complete) {
          settle(img.naturalWidth);
          return;
        }
        img.addEventListener('load', () => settle(img.naturalWidth), { once: true });
        img.addEventListener('error', () => settle(0), { once: true });
      }),
  );

for (const { kind, title } of [
  { kind: 'motor', title: 'CAI' },
  { kind: 'damage', title: 'damage report' },
] as const) {
  test(`a photo sent in the ${title}'s wizard shows its thumbnail, within the Content-Security-Policy`, async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    await watchCspViolations(page);
    const client = await freshClient({ like: 'mario' });
    const reportId = await draftOf(page, await loginAs(client.userCode), kind);
    await page.goto(`/denuncia-sinistro/${reportId}/foto`);
    await expect(page.getByRole('heading', { level: 2, name: 'Foto e documenti' })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await press(page.getByLabel('Scegli foto o PDF'), 'Space');
    await (await chooser).setFiles([{ name: 'danno.png', mimeType: 'image/png', buffer: PHOTO }]);
    const thumbnail = page.getByRole('img', { name: 'Anteprima di danno.jpg' });
    await expect(thumbnail).toBeVisible({ timeout: 20_000 });
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    expect(await loadedWidth(thumbnail)).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
    await expectAccessible();
  });
}
