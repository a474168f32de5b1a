/** The Italian texts of every e-mail and SMS the product sends; each e-mail has a plain-text part. */

import { escapeHtml, type RenderedEmail, render, romeTime } from './email-render.js';

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

/**
 * The first-access invite of an account of the agency's staff (a Staff member or a Superuser; issue 37,
 * item 7): it speaks to a colleague who will work in the console, not to a client of their policies.
 */
export function staffInviteEmail(input: { link: string }): RenderedEmail {
  return render("Console dell'agenzia: il tuo accesso di lavoro", 'collega', [
    {
      paragraph:
        "L'agenzia ti ha creato un accesso personale alla console dell'agenzia, lo strumento con cui il personale assiste i clienti dell'Area Clienti.",
    },
    { paragraph: 'Per attivarlo scegli la tua password aprendo questo collegamento:' },
    { link: input.link, label: 'Attiva il tuo accesso alla console' },
    {
      paragraph:
        "Al primo accesso configuri anche l'app di autenticazione, che il personale dell'agenzia usa a ogni accesso, e confermi il tuo cellulare.",
    },
    {
      paragraph:
        "Il collegamento si può usare una sola volta e scade dopo qualche giorno: se è scaduto, chiedi un nuovo invito all'amministratore della console. Se non lavori con l'agenzia, ignora questo messaggio.",
    },
  ]);
}

/**
 * The notice that something new reached the client's area (a document, a claim's status): it names no
 * one and nothing, not even the client (docs/decisions/0051); the client reads what is new after login.
 */
export function clientNoticeEmail(input: { link: string }): RenderedEmail {
  return render("Area Clienti: c'è una novità per te", null, [
    { paragraph: "Nella tua Area Clienti c'è una novità che ti riguarda." },
    { paragraph: 'Per vederla accedi con il tuo User ID e la tua password:' },
    { link: input.link, label: "Accedi all'Area Clienti" },
    {
      paragraph:
        "Per la tua riservatezza questa e-mail non ne riporta i dettagli: li trovi nell'area, dopo l'accesso. Non ti chiederemo mai la password per e-mail.",
    },
    {
      paragraph:
        'Se non vuoi più ricevere questi avvisi, puoi disattivarli nel tuo profilo, alla voce "Avvisi per e-mail".',
    },
  ]);
}

/**
 * The agency's answer to a contact request, written in the console (docs/decisions/0104): the client's
 * "Rispondi" goes to the branch (Reply-To), so the footer says so instead of "do not reply".
 */
export function contactAnswerEmail(input: {
  nome: string;
  /** The request's number, `R-2026-000123` (docs/decisions/0143). */
  reference: string;
  oggetto: string;
  receivedAt: Date;
  answer: string;
}): RenderedEmail {
  return render(
    `Area Clienti: risposta alla tua richiesta n. ${input.reference}`,
    input.nome,
    [
      {
        paragraph: `ecco la risposta della tua filiale alla richiesta "${input.oggetto}" del ${romeTime.format(input.receivedAt)}:`,
      },
      { paragraph: input.answer },
    ],
    'Per rispondere usa "Rispondi": il messaggio arriverà alla tua filiale.',
  );
}

/** The go-live's test e-mail, to the person of the agency who asked for it (docs/decisions/0109). */
export function testEmail(input: { agency: string }): RenderedEmail {
  return render('Area Clienti: e-mail di prova', null, [
    {
      paragraph: `Questa è l'e-mail di prova dell'Area Clienti di ${input.agency}: se la leggi, le e-mail ai clienti partono e arrivano.`,
    },
  ]);
}

/** The go-live's test SMS (GSM characters only, one message). */
export function testSmsText(input: { agency: string }): string {
  return `Area Clienti ${input.agency}: SMS di prova. Se lo leggi, gli SMS ai clienti arrivano.`.slice(
    0,
    160,
  );
}

/** The SMS that verifies a mobile number (GSM characters only, one message). */
export function smsCodeText(input: { code: string; minutes: number }): string {
  return `Area Clienti: il tuo codice di verifica è ${input.code}. Vale ${input.minutes} minuti. Non comunicarlo a nessuno.`;
}

/** A contact request as the branch reads it (docs/decisions/0030). */
export interface ContactRequestEmailInput {
  source: 'authenticated' | 'public';
  /** The request's number in the database, to quote when answering. */
  reference: string;
  receivedAt: Date;
  /** The subject's text ('Informazioni generali', …). */
  oggetto: string;
  testo: string | null;
  /** From an action of the area (docs/decisions/0105): the amount it showed, when to call back (as text). */
  importo?: number | null;
  richiamata?: string | null;
  client: {
    nome: string;
    cognome: string;
    email: string | null;
    telefono: string | null;
    codiceFiscale?: string | null;
    codiceCliente?: string | null;
    userCode?: string | null;
    filiale?: string | null;
  };
  policy?: { numeroPolizza: string; prodotto: string; targa: string | null } | null;
  centre?: {
    nome: string;
    indirizzo: string;
    comune: string;
    provincia: string;
    telefono: string | null;
  } | null;
  /** The address "Reply" writes to, when the client gave a valid one. */
  replyTo: string | null;
}

type Row = [label: string, value: string | null | undefined];
interface Section {
  title: string;
  rows: Row[];
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * The e-mail a contact request becomes, for the branch (or the agency's service desk). Every value the
 * client typed is escaped in the HTML part; the subject is made one line by the caller and the mailer.
 */
export function contactRequestEmail(input: ContactRequestEmailInput): RenderedEmail {
  const { client } = input;
  const fullName = `${client.nome} ${client.cognome}`;
  const origin =
    input.source === 'authenticated' ? "dall'Area Clienti" : "dal modulo pubblico dell'Area Clienti";
  const subject = `Richiesta di contatto ${origin}: ${input.oggetto} - ${fullName}`;
  const intro =
    input.source === 'authenticated'
      ? `Un cliente ha scritto alla filiale ${origin} (accesso con le sue credenziali).`
      : `Un visitatore ha scritto ${origin}, senza accedere: i suoi dati non sono verificati.`;
  const sections: Section[] = [
    {
      title: 'Richiesta',
      rows: [
        ['Numero', String(input.reference)],
        ['Ricevuta il', romeTime.format(input.receivedAt)],
        ['Oggetto', input.oggetto],
        ['Importo', input.importo == null ? null : euro.format(input.importo)],
        ['Richiamare', input.richiamata],
      ],
    },
    {
      title: input.source === 'authenticated' ? 'Dati del cliente' : 'Dati del visitatore',
      rows: [
        ['Nome', client.nome],
        ['Cognome', client.cognome],
        ['Codice fiscale', client.codiceFiscale],
        ['Codice cliente', client.codiceCliente],
        ['User ID', client.userCode],
        ['E-mail', client.email],
        ['Telefono', client.telefono],
        ['Filiale', client.filiale],
      ],
    },
  ];
  if (input.policy) {
    sections.push({
      title: 'Polizza',
      rows: [
        ['Numero', input.policy.numeroPolizza],
        ['Prodotto', input.policy.prodotto],
        ['Targa', input.policy.targa],
      ],
    });
  }
  if (input.centre) {
    const { centre } = input;
    sections.push({
      title: 'Centro convenzionato scelto',
      rows: [
        ['Nome', centre.nome],
        ['Indirizzo', `${centre.indirizzo}, ${centre.comune} (${centre.provincia})`],
        ['Telefono', centre.telefono],
      ],
    });
  }
  const closing = [
    `${input.source === 'authenticated' ? 'Al cliente' : 'Al visitatore'} è stata promessa una risposta entro un giorno lavorativo.`,
    input.replyTo
      ? `Per rispondere via e-mail usa "Rispondi": il messaggio andrà a ${input.replyTo}.`
      : 'Non è stato indicato un indirizzo e-mail: rispondere al numero di telefono indicato.',
  ];
  const filled = sections.map((section) => ({
    ...section,
    rows: section.rows.filter((row): row is [string, string] => Boolean(row[1]?.trim())),
  }));

  const [requestSection, ...otherSections] = filled;
  const lines = (section: (typeof filled)[number]) =>
    [section.title.toUpperCase(), ...section.rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const text = [
    intro,
    ...(requestSection ? [lines(requestSection)] : []),
    ...(input.testo ? [`MESSAGGIO\n${input.testo}`] : []),
    ...otherSections.map(lines),
    ...closing,
  ].join('\n\n');

  const table = (section: (typeof filled)[number]) =>
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>
<table style="border-collapse:collapse">${section.rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Titillium Web',Arial,sans-serif;color:#17324d;line-height:1.5">
<p>${escapeHtml(intro)}</p>
${requestSection ? table(requestSection) : ''}
${
  input.testo
    ? `<h2 style="font-size:16px;margin:24px 0 8px">Messaggio</h2>
<p style="white-space:pre-wrap">${escapeHtml(input.testo).replace(/\n/g, '<br>')}</p>`
    : ''
}
${otherSections.map(table).join('\n')}
<hr>${closing.map((line) => `<p style="font-size:13px">${escapeHtml(line)}</p>`).join('')}
</body></html>`;
  return { subject, text, html };
}
