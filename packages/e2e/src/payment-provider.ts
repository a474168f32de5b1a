/**
 * The local payment provider of a worker that has one (issue 36): the server's own local Stripe (built
 * beside it, packages/server/dist/payments/local-stripe), which answers the real `stripe` SDK as Stripe
 * documents, shows a hosted checkout page and signs its notifications. The worker's server is pointed at it
 * through its environment, as an agency points it at Stripe; its notifications go to that server.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

const LOCAL_STRIPE = fileURLToPath(
  new URL('../../server/dist/payments/local-stripe/server.js', import.meta.url),
);

/** Where the server takes the provider's signed notifications. */
export const NOTIFICATION_PATH = '/v1/payments/notification';

/** What the e2e uses of the local Stripe (its own module types it in full). */
interface LocalStripe {
  url: string;
  set notifyUrl(url: string | undefined);
  close(): Promise<void>;
}
type StartLocalStripe = (options: { secretKey: string; webhookSecret: string }) => Promise<LocalStripe>;

export interface PaymentProvider {
  /** The server's environment that points it at this provider. */
  env: Record<string, string>;
  /** The provider's notifications go to the worker's server from now on. */
  notify: (serverOrigin: string) => void;
  /**
   * What happens at the provider's side, not on its page: a MyBank payment's outcome arriving later
   * (`async`), a checkout's time running out (`expire`).
   */
  control: (sessionId: string, what: 'async' | 'expire', form?: Record<string, string>) => Promise<void>;
  close: () => Promise<void>;
}

export async function startPaymentProvider(): Promise<PaymentProvider> {
  const { startLocalStripe } = (await import(pathToFileURL(LOCAL_STRIPE).href)) as {
    startLocalStripe: StartLocalStripe;
  };
  const secretKey = `sk_test_e2e${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_e2e${randomBytes(16).toString('hex')}`;
  const stripe = await startLocalStripe({ secretKey, webhookSecret });
  return {
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
    notify: (serverOrigin) => {
      stripe.notifyUrl = `${serverOrigin}${NOTIFICATION_PATH}`;
    },
    control: async (sessionId, what, form = {}) => {
      const reply = await fetch(`${stripe.url}/_control/sessions/${encodeURIComponent(sessionId)}/${what}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
      if (!reply.ok) throw new Error(`the local provider's ${what}: ${reply.status} ${await reply.text()}`);
    },
    close: () => stripe.close(),
  };
}
