import { createHash } from 'node:crypto';
import { maskCodeDestination } from '@area-clienti/contract';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { romeIso, romeReadable } from './format.js';
import { COLORS, drawLine, embedFonts, Flow, MARGIN } from './pdf-kit.js';

/** SHA-256 of bytes, as 64 lowercase hex digits: the document's fingerprint shown before signing. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The name the signed document is attached under inside the sealed file. */
export const SIGNED_DOCUMENT_NAME = 'documento-firmato.pdf';

/** Who signed with a one-time code, and how (issue 22, item 6). */
export interface SignerEvidence {
  /** `A`/`B`: the drivers of a CAI; `client`: the policyholder of a damage report. */
  role: 'A' | 'B' | 'client';
  name: string;
  taxCode: string | null;
  /** The mobile the code went to, as the signer was told it (`+39 *** *** 1234`; masked here if whole). */
  mobile: string;
  signedAt: Date | string;
  ip: string | null;
  userAgent: string | null;
  /** When the code was sent (B's), and the e-mail (masked) the link also went to. */
  codeSentAt?: Date | string | null;
  emailTo?: string | null;
}

/** Driver B's own record (issue 34, docs/decisions/0134): who B said B is, B's refusal, B's corrections. */
export interface CounterpartEvidence {
  identity?: {
    name: string;
    surname: string;
    birthDate: string;
    taxCode: string | null;
    licenceNumber: string;
    confirmedAt: Date | string;
  } | null;
  declined?: { at: Date | string; reason: string } | null;
  /** The FEA service terms B accepted before B's code (version, when). */
  feaTerms?: { version: string; acceptedAt: Date | string } | null;
  correction?: {
    at: Date | string;
    changes: readonly { label: string; before: string; after: string }[];
    answer?: { at: Date | string; accepted: boolean; by: 'A' | 'deadline' } | null;
  } | null;
}

export interface Evidence {
  reportId: string;
  agencyName: string;
  /** The document's title, e.g. "Constatazione amichevole di incidente (CAI)". */
  documentTitle: string;
  signers: readonly SignerEvidence[];
  /**
   * Driver B of a CAI: `signed` (B is among the signers), `expired` (B did not sign by `deadlineB`: the
   * report went on signed by A alone), `declined` (B did not agree, `b.declined` says why), `corrected` (B's
   * corrections were not accepted: `b.correction`), `none` (B was not asked, or a damage report).
   */
  counterpartB: 'signed' | 'expired' | 'declined' | 'corrected' | 'none';
  deadlineB?: Date | string | null;
  b?: CounterpartEvidence;
}

const ROLE_TITLES = { A: 'Conducente A', B: 'Conducente B', client: 'Contraente' } as const;

/**
 * The mobile as the signer was told it: the signatures keep it masked already (`maskCodeDestination`), and
 * one given whole is masked the same way, never printed whole.
 */
const maskedOnce = (mobile: string) => (mobile.includes('*') ? mobile : maskCodeDestination(mobile));

/**
 * The document as signed, with an evidence page after it: who signed (name, tax code, masked mobile), when
 * (ISO 8601, Rome's time), which document (the SHA-256 of `pdf`'s bytes, as shown to the signers), with
 * which code channel and from where. The signed document is attached whole inside the file, so that anyone
 * can extract it and check its SHA-256 with a tool of their own (`pdfdetach`, `sha256sum`).
 */
export async function appendEvidence(pdf: Uint8Array, evidence: Evidence): Promise<Uint8Array> {
  const signedByB = evidence.signers.some((signer) => signer.role === 'B');
  if (evidence.signers.length === 0 || signedByB !== (evidence.counterpartB === 'signed')) {
    throw new Error(
      'evidence: at least one signer, and driver B among them exactly when counterpartB is signed',
    );
  }
  const sha256 = sha256Hex(pdf);
  const doc = await PDFDocument.load(pdf);
  const fonts = await embedFonts(doc);
  const signedPages = doc.getPageCount();
  const flow = new Flow(doc, fonts);
  flow.title('Evidenze della firma elettronica avanzata (FEA)', 13);
  flow.paragraph(
    `${evidence.documentTitle} · Rif. ${evidence.reportId} · inviata a ${evidence.agencyName}. Questa pagina ` +
      'fa parte del documento sigillato: le pagine prima di essa sono il documento che i firmatari hanno visto e firmato.',
    { size: 8, color: COLORS.muted },
  );

  flow.heading('Documento firmato');
  flow.field('Titolo', evidence.documentTitle);
  flow.field(
    'Pagine firmate',
    signedPages === 1
      ? '1 (la pagina 1 di questo file)'
      : `${signedPages} (le pagine da 1 a ${signedPages} di questo file)`,
  );
  flow.field('Impronta SHA-256', sha256, fonts.mono);
  flow.paragraph(
    `Il documento firmato è allegato a questo file come «${SIGNED_DOCUMENT_NAME}»: la sua impronta SHA-256 è quella qui sopra e si può ricalcolare con qualsiasi strumento.`,
    { size: 8, color: COLORS.muted },
  );

  for (const signer of evidence.signers) {
    flow.heading(`Firma di: ${ROLE_TITLES[signer.role]}`, signer.role === 'B' ? COLORS.yellow : COLORS.blue);
    flow.field('Nome e cognome', signer.name);
    flow.field('Codice fiscale', signer.taxCode ?? 'non indicato');
    flow.field('Firmato il', `${romeIso(signer.signedAt)} · ${romeReadable(signer.signedAt)}`);
    flow.field('Canale del codice', `codice monouso via SMS a ${maskedOnce(signer.mobile)}`);
    if (signer.codeSentAt) flow.field('Codice inviato il', romeIso(signer.codeSentAt));
    if (signer.emailTo) flow.field('Collegamento inviato anche a', `e-mail ${signer.emailTo}`);
    flow.field('Indirizzo IP', signer.ip ?? 'non rilevato');
    flow.field('Dispositivo (user agent)', signer.userAgent ?? 'non rilevato');
  }

  counterpartSection(flow, evidence, fonts.bold);

  if (evidence.counterpartB === 'expired') {
    flow.heading('Conducente B', COLORS.yellow);
    const deadline = evidence.deadlineB
      ? ` entro il ${romeReadable(evidence.deadlineB)}`
      : ' nel tempo stabilito';
    flow.paragraph(
      `Documento firmato dal solo conducente A: il conducente B, invitato a firmare, non ha firmato${deadline}.`,
      { font: fonts.bold },
    );
  }

  flow.heading('Sigillo');
  flow.paragraph(
    `Il documento è sigillato con il sigillo elettronico di ${evidence.agencyName} (PAdES): ogni modifica ` +
      'successiva al sigillo lo rende non valido.',
  );
  doc.getPages().forEach((page, index) => {
    if (index < signedPages) return;
    const stamp = `Evidenze della firma · Rif. ${evidence.reportId} · pagina ${index + 1}`;
    drawLine(page, stamp, MARGIN, 16, { font: fonts.regular, size: 7, color: COLORS.muted });
  });

  await doc.attach(pdf, SIGNED_DOCUMENT_NAME, {
    mimeType: 'application/pdf',
    description: `${evidence.documentTitle}, come firmato (SHA-256 ${sha256})`,
  });
  return doc.save();
}

/** B's identity as B confirmed it, B's refusal and reason, B's corrections and A's answer. */
function counterpartSection(flow: Flow, evidence: Evidence, bold: PDFFont) {
  const b = evidence.b;
  if (!b?.identity && !b?.declined && !b?.correction) return;
  flow.heading('Conducente B: identità, risposta e correzioni', COLORS.yellow);
  if (b.identity) {
    flow.field('Nome e cognome dichiarati', `${b.identity.name} ${b.identity.surname}`);
    flow.field('Data di nascita', b.identity.birthDate);
    flow.field('Codice fiscale dichiarato', b.identity.taxCode ?? 'non indicato (non residente in Italia)');
    flow.field('Numero della patente', b.identity.licenceNumber);
    flow.field('Identità confermata il', romeIso(b.identity.confirmedAt));
  }
  if (b.feaTerms) {
    flow.field(
      'Condizioni del servizio FEA accettate',
      `versione ${b.feaTerms.version}, il ${romeIso(b.feaTerms.acceptedAt)}`,
    );
  }
  if (b.declined) {
    flow.paragraph(
      `Il conducente B non concorda con la constatazione e non l'ha firmata (il ${romeReadable(b.declined.at)}). Motivo indicato da B:`,
      { font: bold },
    );
    flow.paragraph(`«${b.declined.reason}»`);
  }
  if (b.correction) {
    const answer = b.correction.answer;
    const outcome = !answer
      ? 'in attesa della risposta del conducente A'
      : answer.accepted
        ? `accettate dal conducente A il ${romeReadable(answer.at)}, che ha firmato di nuovo il documento corretto`
        : answer.by === 'A'
          ? `non accettate dal conducente A (il ${romeReadable(answer.at)})`
          : 'non accettate: il conducente A non ha risposto nel tempo stabilito';
    flow.paragraph(
      `Il conducente B ha proposto correzioni alle sue sezioni il ${romeReadable(b.correction.at)}: ${outcome}.`,
      { font: bold },
    );
    for (const change of b.correction.changes) {
      flow.field(
        change.label,
        `prima: ${change.before || '(vuoto)'} · proposta di B: ${change.after || '(vuoto)'}`,
      );
    }
  }
}
