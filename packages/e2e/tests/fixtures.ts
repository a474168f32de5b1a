import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { APPLICATION_ID, DEMO_PASSWORD } from '../src/demo.js';
import { type FreshClient, type FreshClientOptions, makeFreshClient } from '../src/factory.js';
import { DEMO_SUPERUSER, demoSuperuserSession, totp } from '../src/second-factor.js';
import { E2E_STRIPE_KEY, startWorkerServer, type WorkerServer } from '../src/worker-server.js';

export { DEMO_PASSWORD, type FreshClient };

/**
 * This worker's server (src/worker-server.ts), set by the `agency` worker fixture before any test runs: what
 * the helpers below read the sink and run the command line against.
 */
let current: WorkerServer | undefined;
function workerServer(): WorkerServer {
  if (!current) throw new Error("the worker's server is not started (the agency fixture)");
  return current;
}

/** A control call of the worker's local Stripe (its key, a form), failing the test if it is refused. */
async function controlTheProvider(path: string, form: Record<string, string>): Promise<void> {
  const reply = await fetch(`${workerServer().stripeURL}/_control/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E_STRIPE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (!reply.ok) throw new Error(`the local Stripe's ${path}: ${reply.status} ${await reply.text()}`);
}

/**
 * What happens at the provider's side, not on its page, for a checkout of the worker's local Stripe: a
 * MyBank payment's outcome arriving later (`async`), its time running out (`expire`).
 */
export async function atTheProvider(
  sessionId: string,
  what: 'async' | 'expire',
  form: Record<string, string> = {},
): Promise<void> {
  await controlTheProvider(`sessions/${encodeURIComponent(sessionId)}/${what}`, form);
}

/**
 * `during` run while the worker's local Stripe is down (its API answers 503, as Stripe's does in an
 * outage; its sessions kept), and the provider back afterwards whatever `during` did: the worker's next
 * tests find it up.
 */
export async function whileTheProviderIsDown<T>(during: () => Promise<T>): Promise<T> {
  await controlTheProvider('outage', { down: 'true' });
  try {
    return await during();
  } finally {
    await controlTheProvider('outage', { down: 'false' });
  }
}

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

/** A phone's and a desktop's width: the second factor's and the staff's screens are checked at both. */
export const PHONE_AND_DESKTOP = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** `expectAccessible` at a phone's width, then at a desktop's (the page is left at the desktop's). */
export async function expectAccessibleAtBothSizes(page: Page) {
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
}

export { totp };

async function loginOf(page: Page, loginId: string, password: string) {
  const reply = await page.request.post('/v1/auth/login', {
    data: { loginId, password, applicationId: APPLICATION_ID },
  });
  expect(reply.status(), `login of ${loginId}`).toBe(200);
  return (await reply.json()) as { token: string; user: unknown };
}

/** Logs in through the API and stores the session as the web app does, skipping the login screen. */
async function loginThroughApi(page: Page, loginId: string, password = DEMO_PASSWORD) {
  const { token, user } =
    loginId === DEMO_SUPERUSER && password === DEMO_PASSWORD
      ? // Its second factor from the README's secret, its browser remembered (decisions/0091).
        await demoSuperuserSession(workerServer().baseURL)
      : await loginOf(page, loginId, password);
  await openSession(page, token as string, user);
  return token as string;
}

/** Stores a session in the page's tab as the web app does (a login's token and user). */
export async function openSession(page: Page, token: string, user: unknown): Promise<void> {
  // sessionStorage belongs to the tab and the origin: any page of the server's opens it. A static file, not
  // the app, whose every load (bundle, config call, first render) cost a test a page it never looks at.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('token', storedToken as string);
      sessionStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
}

export interface DeliveredEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}
export interface DeliveredSms {
  to: string;
  text: string;
}

/**
 * What the product has sent so far to this worker's SMTP server and SMS gateway (src/delivery-sink.mjs). The
 * worker's tests run one after the other, so the messages are those of this test and of the tests before it
 * in this worker: a test reads its own recipients' and counts from what was there when it began.
 */
async function delivered(): Promise<{ emails: DeliveredEmail[]; sms: DeliveredSms[] }> {
  const reply = await fetch(`${workerServer().sinkURL}/messages`);
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
      { message: `an e-mail to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as DeliveredEmail;
}

/** The worker's SMTP server refuses this recipient (550) until `acceptEmailTo`: a mailbox gone, then back. */
export async function refuseEmailTo(address: string): Promise<void> {
  await fetch(`${workerServer().sinkURL}/refuse`, { method: 'POST', body: JSON.stringify({ to: address }) });
}
export async function acceptEmailTo(address: string): Promise<void> {
  await fetch(`${workerServer().sinkURL}/accept`, { method: 'POST', body: JSON.stringify({ to: address }) });
}

/** The e-mails delivered to an address so far, in the order they came. */
export async function emailsTo(address: string): Promise<DeliveredEmail[]> {
  return (await delivered()).emails.filter((m) => m.to.includes(address));
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
      { message: `an SMS to ${phone}`, timeout: 30_000 },
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
/**
 * The built command line, the same build as the workers' server (src/worker-server.ts): `npx tsx` over the
 * sources cost each call about 1 CPU second more (npx, then compiling the server's modules), 8 calls a run.
 */
const CLI = fileURLToPath(new URL('../../server/dist/cli/cli.js', import.meta.url));

/** This worker's server's data folder (its development SSO key, …). */
export const workerDataDir = () => workerServer().dataDir;

/** Runs one of the agency's command line tools against this worker's server, as an operator would. */
export function agencyCli(...args: string[]): string {
  const server = workerServer();
  return execFileSync(process.execPath, [CLI, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(server.port) },
  });
}

export const test = base.extend<
  {
    expectAccessible: () => Promise<void>;
    /** Logs in through the API (the demo password unless another is given) and opens the session in the page. */
    loginAs: (loginId: string, password?: string) => Promise<string>;
    /** A new client of the test's own in this worker's server (src/factory.ts). */
    freshClient: (options: FreshClientOptions) => Promise<FreshClient>;
  },
  {
    agency: WorkerServer;
    /**
     * The worker's server takes payments online through a local provider of its own (issue 36). Off by
     * default: the other tests see the product without a provider; a spec that sets it runs in workers
     * of its own.
     */
    paymentProvider: boolean;
  }
>({
  paymentProvider: [false, { scope: 'worker', option: true }],
  // Started once per worker, before its first test, whatever the test uses: the helpers above need it.
  agency: [
    async ({ paymentProvider }, use, workerInfo) => {
      const { server, close } = await startWorkerServer(workerInfo.parallelIndex, {
        paymentsOnline: paymentProvider,
      });
      current = server;
      await use(server);
      current = undefined;
      await close();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ agency }, use) => {
    await use(agency.baseURL);
  },
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
  loginAs: async ({ page }, use) => {
    await use((loginId, password) => loginThroughApi(page, loginId, password));
  },
  freshClient: async ({ agency }, use) => {
    await use((options) => makeFreshClient(agency, options));
  },
});

export { expect };
