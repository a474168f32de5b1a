/**
 * `npm run stripe-local`: the local Stripe for a developer (docs/deployment.md, "Test mode"). Start it,
 * then the server with PAYMENTS_PROVIDER=stripe, STRIPE_API_URL set to the address it prints and the same
 * two keys; "Paga la rata" then goes through its hosted page, and its notifications come to the server.
 */
import { startLocalStripe } from './server.js';

const secretKey = process.env.STRIPE_SECRET_KEY ?? 'sk_test_local';
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local';
const port = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
const notifyUrl =
  process.env.STRIPE_NOTIFY_URL ?? `http://localhost:${process.env.PORT ?? 3000}/v1/payments/notification`;

const local = await startLocalStripe({ secretKey, webhookSecret, notifyUrl, port });
process.stdout.write(
  `Local Stripe at ${local.url}\n` +
    `  server: PAYMENTS_PROVIDER=stripe STRIPE_API_URL=${local.url} STRIPE_SECRET_KEY=${secretKey} STRIPE_WEBHOOK_SECRET=${webhookSecret}\n` +
    `  notifications to ${notifyUrl}\n`,
);
const stop = () => void local.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
