/**
 * The payment port's front door (issue 36, docs/decisions/0151): the interface the payments module talks
 * to, and the provider the configuration names. Imports no module, no database: it talks to the provider.
 */
import type { PaymentProvider } from './port.js';

export {
  type Checkout,
  type CheckoutRequest,
  NotificationRefused,
  type PaymentEvent,
  type PaymentProvider,
  ProviderUnavailable,
} from './port.js';
export type { StripeSettings } from './stripe.js';

/** What the configuration says of the provider (config.ts checks that they go together). */
export interface PaymentSettings {
  PAYMENTS_PROVIDER?: 'stripe' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}

/**
 * The provider the configuration names, or null: then "Paga la rata" stays a request to the branch. The
 * SDK is loaded only then (Stripe's package costs 0.4 s and 27 MB at start, decisions/0151).
 */
export async function paymentProviderOf(settings: PaymentSettings): Promise<PaymentProvider | null> {
  if (settings.PAYMENTS_PROVIDER !== 'stripe') return null;
  if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET) return null;
  const { StripeProvider } = await import('./stripe.js');
  return new StripeProvider({
    secretKey: settings.STRIPE_SECRET_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    ...(settings.STRIPE_API_URL ? { apiUrl: settings.STRIPE_API_URL } : {}),
  });
}
