/**
 * The console's texts (shared/messages/console.ts gathers them): the reports of claims clients sent online
 * (issue 22 item 8, docs/decisions/0110).
 */
export const claimReportTexts = {
  claimReports: {
    title: 'Denunce di sinistro',
    intro:
      "Le denunce firmate dai clienti nell'Area Clienti, dalla più recente. Aprirla o scaricarne il PDF firmato la prende in carico: il cliente vede che l'agenzia l'ha ricevuta.",
    count: (count: number, more: boolean) =>
      count === 0
        ? 'Nessuna denuncia.'
        : `${count === 1 ? '1 denuncia' : `${count} denunce`}${more ? ' (ce ne sono altre)' : ''}.`,
    more: 'Mostra altre denunce',
    kind: { motor: 'CAI (constatazione amichevole)', damage: 'Denuncia di danno' },
    state: {
      draft: 'Bozza',
      signing: 'Da firmare',
      awaitingB: 'In attesa della firma di B',
      bCorrected: 'Correzioni di B in attesa del cliente',
      sent: 'Inviata',
      linked: 'Sinistro aperto',
    },
    client: 'Cliente',
    clientRemoved: 'non più nei dati dell’agenzia',
    userId: 'User ID',
    policy: 'Polizza',
    eventDate: "Data dell'evento",
    sentAt: 'Inviata il',
    counterpart: 'Firma del conducente B',
    counterpartState: {
      none: 'non richiesta',
      waiting: 'in attesa',
      signed: 'firmata',
      expired: 'non arrivata in tempo: firmata solo dal cliente',
      declined: 'il conducente B non concorda: firmata solo dal cliente',
      corrected: 'il conducente B ha proposto correzioni',
    },
    claim: 'Sinistro',
    noClaim: 'non ancora aperto',
    receivedAt: 'Presa in carico il',
    notReceived: 'Da prendere in carico',
    download: 'Scarica il PDF firmato',
    downloadOf: (policy: string, date: string) => `, polizza ${policy}, evento del ${date}`,
    downloadFailed: 'Non è stato possibile scaricare il PDF. Riprova.',
  },
} as const;
