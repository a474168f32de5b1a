/** Route codes of /login/{code}, confirmation codes and the login form's answers (SPEC §8). */
import { ErrorCode } from '@area-clienti/contract';
import type { ApiErrorCode } from '@/shared/api';

/** Route codes of /login/{code}: session and single-sign-on errors (SPEC §8). */
export const sessionMessages: Readonly<Record<string, string>> = {
  '0001': 'Sessione scaduta, effettuare nuovamente il login.',
  '0002': 'Errore di connessione, riprovare più tardi.',
  '0003': "Utente non abilitato, contattare l'assistenza.",
  // SPEC §8's words to the letter (issue 38), though the login field says "User ID o e-mail" (decisions/0090).
  '0010': 'Username o password non validi!',
  '0011': 'Username o password non validi!',
  '0012': 'Username o password non validi!',
};

/** Confirmation codes: C… on /login and /profilo, M… on the home page. */
export const confirmationMessages: Readonly<Record<string, string>> = {
  C0001: 'La password è stata impostata correttamente. Ora puoi accedere con le nuove credenziali.',
  C0002: 'Il numero di cellulare è stato modificato correttamente.',
  M0001: 'Operazione effettuata con successo. La password è stata cambiata!',
};

export type CodeMessage = { tone: 'success' | 'danger'; text: string };

/** The error of a /login/{code} this version does not know (an old link, a code mistyped). */
export const unknownCodeMessage =
  "Si è verificato un errore. Accedi di nuovo; se il problema continua, contatta l'assistenza.";

/** The message of /login/{code}: a code starting with C is a confirmation, any other an error (SPEC §2). */
export function loginCodeMessage(code: string | undefined): CodeMessage | null {
  if (!code) return null;
  // An unknown confirmation confirms nothing; any other code is an error, the generic one when unknown.
  if (code.startsWith('C')) {
    const text = confirmationMessages[code];
    return text ? { tone: 'success', text } : null;
  }
  return { tone: 'danger', text: sessionMessages[code] ?? unknownCodeMessage };
}

/** The message of /m/{code} on the home page: only the M… confirmations exist there. */
export function homeCodeMessage(code: string | undefined): CodeMessage | null {
  const text = code?.startsWith('M') ? confirmationMessages[code] : undefined;
  return text ? { tone: 'success', text } : null;
}

export const loginMessages = {
  invalid: 'Username o password non validi!',
  locked: 'Hai effettuato troppi tentativi errati. Riprova più tardi.',
  group: "Impossibile identificare l'utente! Contattare l'assistenza!",
  /** After the spec's lockout text: how long it lasts (issue 20). */
  lockedFor: (minutes: number) =>
    minutes === 1 ? 'Potrai riprovare tra 1 minuto.' : `Potrai riprovare tra ${minutes} minuti.`,
  /** After a wrong password: the attempts left before the lockout (issue 20). */
  attemptsLeft: (left: number) =>
    left === 1
      ? "Attenzione: hai ancora 1 tentativo, poi l'accesso sarà bloccato per alcuni minuti."
      : `Hai ancora ${left} tentativi prima che l'accesso sia bloccato per alcuni minuti.`,
};

/** What a refused login tells beside its code (the contract's `errorDetails`). */
export interface LoginErrorDetails {
  attemptsLeft?: number;
  retryAfterMinutes?: number;
}

/**
 * The login form's error for a failed login call (SPEC §8 "Login"), followed by what the server said of
 * the lockout: how long it lasts, or the attempts left before it (docs/decisions/0090).
 */
export function loginErrorMessage(code: ApiErrorCode | null, details: LoginErrorDetails = {}): string {
  switch (code) {
    case ErrorCode.LOGIN_LOCKED:
      return details.retryAfterMinutes
        ? `${loginMessages.locked} ${loginMessages.lockedFor(details.retryAfterMinutes)}`
        : loginMessages.locked;
    case ErrorCode.LOGIN_GROUP:
      return loginMessages.group;
    case ErrorCode.LOGIN_INVALID:
      return details.attemptsLeft !== undefined && details.attemptsLeft > 0
        ? `${loginMessages.invalid} ${loginMessages.attemptsLeft(details.attemptsLeft)}`
        : loginMessages.invalid;
    default:
      return loginMessages.invalid;
  }
}

export const emailLoginNotice = (userId: string) =>
  `Hai effettuato l'accesso con il tuo indirizzo e-mail. Per i prossimi accessi ti chiediamo di usare il tuo User ID: ${userId}.`;
