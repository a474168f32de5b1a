import { DeliveryError, type SmsSender } from './ports.js';

/** How long the gateway has to answer before the SMS counts as not sent. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (docs/sms-gateway.md): `POST SMS_URL` with JSON `{ "to", "text" }`; any
 * 2xx means accepted. Credentials in the URL (`https://user:pass@host/…`) travel as Basic auth.
 */
export class HttpSmsSender implements SmsSender {
  private readonly endpoint: string;
  private readonly authorization: string | undefined;

  constructor(
    url: string,
    private readonly timeoutMs = SMS_GATEWAY_TIMEOUT_MS,
  ) {
    const parsed = new URL(url);
    this.authorization =
      parsed.username || parsed.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`
        : undefined;
    parsed.username = '';
    parsed.password = '';
    this.endpoint = parsed.toString();
  }

  async send(to: string, text: string): Promise<void> {
    let status: number;
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.authorization ? { authorization: this.authorization } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const timedOut = (error as { name?: unknown }).name === 'TimeoutError';
      throw new DeliveryError(
        timedOut ? 'the SMS gateway did not answer in time' : 'the SMS gateway is unreachable',
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    if (status < 200 || status > 299) {
      const cause = status === 401 || status === 403 ? 'authentication' : 'refused';
      throw new DeliveryError(`the SMS gateway answered ${status}`, cause);
    }
  }
}
