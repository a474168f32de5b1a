import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** A phone's screen: the console's pages are judged at its width (issue 21: "usable at 390 px"). */
export const PHONE = { width: 390, height: 844 };

/** Opens a page of the console at a phone's width and judges it: no axe-core violation, no horizontal scroll. */
export async function openNarrow(page: Page, address: string, expectAccessible: () => Promise<void>) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's data in place (nothing left loading), then judged as the phone shows it.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Caricamento' })).toHaveCount(0);
  await expectAccessible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${address} is ${width} px wide at 390`).toBeLessThanOrEqual(PHONE.width);
}
