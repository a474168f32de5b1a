/** The Italian text of the e-mail that confirms a payment taken online, with its receipt (decisions/0153). */
import { type RenderedEmail, render } from './email-render.js';

/**
 * What a receipt needs and nothing more: the amount, the instalment and its policy, the day; the receipt
 * itself is attached, and stays in the client's documents.
 */
export function paymentReceiptEmail(input: {
  nome: string | null;
  importo: string;
  titolo: string;
  numeroPolizza: string;
  giorno: string;
  fileName: string;
  link: string;
}): RenderedEmail {
  return render('Area Clienti: pagamento ricevuto, la tua quietanza', input.nome, [
    {
      paragraph: `abbiamo ricevuto il pagamento di ${input.importo} della rata «${input.titolo}» della polizza ${input.numeroPolizza}, il ${input.giorno}. Grazie.`,
    },
    {
      paragraph: `In allegato trovi la quietanza (${input.fileName}); la trovi anche tra i documenti della tua Area Clienti.`,
    },
    { link: input.link, label: "Accedi all'Area Clienti" },
  ]);
}
