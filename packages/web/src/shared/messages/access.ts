import { ErrorCode } from '@area-clienti/contract';

/** Texts of the client's accesses and of "Scarica i miei dati" (issue 11; docs/decisions/0061). Ours. */

/** A browser and a system as a person says them: 'Chrome su Windows'. */
export function deviceText(device: { browser: string | null; sistema: string | null }): string {
  const browser = device.browser ?? 'Browser sconosciuto';
  return device.sistema ? `${browser} su ${device.sistema}` : browser;
}

export const newAccessTexts = {
  /** SPEC §2: to the letter. */
  title: 'Nuovo accesso registrato',
  when: (dateTime: string, device: string) => `Accesso del ${dateTime} da ${device}.`,
  why: 'Non risultano tuoi accessi da questo browser e da questa rete negli ultimi 90 giorni.',
  ifNotYou:
    'Se non hai effettuato tu questo accesso, cambia subito la password e termina le altre sessioni aperte.',
  changePassword: 'Cambia la password',
  endSessions: 'Controlla gli accessi e termina le altre sessioni',
};

export const accessesTexts = {
  title: 'Accessi recenti',
  intro:
    "Gli ultimi accessi alla tua Area Clienti. Della rete mostriamo solo la prima parte dell'indirizzo, per proteggere la tua riservatezza.",
  caption: 'I tuoi ultimi accessi',
  when: 'Data e ora',
  device: 'Browser e sistema',
  network: 'Rete',
  state: 'Stato',
  unknownNetwork: 'Non disponibile',
  current: 'Sessione attuale',
  open: 'Aperta',
  closed: 'Chiusa',
  newAccess: 'nuovo accesso',
  endOthers: 'Termina le altre sessioni',
  endOthersHint:
    'Chiude la tua Area Clienti su tutti gli altri browser e dispositivi: per rientrare dovranno accedere di nuovo. Questa sessione resta aperta.',
  ended: (count: number) =>
    count === 0
      ? 'Non c’erano altre sessioni aperte: resta aperta solo questa.'
      : count === 1
        ? 'Fatto: è stata terminata 1 altra sessione.'
        : `Fatto: sono state terminate ${count} altre sessioni.`,
  endFailed: 'Non è stato possibile terminare le altre sessioni. Riprova più tardi.',
  /** Ours (decisions/0130): the account's passkeys, each a way in, with when it was added. */
  passkeysTitle: 'Passkey del tuo account',
  passkeysIntro:
    'Con una passkey si accede alla tua Area Clienti senza password. Se ne vedi una che non hai aggiunto tu, rimuovila e cambia la password.',
  passkeyAdded: (name: string, dateTime: string) => `«${name}», aggiunta il ${dateTime}`,
  noPasskeys: 'Nessuna passkey è stata aggiunta al tuo account.',
};

export const myDataTexts = {
  title: 'I tuoi dati',
  intro:
    'Scarica una copia di tutti i dati che conserviamo su di te: dati anagrafici, polizze, sinistri, elenco dei documenti, consensi con la loro storia e accessi (artt. 15 e 20 del Regolamento UE 2016/679).',
  formats:
    'Il file JSON si apre con un programma e si può portare a un altro servizio; il PDF si legge e si stampa.',
  download: 'Scarica i miei dati',
  json: 'Scarica i miei dati (JSON)',
  pdf: 'Scarica i miei dati (PDF)',
  preparing: 'Preparazione del file in corso...',
  ready: 'Il file è stato scaricato.',
};

/** Why a data export failed, for the client. */
export function myDataErrorMessage(code: string | null | undefined): string {
  return code === ErrorCode.TOO_MANY_REQUESTS
    ? 'Hai scaricato i tuoi dati molte volte nell’ultima ora. Riprova più tardi.'
    : 'Non è stato possibile preparare il file. Riprova più tardi.';
}
