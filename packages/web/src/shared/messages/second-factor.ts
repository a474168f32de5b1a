import { ErrorCode } from '@area-clienti/contract';

/*
 * The second factor's texts (issue 20; ours: docs/decisions/0091, 0092). Apart from ./index, so that they
 * load with the second factor's pages and the step-up dialog, never with a page's first load.
 */
export const secondFactorTexts = {
  verifyTitle: 'Verifica in due passaggi',
  verifyIntro: "Per completare l'accesso inserisci il codice di 6 cifre che vedi nell'app di autenticazione.",
  appCode: "Codice dell'app",
  recoveryCode: 'Codice di recupero',
  recoveryHint: 'Uno dei 10 codici che hai salvato quando hai attivato la verifica: ognuno vale una volta.',
  smsCode: 'Codice ricevuto via SMS',
  smsSent: (to: string) => `Ti abbiamo inviato un codice via SMS al numero ${to}: vale 10 minuti.`,
  useApp: "Usa il codice dell'app",
  useRecovery: 'Usa un codice di recupero',
  useSms: 'Ricevi un codice via SMS',
  remember: 'Ricorda questo browser per 30 giorni',
  rememberHint: 'Non selezionarlo su un computer condiviso o pubblico.',
  confirm: 'Conferma',
  logout: 'Esci',
  setupTitle: 'Attiva la verifica in due passaggi',
  setupIntro:
    "Oltre alla password ti chiederemo un codice generato da un'app di autenticazione sul tuo telefono (ad esempio Google Authenticator, Microsoft Authenticator o FreeOTP).",
  setupRequired: 'Il tuo profilo di agenzia richiede la verifica in due passaggi: attivala per continuare.',
  step1: "1. Inquadra il codice QR con l'app",
  qrAlt: "Codice QR da inquadrare con l'app di autenticazione",
  secretLabel: 'Se non puoi inquadrarlo, inserisci a mano questa chiave:',
  step2: "2. Inserisci il codice di 6 cifre che l'app ti mostra",
  activate: 'Attiva',
  codesTitle: 'I tuoi codici di recupero',
  codesIntro:
    'Se perdi il telefono puoi accedere con uno di questi codici: ognuno vale una volta. Salvali in un posto sicuro: non li mostreremo più.',
  copy: 'Copia i codici',
  copied: 'Codici copiati.',
  download: 'Scarica i codici',
  saved: 'Ho salvato i codici',
  continue: 'Continua',
  activated: 'Verifica in due passaggi attivata.',
  offerTitle: 'Proteggi meglio il tuo accesso',
  offerIntro:
    "Con una passkey entri con l'impronta, il volto o il PIN del tuo dispositivo, senza password: nessuno potrebbe entrare al tuo posto anche se scoprisse la tua password.",
  offerPasskey: 'Crea una passkey',
  offerAppIntro:
    "Preferisci un codice? Oltre alla password puoi chiedere un codice dall'app di autenticazione.",
  offerApp: "Usa un'app di autenticazione",
  offerDismiss: 'Non mostrare più',
  sameDeviceIntro:
    "L'app è su questo telefono? Aprila da qui per aggiungere l'account senza inquadrare il codice.",
  sameDeviceLink: "Apri l'app di autenticazione",
  stepUpTitle: 'Conferma la tua identità',
  stepUpIntro: 'Per questa operazione ti chiediamo un codice della verifica in due passaggi.',
  stepUpSmsIntro:
    'Per questa operazione ti chiediamo un codice che ti invieremo via SMS, oppure la password del tuo profilo.',
  stepUpPasswordIntro: 'Per questa operazione ti chiediamo di inserire di nuovo la password del tuo profilo.',
  password: 'Password',
  usePassword: 'Usa la tua password',
  sendSms: 'Invia il codice via SMS',
  cancel: 'Annulla',
  retry: 'Riprova',
  profileTitle: 'Verifica in due passaggi',
  profileOn: "Attiva: all'accesso con la password ti chiediamo anche un codice dell'app.",
  profileOff: "Non attiva. Attivala per chiedere, oltre alla password, un codice dall'app del tuo telefono.",
  profileCodesLeft: (n: number) => `Codici di recupero ancora validi: ${n}.`,
  profileActivate: 'Attiva la verifica in due passaggi',
  profileDisable: 'Disattiva',
  profileDisabled: 'Verifica in due passaggi disattivata.',
  profileNewCodes: 'Genera nuovi codici di recupero',
  profileRequired: 'Il tuo profilo di agenzia la richiede: non si può disattivare.',
  error: 'Non è stato possibile completare l’operazione. Riprova.',
} as const;

/** What a step-up with the password typed again says when it is refused (decisions/0130). */
export function passwordErrorMessage(code: string | null, retryAfterMinutes?: number): string {
  switch (code) {
    case ErrorCode.SECONDFACTOR_WRONG:
      return 'Password non corretta. Controlla e riprova.';
    case ErrorCode.SECONDFACTOR_LOCKED:
      return `Troppi tentativi errati: riprova tra ${retryAfterMinutes ?? 15} minuti.`;
    case ErrorCode.VALIDATION:
      return 'Inserisci la password.';
    default:
      return secondFactorErrorMessage(code, retryAfterMinutes);
  }
}

/** What each second factor code says to the client. */
export function secondFactorErrorMessage(code: string | null, retryAfterMinutes?: number): string {
  switch (code) {
    case ErrorCode.SECONDFACTOR_WRONG:
      return 'Codice non valido o già usato. Controlla e riprova.';
    case ErrorCode.SECONDFACTOR_LOCKED:
      return `Troppi codici errati: riprova tra ${retryAfterMinutes ?? 15} minuti.`;
    case ErrorCode.SECONDFACTOR_SMS_REFUSED:
      return 'Con l’app di autenticazione attiva l’accesso non si conferma via SMS: usa il codice dell’app o un codice di recupero.';
    case ErrorCode.SECONDFACTOR_NO_MOBILE:
      return 'Non hai un cellulare verificato a cui inviare il codice: usa l’app o un codice di recupero.';
    case ErrorCode.RESEND_LIMIT:
      return 'Hai chiesto troppi codici: attendi un minuto e riprova.';
    case ErrorCode.SECONDFACTOR_STEP_UP:
      return 'Per questa operazione serve la conferma della tua identità: riprova quando vuoi.';
    case ErrorCode.SECONDFACTOR_STATE:
      return 'La verifica in due passaggi non è nello stato giusto per questa operazione: ricarica la pagina.';
    case ErrorCode.VALIDATION:
      return 'Inserisci il codice nel formato richiesto.';
    default:
      return secondFactorTexts.error;
  }
}
