import { createTransport } from 'nodemailer';
import { headerText } from './headers.js';
import { DeliveryError, type Mailer, type OutgoingEmail } from './ports.js';

/** One bare address: nothing that could end it, start another, or break the line. */
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

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
      // Header values are made one-line here too, whoever built them: nothing can add a header.
      const { replyTo, ...rest } = email;
      await this.transport.sendMail({
        from: this.from,
        ...rest,
        subject: headerText(email.subject, 998),
        ...(replyTo && PLAIN_ADDRESS.test(replyTo.address)
          ? { replyTo: { name: headerText(replyTo.name), address: replyTo.address } }
          : {}),
      });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      throw new DeliveryError(`the SMTP server did not take the e-mail${code ? ` (reply ${code})` : ''}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
