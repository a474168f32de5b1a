import { makeTextPdf, type PdfLine } from '../../agency-data/pdf.js';
import type { Config } from '../../config.js';

/** What a receipt ("quietanza") says: the agency, the client, the policy, the instalment and the money. */
export interface ReceiptFacts {
  paymentId: number;
  cliente: string;
  numeroPolizza: string;
  titolo: string;
  dataScadenza: string | null;
  amountCents: number;
  paidAt: Date;
  provider: string;
  providerReference: string | null;
}

/** Euro cents as it-IT writes an amount, `1.234,56 €`, from the integer: no float ever holds the money. */
export function eurosOfCents(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')} €`;
}

/** `2026-11-27` as `27/11/2026`. */
export const italianDay = (day: string) => day.split('-').reverse().join('/');

const romeDay = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/** The day and time of a moment on Rome's clock: `27/11/2026`, `14:05`. */
export const romeDayOf = (at: Date) => romeDay.format(at);
const romeTimeOf = (at: Date) => romeTime.format(at);

/** The provider as a person reads it: `stripe` → `Stripe`. */
export const providerName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

/** The receipt's file name: the instalment and the policy, in the letters a file name keeps. */
export const receiptFileName = (facts: Pick<ReceiptFacts, 'numeroPolizza' | 'paymentId'>) =>
  `Quietanza ${facts.numeroPolizza.replace(/[^\w.-]+/g, '-')} n. ${facts.paymentId}.pdf`;

/**
 * The receipt as a PDF of real text (a reader selects, searches and reads it aloud), its title in the
 * document's information, in Italian (`/Lang`), one A4 page.
 */
export function renderReceiptPdf(
  agency: Pick<
    Config,
    'AGENCY_LEGAL_NAME' | 'AGENCY_ADDRESS' | 'AGENCY_VAT_NUMBER' | 'AGENCY_RUI_NUMBER' | 'AGENCY_EMAIL'
  >,
  facts: ReceiptFacts,
): Buffer {
  const title = `Quietanza di pagamento n. ${facts.paymentId}`;
  const lines: PdfLine[] = [
    { text: title, style: 'title' },
    { text: agency.AGENCY_LEGAL_NAME, style: 'subheading' },
    { text: agency.AGENCY_ADDRESS },
    { text: `Partita IVA ${agency.AGENCY_VAT_NUMBER} · Iscrizione RUI ${agency.AGENCY_RUI_NUMBER}` },
    { text: `E-mail ${agency.AGENCY_EMAIL}` },
    { text: 'Ricevuto da', style: 'heading' },
    { text: `Cliente: ${facts.cliente}` },
    { text: 'Per', style: 'heading' },
    { text: `Polizza: ${facts.numeroPolizza}` },
    { text: `Rata: ${facts.titolo}` },
    ...(facts.dataScadenza ? [{ text: `Scadenza della rata: ${italianDay(facts.dataScadenza)}` }] : []),
    { text: 'Pagamento', style: 'heading' },
    { text: `Importo pagato: ${eurosOfCents(facts.amountCents)}` },
    { text: `Data del pagamento: ${romeDayOf(facts.paidAt)} alle ${romeTimeOf(facts.paidAt)}` },
    { text: `Pagato online tramite: ${providerName(facts.provider)}` },
    ...(facts.providerReference ? [{ text: `Riferimento del pagamento: ${facts.providerReference}` }] : []),
    { text: '' },
    {
      text: `Quietanza emessa dall'Area Clienti di ${agency.AGENCY_LEGAL_NAME} alla conferma del pagamento da parte di ${providerName(facts.provider)}. Conservala come prova del pagamento della rata.`,
    },
  ];
  return makeTextPdf(title, lines, { lang: 'it-IT' });
}
