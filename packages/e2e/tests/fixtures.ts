import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { APPLICATION_ID, DEMO_PASSWORD } from '../src/demo.js';

export { DEMO_PASSWORD };

/**
 * Fails with the list of WCAG 2.1 A/AA violations axe-core finds on the page as it is now (any page: a
 * second browser's too; the `expectAccessible` fixture checks the test's own page).
 */
export async function expectAccessible(page: Page) {
  // Colours are judged at rest: a button that has just changed its style is still fading into it (Bootstrap's
  // 0.15 s transitions), and its contrast half-way is neither the old nor the new. Endless ones (a spinner) never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Logs in through the API and stores the session as the web app does, skipping the login screen. */
async function loginThroughApi(page: Page, loginId: string, password = DEMO_PASSWORD) {
  const reply = await page.request.post('/v1/auth/login', {
    data: { loginId, password, applicationId: APPLICATION_ID },
  });
  expect(reply.status(), `login of ${loginId}`).toBe(200);
  const { token, user } = await reply.json();
  await page.goto('/not-found');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('token', storedToken as string);
      sessionStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
  return token as string;
}

export interface DeliveredEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
export interface DeliveredSms {
  to: string;
  text: string;
}

/** What the product has sent so far to the test's SMTP server and SMS gateway (src/delivery-sink.mjs). */
async function delivered(): Promise<{ emails: DeliveredEmail[]; sms: DeliveredSms[] }> {
  const reply = await fetch(`${process.env.E2E_SINK_URL}/messages`);
  return (await reply.json()) as { emails: DeliveredEmail[]; sms: DeliveredSms[] };
}

/** The newest e-mail to `address` sent after `since` messages had arrived for it, waiting for it to come. */
export async function nextEmail(address: string, since = 0): Promise<DeliveredEmail> {
  let found: DeliveredEmail | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await delivered()).emails.filter((m) => m.to.includes(address));
        found = mine.length > since ? mine[mine.length - 1] : undefined;
        return Boolean(found);
      },
      { message: `an e-mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as DeliveredEmail;
}

export async function emailCount(address: string): Promise<number> {
  return (await delivered()).emails.filter((m) => m.to.includes(address)).length;
}

/** The newest SMS to `phone` (as the server normalises it: +39…) after `since` of them, waiting for it. */
export async function nextSms(phone: string, since = 0): Promise<DeliveredSms> {
  let found: DeliveredSms | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await delivered()).sms.filter((m) => m.to === phone);
        found = mine.length > since ? mine[mine.length - 1] : undefined;
        return Boolean(found);
      },
      { message: `an SMS to ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as DeliveredSms;
}

export async function smsCount(phone: string): Promise<number> {
  return (await delivered()).sms.filter((m) => m.to === phone).length;
}

export const sixDigits = (text: string) => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs one of the agency's command line tools against the E2E server's data folder, as an operator would. */
export function agencyCli(...args: string[]): string {
  return execFileSync('npx', ['tsx', '--conditions=source', 'packages/server/src/cli/cli.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: process.env.E2E_PORT ?? '3100' },
  });
}

export const test = base.extend<{
  expectAccessible: () => Promise<void>;
  loginAs: (loginId: string) => Promise<string>;
}>({
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
  loginAs: async ({ page }, use) => {
    await use((loginId) => loginThroughApi(page, loginId));
  },
});

export { expect };
