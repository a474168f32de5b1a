import { createTransport } from 'nodemailer';
import { DeliveryError, type Mailer, type OutgoingEmail } from './ports.js';

/** E-mail over SMTP (nodemailer): `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Short timeouts: a caller waits for the hand-over (a resend answers whether the code left).
    this.transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...email });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      throw new DeliveryError(`the SMTP server did not take the e-mail${code ? ` (reply ${code})` : ''}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
