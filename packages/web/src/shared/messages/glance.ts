/** The home's 'In evidenza', each policy's at-a-glance, and the calendar of due dates (decisions/0060). */

const policyOf = (prodotto: string, numeroPolizza: string) => `${prodotto} n. ${numeroPolizza}`;
/** `amount` is already formatted ('48,50 €'), or null when it is not known. */
const withAmount = (titolo: string, amount: string | null) => (amount ? `${titolo}, ${amount}` : titolo);

/** When a policy ends, counted from today: 'oggi', 'domani', 'tra 9 giorni', or when it ended. */
function expiryPhrase(daysLeft: number, date: string): string {
  if (daysLeft < 0) return `È scaduta il ${date}.`;
  if (daysLeft === 0) return `Scade oggi, ${date}.`;
  if (daysLeft === 1) return `Scade domani, ${date}.`;
  return `Scade tra ${daysLeft} giorni, il ${date}.`;
}

export const glanceText = {
  inEvidenza: {
    title: 'In evidenza',
    intro: 'Cosa richiede la tua attenzione. Per pagare o rinnovare, la tua filiale ti aiuta.',
    policy: policyOf,
    overdueInstalment: (titolo: string, amount: string | null, date: string) =>
      `Rata non pagata: ${withAmount(titolo, amount)}. Era da pagare entro il ${date}.`,
    dueInstalment: (titolo: string, amount: string | null, date: string) =>
      `Rata da pagare: ${withAmount(titolo, amount)}, entro il ${date}.`,
    expiry: expiryPhrase,
    contact: 'Contatta la filiale',
    /** The action an item asks for, which opens the branch request with its reason (decisions/0105). */
    pay: 'Paga la rata',
    payLabel: (numeroPolizza: string) => `Paga la rata della polizza n. ${numeroPolizza}`,
    renew: 'Rinnova',
    renewLabel: (numeroPolizza: string) => `Rinnova la polizza n. ${numeroPolizza}`,
    contactLabel: (numeroPolizza: string) => `Contatta la filiale per la polizza n. ${numeroPolizza}`,
    viewPolicy: 'Vedi polizza',
    viewPolicyLabel: (numeroPolizza: string) => `Vedi polizza n. ${numeroPolizza}`,
  },
  /** The policy page's actions that open the branch request with its reason (decisions/0105). */
  policyActions: {
    pagaRata: 'Paga la rata',
    rinnova: 'Rinnova',
    coordinateBancarie: 'Cambia le coordinate bancarie',
  },
  card: {
    nextPayment: 'Prossimo pagamento',
    nextPaymentValue: (date: string, amount: string | null) => (amount ? `${date}, ${amount}` : date),
    unpaid: 'Da pagare',
    unpaidOverdue: (titolo: string, amount: string | null, date: string) =>
      `${withAmount(titolo, amount)}: scaduta il ${date}`,
    unpaidDue: (titolo: string, amount: string | null, date: string) =>
      `${withAmount(titolo, amount)}: entro il ${date}`,
    /** The tag beside the policy's status while its end is near or just past. */
    expiryTag: (daysLeft: number) => {
      if (daysLeft < 0) return 'Scaduta';
      if (daysLeft === 0) return 'Scade oggi';
      if (daysLeft === 1) return 'Scade domani';
      return `Scade tra ${daysLeft} giorni`;
    },
    claimOpened: (date: string, evento: string | null) =>
      `Sinistro aperto il ${date}${evento ? `: ${evento}` : ''}`,
    claimChanged: (date: string, evento: string | null) =>
      `Sinistro aggiornato il ${date}${evento ? `: ${evento}` : ''}`,
    claims: 'Novità',
  },
  calendar: {
    title: 'Le scadenze nel tuo calendario',
    intro:
      'Aggiungi al calendario del telefono o del computer le date dei pagamenti, delle rate da pagare e delle scadenze delle tue polizze.',
    download: 'Scarica il calendario (.ics)',
    downloadError: 'Non è stato possibile scaricare il calendario. Riprova più tardi.',
    feedTitle: 'Abbonamento al calendario',
    feedIntro:
      "Con un indirizzo privato il tuo calendario si aggiorna da solo. Chi conosce l'indirizzo vede le tue scadenze: non condividerlo. Puoi revocarlo quando vuoi.",
    manage: "Gestisci l'abbonamento",
    create: "Crea l'indirizzo di abbonamento",
    replace: 'Crea un nuovo indirizzo',
    replaceHint: 'Un nuovo indirizzo sostituisce quello attuale, che smette subito di funzionare.',
    revoke: "Revoca l'indirizzo",
    active: (createdOn: string) => `Hai un indirizzo di abbonamento attivo, creato il ${createdOn}.`,
    lastRead: (date: string) => `Ultimo aggiornamento dal tuo calendario: ${date}.`,
    neverRead: 'Il tuo calendario non lo ha ancora letto.',
    addressLabel: 'Indirizzo di abbonamento',
    copyNow: "Copia l'indirizzo ora: per la tua sicurezza non potremo mostrarlo di nuovo.",
    copy: "Copia l'indirizzo",
    copied: 'Indirizzo copiato.',
    copyFailed: "Non è stato possibile copiare: seleziona l'indirizzo e copialo a mano.",
    openInCalendar: 'Apri nel calendario',
    revoked: "L'indirizzo di abbonamento è stato revocato: non mostra più le tue scadenze.",
    error: "Non è stato possibile completare l'operazione. Riprova più tardi.",
  },
};
