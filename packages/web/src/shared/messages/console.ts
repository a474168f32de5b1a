import { CLIENT_FILES_PER_MINUTE, CLIENT_SEARCHES_PER_MINUTE } from '@area-clienti/contract';
import { claimDeskTexts } from './console-claim-desk';
import { claimReportTexts } from './console-claim-reports';
import { contentTexts } from './console-content';
import { feedTexts } from './console-feeds';
import { inboxTexts } from './console-inbox';
import { invitationTexts } from './console-invitations';
import { operationTexts } from './console-operations';
import { paymentTexts } from './console-payments';
import { staffTexts } from './console-staff';

/** How long to wait, as the limits' messages say it: "un minuto", "5 minuti". */
const inMinutes = (minutes: number) => (minutes === 1 ? 'un minuto' : `${minutes} minuti`);

/**
 * The agency's console (console.html, docs/decisions/0096): its texts are imported from here by the
 * console alone, so that no client page downloads them; each section's own are in console-<section>.ts.
 */
export const consoleText = {
  title: "Console dell'agenzia",
  nav: {
    label: 'Sezioni della console',
    overview: 'Stato',
    clients: 'Cerca un cliente',
    messages: 'Messaggi',
    privacy: 'Informative privacy',
    invitations: 'Inviti',
    staff: 'Personale',
    inbox: 'Richieste',
    claimReports: 'Denunce di sinistro',
    feeds: 'Importa i dati',
    deliveries: 'Consegne',
    audit: 'Registro attività',
    payments: 'Pagamenti online',
    clientArea: 'Area Clienti',
    logout: 'Esci',
    signedInAs: 'Accesso come',
    backToConsole: 'Torna alla console',
  },
  search: {
    title: 'Cerca un cliente',
    intro:
      'Un solo campo: codice fiscale, cognome e nome, e-mail, cellulare, numero di polizza, targa, numero di sinistro o User ID. Sono tollerati piccoli errori di battitura.',
    label: 'Cerca',
    hint: 'Almeno 2 caratteri, ad esempio RSSMRA80A01H501U, Rossi Mario o AB123CD.',
    submit: 'Cerca',
    tooShort: 'Scrivi almeno 2 caratteri.',
    tooLong: 'Scrivi al massimo 100 caratteri.',
    results: (count: number, more: boolean) =>
      count === 0
        ? 'Nessun cliente trovato.'
        : `${count === 1 ? '1 cliente' : `${count} clienti`}${more ? ' (ce ne sono altri)' : ''}.`,
    resultsTitle: 'Risultati della ricerca',
    more: 'Mostra altri risultati',
    taxCode: 'Codice fiscale',
    userId: 'User ID',
    email: 'E-mail',
    mobile: 'Cellulare',
    matchedBy: 'Trovato per',
    noUserId: 'nessuno',
    maskedNote:
      'Codice fiscale, e-mail e cellulare sono mostrati in parte: per intero sono nella pagina del cliente, la cui apertura viene registrata.',
    tooMany: (minutes: number) =>
      `Troppe ricerche in poco tempo: se ne possono fare al massimo ${CLIENT_SEARCHES_PER_MINUTE} al minuto. Riprova tra ${inMinutes(minutes)}.`,
  },
  matched: {
    taxCode: 'codice fiscale',
    name: 'cognome e nome',
    email: 'e-mail',
    mobile: 'cellulare',
    policy: 'numero di polizza',
    plate: 'targa',
    claim: 'numero di sinistro',
    userId: 'User ID',
  },
  client: {
    back: 'Torna alla ricerca',
    notFound: 'Cliente non trovato.',
    tooMany: (minutes: number) =>
      `Troppe schede di clienti aperte in poco tempo: se ne possono aprire al massimo ${CLIENT_FILES_PER_MINUTE} al minuto. Riprova tra ${inMinutes(minutes)}.`,
    anagrafica: 'Anagrafica',
    taxCode: 'Codice fiscale',
    birthPlace: 'Luogo di nascita',
    email: 'E-mail',
    mobile: 'Cellulare',
    addresses: 'Indirizzi',
    account: 'Account',
    accountState: 'Stato',
    userId: 'User ID',
    registeredAt: 'Registrato il',
    noAccount: 'Il cliente non ha ancora un account: lo riceve con il primo invito.',
    actions: "Azioni sull'account",
    unlock: 'Sblocca',
    disable: 'Disattiva',
    enable: 'Riattiva',
    endSessions: 'Chiudi tutte le sessioni',
    resetSecondFactor: 'Azzera la verifica in due passaggi',
    invite: "Invia l'invito al primo accesso",
    done: {
      unlock: 'Account sbloccato.',
      disable: 'Account disattivato: le sessioni sono terminate.',
      enable: 'Account riattivato.',
      endSessions: 'Sessioni chiuse: il cliente è stato avvisato per e-mail.',
      resetSecondFactor:
        'Verifica in due passaggi azzerata e sessioni chiuse: il cliente è stato avvisato per e-mail.',
      invite: (email: string) => `Invito inviato a ${email}.`,
    },
    failed: "L'azione non è riuscita.",
    policies: 'Polizze',
    policyNumber: 'Numero',
    product: 'Prodotto',
    state: 'Stato',
    iban: 'IBAN di addebito',
    claims: 'Sinistri',
    claimNumber: 'Numero',
    claimDate: 'Data',
    documents: 'Documenti',
    documentName: 'Documento',
    consents: 'Consensi',
    consentDate: 'Data',
    consentTemplate: 'Informativa',
    consentAnswers: 'Risposte',
    accesses: 'Ultimi accessi',
    accessDate: 'Data',
    accessBrowser: 'Browser',
    accessNetwork: 'Rete',
    requests: 'Richieste di contatto',
    requestDate: 'Data',
    requestSubject: 'Oggetto',
    deliveries: 'E-mail e SMS',
    deliveriesIntro:
      "I messaggi all'e-mail e al cellulare del cliente ancora in coda (quelli inviati per un giorno).",
    none: 'Nessuno.',
    shownOf: (shown: number, total: number) => `I primi ${shown} di ${total}.`,
  },
  accountState: {
    none: 'Senza account',
    invited: 'Invitato',
    registered: 'Registrato',
    disabled: 'Disattivato',
    locked: 'Bloccato',
  },
  ...invitationTexts,
  ...inboxTexts,
  ...operationTexts,
  ...contentTexts,
  ...feedTexts,
  ...claimReportTexts,
  ...claimDeskTexts,
  ...paymentTexts,
  ...staffTexts,
} as const;
