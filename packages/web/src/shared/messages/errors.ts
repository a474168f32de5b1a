/** What each error code of a form means to the user (SPEC §8; wording ours where the spec gives none). */
import { ErrorCode, type PasswordRefusal } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';
import { paths } from '@/shared/routes';
import { type CodeMessage, confirmationMessages, loginMessages } from './codes';
import { text } from './texts';

export const formMessages = {
  required: 'Campo obbligatorio',
  /** Ours (docs/decisions/0093). */
  passkeyName: (max: number) =>
    `Usa da 1 a ${max} caratteri tra lettere, numeri, spazi e . , ' ( ) _ + -, iniziando con una lettera o un numero.`,
  passwordTooShort: 'La password è troppo corta! Inserisci almeno 8 caratteri.',
  passwordMismatch: 'Le password non corrispondono!',
  taxCodeLength: 'Verifica il codice fiscale o la partita iva inserita.',
  email: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
  code: 'Inserisci il codice di 6 cifre che hai ricevuto.',
  mobile: 'Inserisci un numero di cellulare italiano valido, ad esempio 333 1234567.',
  consent: 'Per proseguire devi selezionare questa casella.',
  contactEmailTooLong: "L'indirizzo e-mail può avere al massimo 128 caratteri.",
  /** A text longer than the call accepts (where the field itself does not stop the typing: passwords). */
  tooLong: (max: number) => `Puoi inserire al massimo ${max} caratteri.`,
  /**
   * The server's policy (SPEC §5 and docs/decisions/0039), shown for CHANGEPASSWORD_002, ONBOARDING_013 and
   * FORGOTPWD_VC_003: the rule, and why a password that follows it may still be refused.
   */
  passwordRules:
    'La password non rispetta i requisiti: almeno 8 caratteri, con almeno un numero, una lettera maiuscola e una minuscola; non comune né facile da indovinare, senza i tuoi dati. Una frase di più parole va benissimo.',
} as const;

/**
 * Which rule refused a new password (the `detail` of CHANGEPASSWORD_002, ONBOARDING_013, FORGOTPWD_VC_003;
 * docs/decisions/0087): each says what is wrong and what to do instead.
 */
export const passwordRefusalMessages: Record<PasswordRefusal, string> = {
  rule: formMessages.passwordRules,
  demo: "Questa è la password dimostrativa pubblicata nelle istruzioni: la conoscono tutti. Scegline un'altra.",
  personal:
    'La password non può contenere i tuoi dati: nome, cognome, codice fiscale, e-mail, data o luogo di nascita, User ID.',
  breached:
    'Questa password (anche senza i numeri e i simboli aggiunti) compare negli elenchi di password rubate: è tra le prime provate.',
  italian:
    'La password si basa su un nome, una città o una squadra di calcio: sono tra le prime parole provate.',
  weak: 'La password è troppo facile da indovinare: allungala o usa una frase di più parole.',
  same: 'La nuova password deve essere diversa da quella attuale.',
};

const isPasswordRefusal = (detail: string | undefined): detail is PasswordRefusal =>
  detail !== undefined && Object.hasOwn(passwordRefusalMessages, detail);

/** A refused password's message: the rule the server names, or every rule when it names none. */
export const passwordRefusalMessage = (detail?: string): TargetedMessage => ({
  target: 'password',
  text: isPasswordRefusal(detail) ? passwordRefusalMessages[detail] : formMessages.passwordRules,
});

/** A message for a failed (or done) action, with where to go next when there is somewhere to go. */
export interface ActionMessage {
  text: string;
  link?: { to: string; label: string };
}

/** Fields a server answer is about, to tie the message to the field (WCAG 3.3.1). */
export type ErrorTarget = 'form' | 'password' | 'code' | 'phone' | 'email';
export interface TargetedMessage extends ActionMessage {
  target: ErrorTarget;
}

/** SPEC §8 "Registration create": the wording is ours (docs/decisions/0019). */
export function createUserErrorMessage(code: ApiErrorCode | null, detail?: string): TargetedMessage {
  switch (code) {
    case ErrorCode.ONBOARDING_EMAIL_TAKEN:
    case ErrorCode.ONBOARDING_AWAITING_INVITE:
    case ErrorCode.ONBOARDING_ALREADY_REGISTERED:
      return {
        target: 'form',
        text: "Risulti già registrato all'Area Clienti. Se non ricordi la password puoi sceglierne una nuova.",
        link: { to: paths.passwordRecovery(), label: 'Recupera la password' },
      };
    // Issue 20: a client who already started is told that logging in resumes the registration.
    case ErrorCode.ONBOARDING_TOO_MANY:
      return {
        target: 'form',
        text: "Hai raggiunto il numero massimo di tentativi di registrazione: riprova tra 24 ore. Se hai già iniziato la registrazione, non serve ricominciare: accedi per continuare con l'e-mail e la password che hai scelto.",
        link: { to: paths.login(), label: 'Vai alla pagina di accesso' },
      };
    case ErrorCode.ONBOARDING_PENDING:
      return {
        target: 'form',
        text: "Hai già iniziato: accedi per continuare la registrazione con l'e-mail e la password che hai scelto.",
        link: { to: paths.login(), label: 'Vai alla pagina di accesso' },
      };
    case ErrorCode.ONBOARDING_PASSWORD:
      return passwordRefusalMessage(detail);
    case ErrorCode.NECESSARY_CONSENT:
      return { target: 'form', text: text.profile.necessaryRefused };
    case ErrorCode.VALIDATION:
      return { target: 'form', text: 'Alcuni dati inseriti non sono validi. Controlla i campi e riprova.' };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile completare la registrazione. Verifica che codice fiscale o partita IVA e numero di polizza siano quelli del tuo contratto e riprova.',
      };
  }
}

/** SPEC §8 "E-mail validation". */
export function emailCodeErrorMessage(code: ApiErrorCode | null): TargetedMessage {
  switch (code) {
    case ErrorCode.EMAIL_CODE_WRONG:
      return { target: 'code', text: "Il codice inserito non è corretto. Controlla l'e-mail e riprova." };
    case ErrorCode.EMAIL_CODE_LOCKED:
      return {
        target: 'code',
        text: "Hai inserito troppi codici errati. Richiedi un nuovo codice con «Invia di nuovo l'e-mail».",
      };
    default:
      return { target: 'form', text: 'Non è stato possibile verificare il codice. Riprova più tardi.' };
  }
}

/** SPEC §8 "Phone validation". */
export function smsCodeErrorMessage(code: ApiErrorCode | null): TargetedMessage {
  switch (code) {
    case ErrorCode.PHONE_CODE_WRONG:
      return { target: 'code', text: "Il codice inserito non è corretto. Controlla l'SMS e riprova." };
    case ErrorCode.PHONE_CODE_LOCKED:
      return {
        target: 'code',
        text: "Hai inserito troppi codici errati. Richiedi un nuovo codice con «Invia di nuovo l'SMS».",
      };
    default:
      return { target: 'form', text: 'Non è stato possibile verificare il codice. Riprova più tardi.' };
  }
}

/** The e-mail or SMS could not be handed over (DELIVERY_001): nothing was sent, trying again may work. */
const deliveryFailed =
  'Al momento non è stato possibile inviare il messaggio con il codice. Riprova tra qualche minuto.';

/** The phone step: SendSMS. */
export function sendSmsErrorMessage(code: ApiErrorCode | null): TargetedMessage {
  switch (code) {
    case ErrorCode.PHONE_INVALID:
      return { target: 'phone', text: formMessages.mobile };
    case ErrorCode.DELIVERY_FAILED:
      return { target: 'form', text: deliveryFailed };
    case ErrorCode.RESEND_LIMIT:
      return {
        target: 'form',
        text: 'Hai richiesto troppi SMS in poco tempo (al massimo uno al minuto e cinque all’ora). Attendi e riprova.',
      };
    // The step-up's dialog cancelled (decisions/0130): nothing failed, a proof is missing.
    case ErrorCode.SECONDFACTOR_STEP_UP:
      return {
        target: 'form',
        text: 'Nessun SMS è stato inviato: per un nuovo numero di cellulare serve la conferma della tua identità. Riprova quando vuoi.',
      };
    default:
      return { target: 'form', text: "Non è stato possibile inviare l'SMS. Riprova più tardi." };
  }
}

/** SPEC §8 "Resend": ResendEmail and ResendSMS. */
export function resendErrorMessage(code: ApiErrorCode | null, channel: 'email' | 'sms'): string {
  if (code === ErrorCode.RESEND_LIMIT) {
    return 'Hai richiesto troppi invii in poco tempo (al massimo uno al minuto e cinque all’ora). Attendi e riprova.';
  }
  if (code === ErrorCode.DELIVERY_FAILED) return deliveryFailed;
  return channel === 'email'
    ? "Non è stato possibile inviare di nuovo l'e-mail. Riprova più tardi."
    : "Non è stato possibile inviare di nuovo l'SMS. Riprova più tardi.";
}

/** SPEC §8 "Recovery verify". */
export function recoveryErrorMessage(code: ApiErrorCode | null, detail?: string): TargetedMessage {
  if (code === ErrorCode.RECOVERY_RULES) return passwordRefusalMessage(detail);
  return {
    target: 'form',
    text: 'Non è stato possibile impostare la nuova password: il link potrebbe essere scaduto o già usato.',
    link: { to: paths.passwordRecovery(), label: 'Richiedi un nuovo link' },
  };
}

/** The first-access invite is unknown, used or expired (checkInviteCode, ONBOARDING_AU_014/015). */
export const inviteInvalidMessage: ActionMessage = {
  text: "Il link di primo accesso non è valido o è scaduto. Contatta l'assistenza per riceverne uno nuovo.",
  link: { to: paths.contacts(), label: "Contatta l'assistenza" },
};

/** SPEC §8 "Invite". */
export function inviteErrorMessage(code: ApiErrorCode | null, detail?: string): TargetedMessage {
  switch (code) {
    case ErrorCode.CHANGEPASSWORD_RULES:
      return passwordRefusalMessage(detail);
    case ErrorCode.PHONE_CODE_LOCKED:
      return {
        target: 'form',
        text: "Hai effettuato troppi tentativi. Contatta l'assistenza per ricevere un nuovo link di primo accesso.",
        link: { to: paths.contacts(), label: "Contatta l'assistenza" },
      };
    case ErrorCode.INVITE_INVALID:
    case ErrorCode.INVITE_EXPIRED:
      return { target: 'form', ...inviteInvalidMessage };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile completare il primo accesso. Riprova più tardi.',
      };
  }
}

/** SPEC §8 "Privacy update". */
export const privacyMessages = {
  updated: 'Preferenza privacy aggiornata correttamente!',
  failed: "Non è stato possibile aggiornare la privacy! Contattare l'assistenza!",
} as const;

/** SPEC §8 "Login message" update failure (wording ours). */
export const loginMessageUpdateError =
  'Non è stato possibile registrare la lettura del messaggio. Riprova più tardi.';

/** SPEC §8 "Change password". */
export const passwordChangeMessages = {
  failed: 'Non è stato possibile cambiare la password! Controllare le informazioni inserite!',
  done: 'Operazione effettuata con successo. La password è stata cambiata!',
} as const;

export function passwordChangeErrorMessage(code: ApiErrorCode | null, detail?: string): TargetedMessage {
  if (code === ErrorCode.CHANGEPASSWORD_RULES) return passwordRefusalMessage(detail);
  // Too many wrong current passwords (docs/decisions/0017): the login's own lockout text.
  if (code === ErrorCode.LOGIN_LOCKED) return { target: 'form', text: loginMessages.locked };
  return { target: 'form', text: passwordChangeMessages.failed };
}

/** The confirmations of /profilo/{code} (SPEC §2, §8): the password was changed, the mobile was changed. */
export function profileCodeMessage(code: string | undefined): CodeMessage | null {
  if (code === 'C0001') return { tone: 'success', text: passwordChangeMessages.done };
  if (code === 'C0002') return { tone: 'success', text: confirmationMessages.C0002 as string };
  return null;
}

/** SPEC §8 "Autologin flag". */
export const autologinMessages = {
  updated: 'Preferenza autologin aggiornata correttamente!',
  failed: "Non è stato possibile aggiornare le impostazioni! Contattare l'assistenza!",
} as const;

/** The e-mail notices switch: the failure is the spec's for the autologin flag, a setting like it. */
export const clientNoticesMessages = {
  updated: 'Preferenza sugli avvisi aggiornata correttamente!',
  failed: autologinMessages.failed,
} as const;

/** SPEC §8 "Contact": the wording is ours (docs/decisions/0024). */
export function contactErrorMessage(code: ApiErrorCode | null, form: 'client' | 'public'): TargetedMessage {
  switch (code) {
    case ErrorCode.CONTACT_TOO_MANY:
      return {
        target: 'form',
        text:
          form === 'client'
            ? "Hai inviato troppe richieste in poco tempo. Riprova tra un'ora; se è urgente, rivolgiti direttamente alla tua filiale."
            : "Sono state inviate troppe richieste in poco tempo. Riprova tra un'ora.",
      };
    case ErrorCode.CONTACT_MISSING_DATA:
      return {
        target: 'form',
        text: 'Mancano alcuni dati obbligatori della richiesta. Controlla i campi del modulo e riprova.',
      };
    case ErrorCode.CONTACT_BAD_CONTACT:
      return form === 'public'
        ? {
            target: 'email',
            text: "Non possiamo risponderti a questo indirizzo. Controlla l'e-mail (al massimo 128 caratteri) e riprova.",
          }
        : {
            target: 'form',
            text: 'Nel tuo profilo non risulta un recapito valido (e-mail o telefono) a cui risponderti. Contatta la tua filiale per aggiornarlo.',
          };
    case ErrorCode.NOT_FOUND:
      return {
        target: 'form',
        text: 'La polizza o il centro convenzionato scelto non risulta disponibile. Controlla la scelta e riprova.',
      };
    case ErrorCode.VALIDATION:
      return { target: 'form', text: 'Alcuni dati inseriti non sono validi. Controlla i campi e riprova.' };
    default:
      return {
        target: 'form',
        text: 'Non è stato possibile inviare la richiesta. Riprova tra qualche minuto.',
      };
  }
}

/** A refused upload (docs/decisions/0070): what is wrong with the files chosen; null for any other code. */
export function uploadErrorMessage(code: ApiErrorCode | null): string | null {
  switch (code) {
    case ErrorCode.UPLOAD_TOO_LARGE:
      return 'Il file è troppo grande: scegline uno più piccolo.';
    case ErrorCode.UPLOAD_FILE_COUNT:
      return 'Scegli almeno un file, senza superare il numero massimo indicato.';
    case ErrorCode.UPLOAD_BAD_TYPE:
      return 'Questo tipo di file non è accettato: scegli un file in uno dei formati indicati.';
    default:
      return null;
  }
}

/**
 * An Italian address refused by the server's check (docs/decisions/0147): the field under which it is
 * shown, and what is wrong.
 */
export const addressErrorMessages = {
  [ErrorCode.ADDRESS_CAP_FORMAT]: { field: 'cap', text: 'Il CAP è formato da 5 cifre, ad esempio 00118.' },
  [ErrorCode.ADDRESS_COMUNE_UNKNOWN]: {
    field: 'comune',
    text: "Il comune non risulta nell'elenco ISTAT dei comuni italiani: controlla come è scritto o scegli uno dei suggerimenti.",
  },
  [ErrorCode.ADDRESS_PROVINCE_MISMATCH]: {
    field: 'provincia',
    text: 'La provincia non è quella del comune indicato: controlla la sigla, ad esempio RM per Roma.',
  },
  [ErrorCode.ADDRESS_CAP_MISMATCH]: {
    field: 'cap',
    text: 'Il CAP non corrisponde al comune indicato: controlla il CAP o il comune.',
  },
} as const satisfies Record<string, { field: 'cap' | 'comune' | 'provincia'; text: string }>;
