import type { SessionObject } from './store.js';

/**
 * The local Stripe's hosted checkout page: what a client sees between "Paga la rata" and our return page
 * in the tests and in development. Not ours in production (Stripe's), but the journey passes through it,
 * so it is held to the same bar: labelled controls, usable by keyboard alone, axe-clean, at 390 px too.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euro = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('it-IT')},${String(cents % 100).padStart(2, '0')} €`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f6f8fa}
  main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
  h1{font-size:1.375rem;margin:0 0 .25rem}
  .amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
  .notice{font-size:.875rem;color:#4a4a4a;margin:0 0 1rem}
  fieldset{border:1px solid #8a8f98;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem;background:#fff}
  legend{font-weight:600;padding:0 .25rem}
  label{display:flex;gap:.5rem;align-items:flex-start;padding:.375rem 0}
  input[type=radio]{width:1.25rem;height:1.25rem;margin:.125rem 0 0}
  button{font:inherit;min-height:2.75rem;width:100%;border-radius:.5rem;padding:.5rem 1rem;cursor:pointer}
  .pay{background:#0a5c36;color:#fff;border:2px solid #0a5c36;font-weight:700}
  .cancel{background:#fff;color:#1a1a1a;border:2px solid #4a4a4a;margin-top:.75rem}
  button:focus-visible,input:focus-visible{outline:3px solid #1f4bd8;outline-offset:2px}
  .error{background:#fdecea;color:#8a1c12;border:1px solid #8a1c12;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
`;

function frame(title: string, body: string) {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The checkout of an open session: its description, amount, a card to choose, "Paga" and "Annulla". */
export function checkoutPage(
  session: SessionObject,
  description: string,
  error?: string,
  chosen: 'card' | 'declined' | 'delayed' = 'card',
) {
  const checked = (method: string) => (method === chosen ? ' checked' : '');
  const action = `/c/pay/${encodeURIComponent(session.id)}`;
  return frame(
    `Pagamento di ${euro(session.amount_total)} – Stripe (ambiente di prova locale)`,
    `<h1>${escapeHtml(description)}</h1>
<p class="amount">${euro(session.amount_total)}</p>
<p class="notice">Ambiente di prova locale che risponde come Stripe Checkout: nessun addebito reale.</p>
${error ? `<p class="error" role="alert" id="payment-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="action" value="pay">
<fieldset${error ? ' aria-describedby="payment-error"' : ''}>
<legend>Metodo di pagamento di prova</legend>
<label><input type="radio" name="method" value="card"${checked('card')}> Carta accettata (4242 4242 4242 4242)</label>
<label><input type="radio" name="method" value="declined"${checked('declined')}> Carta rifiutata (4000 0000 0000 0002)</label>
<label><input type="radio" name="method" value="delayed"${checked('delayed')}> MyBank (esito comunicato più tardi)</label>
</fieldset>
<button type="submit" class="pay">Paga ${euro(session.amount_total)}</button>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="cancel">Annulla e torna al sito</button>
</form>`,
  );
}

/** A session that takes no payment any more (paid, expired, or unknown). */
export function closedPage(message: string) {
  return frame(
    'Sessione di pagamento non attiva – Stripe (ambiente di prova locale)',
    `<h1>Sessione di pagamento non attiva</h1>
<p>${escapeHtml(message)}</p>`,
  );
}
