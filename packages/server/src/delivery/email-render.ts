/**
 * How the product's e-mails are written: blocks rendered once as plain text and once as HTML (every value
 * escaped), the greeting, the signature and the automatic footer every e-mail shares.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What an e-mail says, block by block; rendered once as plain text and once as HTML. */
type Block = { paragraph: string } | { code: string } | { link: string; label: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] as string);

const greeting = (nome: string | null | undefined) =>
  nome?.trim() ? `Gentile ${nome.trim()},` : 'Gentile cliente,';

const SIGNATURE = 'Il servizio clienti\nArea Clienti';
const AUTOMATIC = 'Questo messaggio è inviato automaticamente: non rispondere a questo indirizzo.';

export function render(
  subject: string,
  nome: string | null | undefined,
  blocks: Block[],
  footer = AUTOMATIC,
): RenderedEmail {
  const all: Block[] = [{ paragraph: greeting(nome) }, ...blocks, { paragraph: SIGNATURE }];
  const text = [
    ...all.map((block) =>
      'paragraph' in block ? block.paragraph : 'code' in block ? block.code : block.link,
    ),
    '--',
    footer,
  ].join('\n\n');
  const body = all
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph).replace(/\n/g, '<br>')}</p>`;
      if ('code' in block)
        return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.code)}</p>`;
      const href = escapeHtml(block.link);
      return `<p><a href="${href}">${escapeHtml(block.label)}</a></p><p style="font-size:12px">Se il pulsante non funziona, copia questo indirizzo nel browser: ${href}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Titillium Web',Arial,sans-serif;color:#17324d;line-height:1.5">
${body}
<hr><p style="font-size:12px;color:#5c6f82">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

/** A moment as Rome's clock shows it, as the e-mails write dates and times. */
export const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
