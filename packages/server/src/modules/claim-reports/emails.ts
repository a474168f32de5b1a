import type { OutgoingEmail } from '../../delivery/ports.js';

/** The e-mails and SMS of a claim report, in Italian (GSM characters in the SMS). */

/**
 * The code comes first: the document's fingerprint after it may hold six digits in a row, which a phone's
 * code autofill (and the tests' reader) would otherwise take for the code.
 */
export const signingCodeSms = (code: string, sha256: string, minutes: number) =>
  `Area Clienti: ${code} è il codice per firmare la denuncia di sinistro (impronta ${sha256.slice(0, 8)}). Vale ${minutes} minuti. Non comunicarlo a nessuno.`;

export const counterpartLinkSms = (name: string, link: string) =>
  `${name} ti chiede di firmare la constatazione amichevole (CAI) compilata insieme: ${link}`;

export const counterpartCodeSms = (code: string, minutes: number) =>
  `Il codice per firmare la constatazione amichevole è ${code}. Vale ${minutes} minuti. Non comunicarlo a nessuno.`;

/** The signed report, the client's copy on a durable medium, attached. */
export function signedReportEmail(input: {
  to: string;
  reportId: string;
  sha256: string;
  pdf: Buffer;
  awaitingB: boolean;
  aloneNote?: string;
}): OutgoingEmail {
  const lines = [
    'Gentile cliente,',
    '',
    input.awaitingB
      ? "la tua denuncia di sinistro è firmata. In allegato la copia firmata da te: attendiamo la firma del conducente B, poi la inviamo all'agenzia."
      : "la tua denuncia di sinistro è firmata e inviata all'agenzia. In allegato la copia firmata: conservala.",
    ...(input.aloneNote ? ['', input.aloneNote] : []),
    '',
    `Riferimento: ${input.reportId}`,
    `Impronta SHA-256 del documento: ${input.sha256}`,
    '',
    'Puoi seguirla nella tua Area Clienti, alla voce Sinistri.',
  ];
  return {
    to: input.to,
    subject: 'La tua denuncia di sinistro firmata',
    text: lines.join('\n'),
    attachments: [
      {
        filename: `denuncia-${input.reportId.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}

/** Driver B's copy, or the link when B gave an e-mail. */
export function counterpartEmail(input: { to: string; name: string; link: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Firma la constatazione amichevole (CAI)',
    text: [
      'Buongiorno,',
      '',
      `${input.name} ti chiede di firmare la constatazione amichevole di incidente compilata insieme.`,
      `Apri il collegamento, leggi il documento e firma con il codice che ricevi via SMS: ${input.link}`,
      '',
      'Se non riconosci questo incidente, ignora il messaggio.',
    ].join('\n'),
  };
}

export function draftNoticeEmail(input: { to: string; purgeOn: string; link: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Una bozza di denuncia di sinistro sarà cancellata',
    text: [
      'Gentile cliente,',
      '',
      `hai una bozza di denuncia di sinistro non inviata: sarà cancellata il ${input.purgeOn}.`,
      `Se vuoi inviarla, riprendila dalla tua Area Clienti: ${input.link}`,
    ].join('\n'),
  };
}

/**
 * News on a sent report (a status, a message or a request of the branch; docs/decisions/0140): no personal
 * data and nothing of the news itself, only that there is some and where to read it once logged in. An
 * e-mail box is read by others, forwarded, kept by providers; the report's page is behind the login.
 */
export function reportNewsEmail(input: { to: string; link: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Novità sulla tua denuncia di sinistro',
    text: [
      'Gentile cliente,',
      '',
      "c'è una novità sulla tua denuncia di sinistro.",
      `Accedi alla tua Area Clienti per leggerla: ${input.link}`,
      '',
      'Per la tua sicurezza questo messaggio non contiene i dettagli.',
    ].join('\n'),
  };
}
