import { type Config, publicUrl } from '../../config.js';
import { type RenderedEmail, render } from '../../delivery/email-render.js';
import { headerText } from '../../delivery/headers.js';

/**
 * The client's e-mails about a request (issue 35, docs/decisions/0143): its number, its subject and the link
 * to its page, nothing else (no name, no message: an e-mail may be read by anyone with the mailbox).
 */

/** The request's page in the client's area: where its thread is read and answered, after the login. */
export const requestLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, numero: string) =>
  `${publicUrl(config)}/richieste/${numero}`;

/** The copy of a request just received: from the area with its link; from the public form, the number only. */
export function requestCopyEmail(input: {
  numero: string;
  oggetto: string;
  link: string | null;
}): RenderedEmail {
  const oggetto = headerText(input.oggetto, 80);
  return render(`Area Clienti: abbiamo ricevuto la tua richiesta ${input.numero}`, null, [
    {
      paragraph: `abbiamo ricevuto la tua richiesta n. ${input.numero} ("${oggetto}"): la filiale ti risponderà entro un giorno lavorativo.`,
    },
    input.link
      ? {
          paragraph:
            'Puoi seguirla e leggere le risposte nella tua Area Clienti, alla voce "Le tue richieste":',
        }
      : { paragraph: 'Conserva questo numero: citalo se contatti la filiale per questa richiesta.' },
    ...(input.link ? [{ link: input.link, label: 'Apri la richiesta' }] : []),
  ]);
}

/** A new reply of the branch: where to read it, never its text (docs/decisions/0143). */
export function requestReplyEmail(input: { numero: string; oggetto: string; link: string }): RenderedEmail {
  const oggetto = headerText(input.oggetto, 80);
  return render(`Area Clienti: nuova risposta alla tua richiesta ${input.numero}`, null, [
    {
      paragraph: `la filiale ha risposto alla tua richiesta n. ${input.numero} ("${oggetto}").`,
    },
    { paragraph: 'Per leggere la risposta accedi alla tua Area Clienti:' },
    { link: input.link, label: 'Leggi la risposta' },
    {
      paragraph:
        'Per la tua riservatezza questa e-mail non riporta il testo della risposta. Non ti chiederemo mai la password per e-mail.',
    },
  ]);
}
