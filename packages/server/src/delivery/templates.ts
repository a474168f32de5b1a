/** The Italian texts of every e-mail and SMS the product sends; each e-mail has a plain-text part. */

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

function render(subject: string, nome: string | null | undefined, blocks: Block[]): RenderedEmail {
  const all: Block[] = [{ paragraph: greeting(nome) }, ...blocks, { paragraph: SIGNATURE }];
  const text = [
    ...all.map((block) =>
      'paragraph' in block ? block.paragraph : 'code' in block ? block.code : block.link,
    ),
    '--',
    AUTOMATIC,
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
<hr><p style="font-size:12px;color:#5c6f82">${escapeHtml(AUTOMATIC)}</p>
</body></html>`;
  return { subject, text, html };
}

/** The 6-digit code that verifies the e-mail given at registration. */
export function emailCodeEmail(input: {
  nome?: string | null;
  code: string;
  userCode: string;
  minutes: number;
}): RenderedEmail {
  return render('Area Clienti: il codice per verificare la tua e-mail', input.nome, [
    {
      paragraph:
        "Per confermare il tuo indirizzo e-mail inserisci questo codice nella pagina di registrazione dell'Area Clienti:",
    },
    { code: input.code },
    {
      paragraph: `Il codice vale ${input.minutes} minuti e si può usare una sola volta. Il tuo User ID è ${input.userCode}: usalo per i prossimi accessi.`,
    },
    { paragraph: 'Se non hai chiesto tu la registrazione, ignora questo messaggio.' },
  ]);
}

/** The link that sets a new password (password recovery). */
export function recoveryEmail(input: { nome?: string | null; link: string; minutes: number }): RenderedEmail {
  return render('Area Clienti: recupero della password', input.nome, [
    {
      paragraph:
        "Abbiamo ricevuto una richiesta di recupero della password del tuo accesso all'Area Clienti.",
    },
    { paragraph: 'Per scegliere una nuova password apri questo collegamento:' },
    { link: input.link, label: 'Scegli una nuova password' },
    {
      paragraph: `Il collegamento vale ${input.minutes} minuti e si può usare una sola volta. Se non hai chiesto tu il recupero, ignora questo messaggio: la tua password resta quella di prima.`,
    },
  ]);
}

/** The first-access invite the agency sends to a client it created an account for. */
export function inviteEmail(input: { nome?: string | null; link: string }): RenderedEmail {
  return render('Area Clienti: il tuo primo accesso', input.nome, [
    {
      paragraph:
        "La tua agenzia ti ha creato un accesso all'Area Clienti, dove puoi consultare le tue polizze, i sinistri e i documenti.",
    },
    { paragraph: 'Per attivarlo scegli la tua password aprendo questo collegamento:' },
    { link: input.link, label: 'Attiva il tuo accesso' },
    {
      paragraph:
        'Il collegamento si può usare una sola volta e scade dopo qualche giorno: se è scaduto, chiedi un nuovo invito alla tua filiale.',
    },
  ]);
}

/** The SMS that verifies a mobile number (GSM characters only, one message). */
export function smsCodeText(input: { code: string; minutes: number }): string {
  return `Area Clienti: il tuo codice di verifica è ${input.code}. Vale ${input.minutes} minuti. Non comunicarlo a nessuno.`;
}
