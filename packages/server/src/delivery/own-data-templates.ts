/** The Italian texts of the e-mails of a change of e-mail from the area (docs/decisions/0146). */
import { type RenderedEmail, render, romeTime } from './email-render.js';

/** The code that confirms the new address, sent to it. */
export function emailChangeCodeEmail(input: { code: string; minutes: number }): RenderedEmail {
  // To an address not yet verified: whoever reads it is not told whose account it is (no name).
  return render('Area Clienti: il codice per confermare la nuova e-mail', null, [
    {
      paragraph:
        "Hai chiesto di usare questo indirizzo come e-mail del tuo accesso all'Area Clienti. Per confermarlo inserisci questo codice nella pagina «I tuoi dati e recapiti»:",
    },
    { code: input.code },
    {
      paragraph: `Il codice vale ${input.minutes} minuti e si può usare una sola volta. Se non hai chiesto tu il cambio, ignora questo messaggio: l'e-mail del tuo accesso resta quella di prima.`,
    },
  ]);
}

/** The old address told that the account's e-mail changed: the new one masked, when, and what to do. */
export function emailChangedNotice(input: {
  nome: string | null;
  newEmail: string;
  at: Date;
}): RenderedEmail {
  return render("Area Clienti: l'e-mail del tuo accesso è cambiata", input.nome, [
    {
      paragraph: `Il ${romeTime.format(input.at)} l'e-mail del tuo accesso all'Area Clienti è stata cambiata in ${input.newEmail}. Da ora accedi e ricevi i nostri messaggi a quell'indirizzo.`,
    },
    {
      paragraph:
        'Se non sei stato tu, contatta subito la tua filiale e cambia la password: questo indirizzo non riceverà altri messaggi dell’Area Clienti.',
    },
  ]);
}
