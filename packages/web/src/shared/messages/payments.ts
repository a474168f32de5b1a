import type { PaymentState } from '@area-clienti/contract';

/** An instalment paid online (issue 36): the pay button, its errors, and the page the client comes back to. */

export const paymentsText = {
  pay: {
    /** Online: the button that opens the provider's checkout. */
    online: 'Paga la rata',
    onlineLabel: (numeroPolizza: string) => `Paga la rata della polizza n. ${numeroPolizza}`,
    /** While the checkout is being opened: the button says so and takes no second tap. */
    starting: 'Apertura del pagamento…',
    /** Not online: a request to the branch, named for what it is (decisions/0105). */
    branch: 'Chiedi alla filiale come pagare',
    branchLabel: (numeroPolizza: string) =>
      `Chiedi alla filiale come pagare la rata della polizza n. ${numeroPolizza}`,
    /** A request about an instalment, in "Le tue richieste", when it can now be paid online. */
    fromRequest: (titolo: string, amount: string | null) =>
      `La rata ${amount ? `${titolo}, ${amount}, ` : `${titolo} `}si può pagare online.`,
  },
  /** Why the checkout did not open, by the server's code: nothing was charged. */
  errors: {
    PAGAMENTO_001: 'Il pagamento online non è disponibile: chiedi alla filiale come pagare la rata.',
    PAGAMENTO_002:
      'Questa rata non si può pagare online in questo momento. Aggiorna la pagina o chiedi alla filiale.',
    PAGAMENTO_003: 'Questa rata risulta già pagata online.',
    PAGAMENTO_004:
      'Il servizio di pagamento non risponde. Non ti è stato addebitato nulla: riprova tra qualche minuto.',
    NOTFOUND_001: 'Non troviamo questa rata tra le tue. Aggiorna la pagina e riprova.',
    other: 'Non è stato possibile aprire il pagamento. Non ti è stato addebitato nulla: riprova più tardi.',
  } as Record<string, string>,
  /** An instalment paid online among "Le tue richieste". */
  request: {
    title: (titolo: string) => `Pagamento online: ${titolo}`,
    amount: 'Importo',
    states: {
      open: 'In corso',
      paid: 'Pagato',
      cancelled: 'Annullato',
      failed: 'Non riuscito',
      expired: 'Scaduto',
      refunded: 'Rimborsato',
    } satisfies Record<PaymentState, string>,
  },
  result: {
    title: 'Pagamento della rata',
    /** The live region that says what happened. */
    outcome: 'Esito del pagamento',
    loading: 'Stiamo leggendo lo stato del pagamento…',
    paid: {
      heading: 'Pagamento riuscito',
      lead: 'Grazie: la rata è pagata.',
      receipt: 'La quietanza è tra i tuoi documenti.',
      documents: 'Vai ai documenti',
    },
    refunded: {
      heading: 'Pagamento rimborsato',
      lead: (amount: string | null) =>
        amount ? `Il pagamento è stato rimborsato: ${amount}.` : 'Il pagamento è stato rimborsato.',
    },
    cancelled: {
      heading: 'Pagamento annullato',
      lead: 'Hai annullato il pagamento: non ti è stato addebitato nulla.',
      retry: 'Puoi riprovare quando vuoi.',
    },
    cancelling: 'Stiamo annullando il pagamento…',
    failed: {
      heading: 'Pagamento non riuscito',
      lead: 'Il pagamento è stato rifiutato: non ti è stato addebitato nulla.',
      retry: "Puoi riprovare, anche con un'altra carta.",
    },
    expired: {
      heading: 'Pagamento scaduto',
      lead: 'Il tempo per completare il pagamento è finito: non ti è stato addebitato nulla.',
      retry: 'Puoi riprovare quando vuoi.',
    },
    pending: {
      heading: 'Pagamento in attesa di conferma',
      lead: 'Stiamo aspettando la conferma del pagamento…',
      hint: 'Di solito arriva in pochi secondi. Questa pagina si aggiorna da sola: puoi anche chiuderla, la rata risulterà pagata appena arriva la conferma.',
    },
    open: {
      heading: 'Pagamento non concluso',
      lead: 'Il pagamento non risulta ancora concluso.',
      hint: 'Se hai appena pagato, la conferma arriva in pochi secondi: questa pagina si aggiorna da sola.',
    },
    facts: {
      amount: 'Importo',
      policy: 'Polizza',
      instalment: 'Rata',
      dueDate: 'Scadenza',
      paidAt: 'Pagata il',
      reference: 'Riferimento del pagamento',
    },
    retry: 'Riprova a pagare',
    toPolicy: 'Vai alla polizza',
    toHome: 'Torna alla home',
    loadError: 'Non è stato possibile leggere lo stato del pagamento. Riprova più tardi.',
    cancelError:
      'Non è stato possibile registrare l’annullamento. Se non hai pagato, non ti è stato addebitato nulla.',
  },
};
