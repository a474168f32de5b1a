/**
 * The texts of a request opened by an action of the area (docs/decisions/0105), with the contact form's
 * chunk alone: no other page downloads them.
 */
export const reasonText = {
  summary: 'La tua richiesta',
  reason: 'Motivo',
  policy: 'Polizza',
  amount: 'Importo',
  phone: (filiale: string, telefono: string) => `Preferisci chiamare? ${filiale}: tel. ${telefono}`,
  hours: (orari: string) => `Orari: ${orari}`,
  callback: 'Quando preferisci essere richiamato?',
  message: 'Messaggio (facoltativo)',
  messageHint: (max: number) => `Aggiungi quello che vuoi dire alla filiale (al massimo ${max} caratteri).`,
  /** The message the form starts with, which the client may change or clear. */
  draft: {
    pagaRata: (policy: string, amount: string | null) =>
      `Vorrei pagare la rata${amount ? ` di ${amount}` : ''} della polizza ${policy}.`,
    rinnova: (policy: string) => `Vorrei rinnovare la polizza ${policy}.`,
    coordinateBancarie: (policy: string) =>
      `Vorrei cambiare le coordinate bancarie per il pagamento della polizza ${policy}.`,
  },
};
