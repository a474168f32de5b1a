import type { Config } from '../config.js';
import type { Mailer, SmsSender } from './ports.js';
import { HttpSmsSender } from './sms-gateway.js';
import { SmtpMailer } from './smtp.js';

/**
 * The real senders the configuration names: SMTP when SMTP_URL is set (codes and bulk mail apart), the HTTP gateway when SMS_URL is.
 * What is left undefined falls back to the database outbox (buildApp).
 */
export function configuredDelivery(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_URL' | 'SMTP_POOL_SIZE' | 'SMTP_BULK_RATE'>,
): {
  mailer?: Mailer;
  bulkMailer?: SmtpMailer;
  sms?: SmsSender;
} {
  const pool = { size: config.SMTP_POOL_SIZE, perSecond: config.SMTP_BULK_RATE };
  return {
    ...(config.SMTP_URL
      ? {
          // Codes by a connection each; bulk mail by the pool, at the provider's rate (decisions/0155).
          mailer: new SmtpMailer(config.SMTP_URL, config.MAIL_FROM),
          bulkMailer: new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, pool),
        }
      : {}),
    ...(config.SMS_URL ? { sms: new HttpSmsSender(config.SMS_URL) } : {}),
  };
}
