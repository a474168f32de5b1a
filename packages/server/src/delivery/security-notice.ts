import { type RenderedEmail, render, romeTime } from './email-render.js';

/** A change to how an account is accessed, of which its owner is told at once (docs/decisions/0099). */
export type SecurityEvent =
  | 'password-changed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'sessions-ended'
  | 'second-factor-on'
  | 'second-factor-off'
  | 'recovery-code-used'
  | 'second-factor-reset';

const SECURITY_EVENTS: Record<
  SecurityEvent,
  { subject: string; says: (when: string, name?: string) => string }
> = {
  'password-changed': {
    subject: 'Area Clienti: la tua password è stata modificata',
    says: (when) => `Il ${when} la password del tuo accesso all'Area Clienti è stata modificata.`,
  },
  'passkey-added': {
    subject: 'Area Clienti: è stata aggiunta una passkey',
    says: (when, name) =>
      `Il ${when} è stata aggiunta la passkey «${name ?? ''}» al tuo accesso all'Area Clienti: da quel dispositivo si può accedere senza password.`,
  },
  'passkey-removed': {
    subject: 'Area Clienti: è stata rimossa una passkey',
    says: (when, name) =>
      `Il ${when} è stata rimossa la passkey «${name ?? ''}» dal tuo accesso all'Area Clienti.`,
  },
  'sessions-ended': {
    subject: 'Area Clienti: i tuoi accessi sono stati chiusi',
    says: (when) =>
      `Il ${when} la tua agenzia ha chiuso tutti gli accessi aperti all'Area Clienti con il tuo User ID: per rientrare accedi di nuovo.`,
  },
  'second-factor-on': {
    subject: 'Area Clienti: verifica in due passaggi attivata',
    says: (when) =>
      `Il ${when} è stata attivata la verifica in due passaggi del tuo accesso all'Area Clienti: oltre alla password servirà il codice dell'app.`,
  },
  'second-factor-off': {
    subject: 'Area Clienti: verifica in due passaggi disattivata',
    says: (when) =>
      `Il ${when} è stata disattivata la verifica in due passaggi del tuo accesso all'Area Clienti.`,
  },
  'recovery-code-used': {
    subject: 'Area Clienti: è stato usato un codice di recupero',
    says: (when) =>
      `Il ${when} è stato usato uno dei tuoi codici di recupero per accedere all'Area Clienti; quel codice non vale più.`,
  },
  'second-factor-reset': {
    subject: 'Area Clienti: verifica in due passaggi azzerata dalla tua agenzia',
    says: (when) =>
      `Il ${when} la tua agenzia ha disattivato la verifica in due passaggi del tuo accesso all'Area Clienti e chiuso gli accessi aperti: puoi attivarla di nuovo dal tuo profilo.`,
  },
};

/**
 * The ways into an account besides its password, listed after a recovery (docs/decisions/0131): whoever
 * held a session before could have added one, and a passkey still signs in once the password is new.
 */
export interface AccessWays {
  /** The passkeys by the names given them, with when each was added. */
  passkeys: { name: string; createdAt: Date }[];
  /** The authenticator app is on. */
  appOn: boolean;
}

const when = (at: Date) => romeTime.format(at).replace(', ', ' alle ');

/** What the e-mail says of the account's passkeys and app, and where in the profile each is removed. */
function accessWaysBlocks({ passkeys, appOn }: AccessWays): { paragraph: string }[] {
  const listed =
    passkeys.length === 0
      ? 'Passkey: nessuna.'
      : [
          `Passkey (${passkeys.length}): ognuna permette di accedere senza password.`,
          ...passkeys.map((passkey) => `- «${passkey.name}», aggiunta il ${when(passkey.createdAt)}`),
        ].join('\n');
  const app = appOn
    ? "App di autenticazione (verifica in due passaggi): attiva. Se non l'hai attivata tu, chiedi alla tua filiale di disattivarla; se è tua, puoi disattivarla dal tuo profilo, sezione «Verifica in due passaggi», «Disattiva»."
    : 'App di autenticazione (verifica in due passaggi): non attiva.';
  return [
    { paragraph: 'Ecco come si può accedere al tuo profilo oltre che con la password:' },
    { paragraph: listed },
    ...(passkeys.length > 0
      ? [
          {
            paragraph:
              'Se non riconosci una passkey, rimuovila: accedi, apri il tuo profilo, sezione «Passkey», «Gestisci le passkey», poi «Rimuovi» accanto al suo nome.',
          },
        ]
      : []),
    { paragraph: app },
  ];
}

/**
 * Tells the owner of an account that its access changed: who did it may not be them. It names no policy
 * and no personal data beyond what the owner chose (a passkey's name), and asks for nothing.
 */
export function securityNoticeEmail(input: {
  event: SecurityEvent;
  at: Date;
  /** The passkey's name, for the passkey events. */
  name?: string;
  /** The account's other ways in, listed (a password recovered). */
  accessWays?: AccessWays;
  link: string;
}): RenderedEmail {
  const event = SECURITY_EVENTS[input.event];
  return render(event.subject, null, [
    { paragraph: event.says(when(input.at), input.name) },
    ...(input.accessWays ? accessWaysBlocks(input.accessWays) : []),
    { paragraph: 'Se sei stato tu, non devi fare nulla.' },
    {
      paragraph:
        'Se non sei stato tu, qualcuno potrebbe conoscere le tue credenziali: cambia subito la password dal tuo profilo, o recuperala dalla pagina di accesso, e avvisa la tua filiale.',
    },
    { link: input.link, label: "Accedi all'Area Clienti" },
    { paragraph: 'Non ti chiederemo mai la password o un codice per e-mail o per telefono.' },
  ]);
}
