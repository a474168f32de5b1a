import type { Config } from '../config.js';
import type { Mailer, SmsSender } from './ports.js';
import { HttpSmsSender } from './sms-gateway.js';
import { SmtpMailer } from './smtp.js';

/**
 * The real senders the configuration names: SMTP when SMTP_URL is set, the HTTP gateway when SMS_URL is.
 * What is left undefined falls back to the database outbox (buildApp).
 */
export function configuredDelivery(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_URL'>): {
  mailer?: Mailer;
  sms?: SmsSender;
} {
  return {
    ...(config.SMTP_URL ? { mailer: new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) } : {}),
    ...(config.SMS_URL ? { sms: new HttpSmsSender(config.SMS_URL) } : {}),
  };
}
