import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FormError, parseStripeForm, textOf } from './form.js';
import { checkoutPage, closedPage } from './page.js';
import { LocalStripeStore, type SessionObject, StripeApiError, stripeId } from './store.js';

/**
 * A local server that speaks Stripe's documented protocol for what the product uses (issue 36 item 6,
 * docs/decisions/0151): the Checkout Sessions API (create, retrieve, expire: form-encoded, Bearer key,
 * Stripe's objects and error replies), a hosted checkout page, and signed notifications. The tests, the
 * browser tests and a developer (`npm run stripe-local`) point the real `stripe` SDK at it.
 *
 * Besides Stripe's API, a few control calls (under /_control, with the same key) do what in real life
 * happens at Stripe's side: a session's time running out, a refund from the dashboard, a delayed method's
 * outcome, an event sent again, an outage (`/_control/outage`, `down=true`: the API answers 503 as Stripe
 * does when it is unavailable, its sessions kept for when it is back; `down=false` ends it).
 */
export interface LocalStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (our notification route); may be set later with `notifyUrl`. */
  notifyUrl?: string;
  port?: number;
  host?: string;
  /** How often sessions past their `expires_at` are expired (ms). */
  sweepMs?: number;
}

export interface LocalStripe {
  /** The API's base address, as STRIPE_API_URL takes it. */
  url: string;
  store: LocalStripeStore;
  set notifyUrl(url: string | undefined);
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(400, 'invalid_request_error', 'Request too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': stripeId('req', 14),
    'stripe-version': '2025-01-01',
  });
  response.end(text);
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

/** The success address with Stripe's template variable filled, as Stripe does. */
const withSessionId = (url: string, session: SessionObject) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  let base = '';
  const store = new LocalStripeStore({
    webhookSecret: options.webhookSecret,
    ...(options.notifyUrl ? { notifyUrl: options.notifyUrl } : {}),
    pageBase: () => base,
  });

  /** An outage at Stripe's side: its API answers 503 until it ends; the hosted page and control calls stay. */
  let down = false;

  const authorized = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    return header === `Bearer ${options.secretKey}`;
  };

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (!authorized(request)) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        'Invalid API Key provided. You can find your API key in the Dashboard.',
      );
    }
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? parseStripeForm(await readBody(request)) : {};
    const key = request.headers['idempotency-key'];
    if (method === 'POST' && path === '/_control/outage') {
      down = textOf(body.down) === 'true';
      return sendJson(response, 200, { down });
    }
    if (down && path.startsWith('/v1/')) {
      throw new StripeApiError(
        503,
        'api_error',
        'Stripe is temporarily unavailable. Please try again later.',
      );
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return sendJson(response, 200, store.create(body, typeof key === 'string' ? key : undefined));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = await store.find(sessionMatch[1] as string);
      if (method === 'GET' && !sessionMatch[2]) return sendJson(response, 200, session);
      if (method === 'POST' && sessionMatch[2]) return sendJson(response, 200, await store.expire(session));
    }
    const control = /^\/_control\/sessions\/([A-Za-z0-9_]+)\/(expire|refund|async)$/.exec(path);
    if (method === 'POST' && control) {
      const session = await store.find(control[1] as string);
      if (control[2] === 'expire') return sendJson(response, 200, await store.expire(session));
      if (control[2] === 'refund') {
        const amount = textOf(body.amount);
        return sendJson(
          response,
          200,
          await store.refund(session, amount === undefined ? undefined : Number(amount)),
        );
      }
      const outcome = textOf(body.outcome);
      if (outcome !== 'succeeded' && outcome !== 'failed') {
        throw new StripeApiError(400, 'invalid_request_error', 'outcome: succeeded or failed', 'outcome');
      }
      await store.settleDelayed(session, outcome);
      return sendJson(response, 200, session);
    }
    if (method === 'GET' && path === '/_control/events') {
      return sendJson(response, 200, {
        object: 'list',
        data: store.events.map(({ id, type, deliveredStatus }) => ({ id, type, deliveredStatus })),
      });
    }
    const resend = /^\/_control\/events\/([A-Za-z0-9_]+)\/resend$/.exec(path);
    if (method === 'POST' && resend) {
      const { id, type, deliveredStatus } = await store.resend(resend[1] as string);
      return sendJson(response, 200, { id, type, deliveredStatus });
    }
    if (method === 'POST' && path === '/_control/webhook') {
      store.notifyUrl = textOf(body.url);
      return sendJson(response, 200, { url: textOf(body.url) ?? null });
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The hosted page: shown on GET, its two forms posted back to it. */
  async function page(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = store.sessions.get(id);
    if (!session) return sendHtml(response, 404, closedPage('Questo indirizzo di pagamento non esiste.'));
    await store.find(id);
    if (session.status !== 'open') {
      return sendHtml(
        response,
        410,
        closedPage(
          session.status === 'complete'
            ? 'Il pagamento è già stato eseguito.'
            : 'Il tempo per pagare è scaduto. Torna al sito e riprova.',
        ),
      );
    }
    const description = store.descriptions.get(id) ?? 'Pagamento';
    if (request.method === 'GET') return sendHtml(response, 200, checkoutPage(session, description));
    if (request.method !== 'POST') return sendHtml(response, 405, closedPage('Metodo non consentito.'));
    const form = new URLSearchParams(await readBody(request));
    if (form.get('action') === 'cancel') {
      return redirect(response, session.cancel_url ?? withSessionId(session.success_url, session));
    }
    const method = form.get('method');
    if (method === 'declined') {
      return sendHtml(
        response,
        402,
        checkoutPage(
          session,
          description,
          'La carta è stata rifiutata. Scegli un altro metodo di pagamento.',
          'declined',
        ),
      );
    }
    await store.pay(session, method === 'delayed' ? 'delayed' : 'card');
    return redirect(response, withSessionId(session.success_url, session));
  }

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const pageMatch = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(path);
    const work = pageMatch ? page(request, response, pageMatch[1] as string) : api(request, response, path);
    work.catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof StripeApiError) return sendJson(response, error.status, error.body);
      if (error instanceof FormError) {
        return sendJson(
          response,
          400,
          new StripeApiError(400, 'invalid_request_error', error.message, error.param).body,
        );
      }
      sendJson(response, 500, new StripeApiError(500, 'api_error', 'An unknown error occurred.').body);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  base = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
  const sweep = setInterval(() => void store.expireDue(), options.sweepMs ?? 1_000);
  sweep.unref();
  return {
    url: base,
    store,
    set notifyUrl(url: string | undefined) {
      store.notifyUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
