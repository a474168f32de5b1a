import { createHmac } from 'node:crypto';

/** The signature of a call: HMAC-SHA256 of `<timestamp>.<body>` with the secret, hex. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * POSTs a JSON body to an agency's webhook, signed (docs/decisions/0112): the time in seconds and
 * `sha256=<HMAC of "<time>.<body>">` in two headers. Anything but a 2xx within 10 seconds throws, and the
 * queue (jobs/) that called it tries again. The claim reports' webhook and the own data's share it.
 */
export async function postSigned(
  target: { url: string; secret: string; what: string },
  body: string,
  now: Date,
): Promise<void> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const reply = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-area-clienti-timestamp': timestamp,
      'x-area-clienti-signature': `sha256=${webhookSignature(target.secret, timestamp, body)}`,
    },
    body,
    signal: AbortSignal.timeout(10_000),
    redirect: 'error',
  });
  await reply.body?.cancel();
  if (!reply.ok) throw new Error(`the ${target.what} webhook answered ${reply.status}`);
}
