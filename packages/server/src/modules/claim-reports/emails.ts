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

/**
 * B's copy of the report (B signed it, or it went on without B): B is not the agency's client, so it speaks
 * to B and tells B to send it to B's own insurer (issue 34).
 */
export function counterpartCopyEmail(input: {
  to: string;
  reportId: string;
  sha256: string;
  pdf: Buffer;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: 'La tua copia della constatazione amichevole firmata',
    text: [
      'Buongiorno,',
      '',
      'in allegato la constatazione amichevole di incidente (CAI), con la pagina delle evidenze delle firme.',
      'Conservala e inviala alla tua compagnia di assicurazione per denunciare il sinistro: questa agenzia è quella del conducente A e non gestisce la tua denuncia.',
      '',
      `Riferimento: ${input.reportId}`,
      `Impronta SHA-256 del documento: ${input.sha256}`,
    ].join('\n'),
    attachments: [
      {
        filename: `constatazione-${input.reportId.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}

/** To A: B did not agree, or B corrected B's sections (no personal data of B's in it). */
export function counterpartAnswerEmail(input: {
  to: string;
  reportId: string;
  answer: 'declined' | 'corrected';
  link: string;
}): OutgoingEmail {
  const body =
    input.answer === 'declined'
      ? "il conducente B non concorda con la constatazione amichevole e non l'ha firmata. La denuncia è stata inviata all'agenzia firmata da te, con il motivo indicato da B."
      : 'il conducente B ha corretto le sue parti della constatazione amichevole. Apri la denuncia per vedere le correzioni accanto ai dati di prima: se le accetti, firmi di nuovo con un codice e poi firma B.';
  return {
    to: input.to,
    subject:
      input.answer === 'declined'
        ? 'Il conducente B non ha firmato la constatazione'
        : 'Il conducente B ha corretto la constatazione',
    text: ['Gentile cliente,', '', body, '', `Riferimento: ${input.reportId}`, input.link].join('\n'),
  };
}
