/**
 * Each Playwright worker's own product: the built server on its own port with its own data folder (the demo
 * agency seeded into it), and its own delivery sink (src/delivery-sink.mjs: a real SMTP server and SMS
 * gateway). A worker runs its tests one after the other, so what its sink holds was sent by its own tests;
 * workers never share a database, a port or a mailbox (docs/decisions/0071).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * The window of the staff's client lookup limits on the tests' servers (CLIENT_LOOKUP_WINDOW_SECONDS,
 * docs/configuration.md; a minute in production): longer than any test may run (the longest timeout is
 * 120 s), so a window that starts in a test cannot end in it, and a test that fills it sees the refusal
 * however slow the machine. The demo Superuser's searches and client pages add up across a worker's tests
 * within it (about twenty pages in the whole suite, against 30): a test that opens many uses its own account.
 */
export const CLIENT_LOOKUP_WINDOW_SECONDS = 300;

/** Base ports: a worker adds its parallel index (0, 1, …) to each. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const BASE_SINK_PORT = Number(process.env.E2E_SINK_PORT ?? 3198);

const e2eRoot = fileURLToPath(new URL('../', import.meta.url));
const SERVER = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const LOCAL_STRIPE = fileURLToPath(
  new URL('../../server/dist/payments/local-stripe/main.js', import.meta.url),
);

/** The keys the worker's server and its local Stripe share (test mode: nothing is charged anywhere). */
export const E2E_STRIPE_KEY = 'sk_test_area_clienti_e2e';
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_area_clienti_e2e';

export interface WorkerServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The sink's HTTP side: GET /messages. */
  sinkURL: string;
  /**
   * The worker's local Stripe (packages/server/src/payments/local-stripe/): the server's payment provider.
   * Its control calls (POST /_control/sessions/<id>/expire, /refund, /async, /_control/outage; Bearer
   * E2E_STRIPE_KEY) do what happens at Stripe's side.
   */
  stripeURL: string;
}

/** Starts the worker's local Stripe on a free port; answers its address once it prints it. */
async function startLocalStripe(notifyUrl: string, tag: (chunk: Buffer) => void) {
  const child = spawn(process.execPath, ['--enable-source-maps', LOCAL_STRIPE], {
    cwd: e2eRoot,
    env: {
      ...process.env,
      STRIPE_SECRET_KEY: E2E_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_LOCAL_PORT: '0',
      STRIPE_NOTIFY_URL: notifyUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', tag);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Local Stripe at (http:\/\/\S+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the local Stripe exited (${code}) before starting`)));
  });
  child.stdout?.resume();
  return { child, url };
}

async function waitFor(url: string, what: string, child: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before answering ${url}`);
    const reply = await fetch(url).catch(() => null);
    if (reply?.ok) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts the worker's sink, local Stripe and server; `close` stops them and removes the data folder. The
 * local Stripe runs in every worker (its own page is tested on its own); the server takes payments online
 * through it only when `paymentsOnline` (the `paymentProvider` option of tests/fixtures.ts): the other tests
 * see the product as an agency without a provider has it, "Paga la rata" a request to the branch.
 */
export async function startWorkerServer(
  parallelIndex: number,
  { paymentsOnline = false }: { paymentsOnline?: boolean } = {},
): Promise<{ server: WorkerServer; close: () => Promise<void> }> {
  const port = BASE_PORT + parallelIndex;
  const smtpPort = BASE_SMTP_PORT + parallelIndex;
  const sinkPort = BASE_SINK_PORT + parallelIndex;
  // localhost, not 127.0.0.1: WebAuthn (passkeys) needs a host name for its RP ID, and browsers treat
  // http://localhost as a secure context (docs/decisions/0093). The server still listens on 127.0.0.1 only.
  const baseURL = `http://localhost:${port}`;
  const sinkURL = `http://127.0.0.1:${sinkPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), `area-clienti-e2e-w${parallelIndex}-`));
  const tag = (name: string) => (chunk: Buffer) =>
    process.stderr.write(`[${name} w${parallelIndex}] ${chunk}`);

  const sink = spawn(process.execPath, ['src/delivery-sink.mjs'], {
    cwd: e2eRoot,
    env: { ...process.env, E2E_SMTP_PORT: String(smtpPort), E2E_SINK_PORT: String(sinkPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  sink.stderr?.on('data', tag('sink'));
  const stripe = await startLocalStripe(
    `http://127.0.0.1:${port}/v1/payments/notification`,
    tag('stripe'),
  ).catch(async (error: unknown) => {
    await stop(sink);
    throw error;
  });
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: e2eRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_URL: `${sinkURL}/sms`,
      // Not the demo default, so the legal pages' test shows the identity comes from configuration.
      AGENCY_LEGAL_NAME: 'Agenzia Prova E2E S.r.l.',
      AGENCY_DPO_EMAIL: 'dpo@prova-e2e.example.it',
      AGENCY_CLAIMS_PHONE: '+39 06 9999 0000',
      // The day the demo's fixed dates are read from: Mario's motor policy expires in 9 days, an instalment
      // is overdue (issue 11), whatever the date the tests run on.
      CLOCK_TODAY: '2026-11-22',
      CLIENT_LOOKUP_WINDOW_SECONDS: String(CLIENT_LOOKUP_WINDOW_SECONDS),
      // "Paga la rata" through the worker's local Stripe (docs/decisions/0151, 0154).
      ...(paymentsOnline
        ? {
            PAYMENTS_PROVIDER: 'stripe',
            STRIPE_SECRET_KEY: E2E_STRIPE_KEY,
            STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
            STRIPE_API_URL: stripe.url,
          }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', tag('server'));

  const close = async () => {
    await Promise.all([stop(server), stop(sink), stop(stripe.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${sinkURL}/health`, 'the delivery sink', sink, 30_000);
    await waitFor(`${baseURL}/login`, 'the server', server, 150_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { server: { baseURL, port, dataDir, sinkURL, stripeURL: stripe.url }, close };
}
