/** The registration wizard's texts (SPEC §4, §5): a screen of their own, so a file of their own. */

export const registrationText = {
  title: 'Registrazione',
  intro:
    "Crea il tuo accesso all'Area Clienti: ti servono un indirizzo e-mail, un numero di cellulare e i dati di una tua polizza.",
  progress: 'Avanzamento della registrazione',
  steps: ['Dati utente', 'Verifica e-mail', 'Cellulare', 'Verifica cellulare'],
  stepDone: '(completato)',
  stepCurrent: '(passaggio attuale)',
  allRequired: 'Tutti i campi sono obbligatori.',
  email: 'E-mail',
  taxCode: 'Codice fiscale o partita IVA',
  policyNumber: 'Numero di polizza',
  policyNumberHint: 'Il numero di una delle tue polizze, come riportato nel contratto.',
  password: 'Password',
  confirmPassword: 'Conferma password',
  privacyBefore: 'Prima di proseguire leggi l’',
  privacyLink: 'informativa sulla privacy',
  privacyAfter: '.',
  privacyNotice: "Dichiaro di aver letto l'informativa sulla privacy",
  consents: 'Consensi',
  submit: 'Registrati',
  /** Under the disabled button: what is still missing, in the page's order (field labels in lower case). */
  missing: (items: string[]) =>
    `Per registrarti manca ancora: ${items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items.at(-1)}` : items[0]}.`,
  missingNotice: "la conferma di aver letto l'informativa",
  missingConsents: (count: number) =>
    count === 1 ? 'la risposta a un consenso' : `la risposta a ${count} consensi`,
  templateError: 'Non è stato possibile caricare i consensi privacy. Ricarica la pagina o riprova più tardi.',
  emailTitle: 'Verifica e-mail',
  emailIntro:
    "Ti abbiamo inviato un'e-mail con un codice di 6 cifre. Inseriscilo qui sotto per verificare il tuo indirizzo.",
  userCode: 'User ID',
  userCodeNote: 'Conserva il tuo User ID: ti servirà per accedere.',
  emailAddress: 'Indirizzo e-mail',
  emailCode: 'Codice ricevuto via e-mail',
  confirm: 'Conferma',
  resendEmailQuestion: "Non hai ricevuto l'e-mail? Controlla la posta indesiderata oppure",
  resendEmail: "Invia di nuovo l'e-mail",
  resendEmailDone: 'Ti abbiamo inviato una nuova e-mail con un nuovo codice.',
  resendEmailWait: (seconds: number) =>
    seconds === 1
      ? 'Potrai richiedere una nuova e-mail tra 1 secondo.'
      : `Potrai richiedere una nuova e-mail tra ${seconds} secondi.`,
  resendEmailReady: 'Ora puoi richiedere una nuova e-mail.',
  phoneTitle: 'Cellulare',
  phoneIntro: 'Inserisci il tuo numero di cellulare: ti invieremo un SMS con un codice di verifica.',
  phone: 'Numero di cellulare',
  phoneHint: 'Un numero di cellulare italiano, ad esempio 333 1234567.',
  next: 'Avanti',
  smsTitle: 'Verifica cellulare',
  smsIntro: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
  smsCode: 'Codice ricevuto via SMS',
  resendSms: "Invia di nuovo l'SMS",
  resendSmsWait: (seconds: number) =>
    seconds === 1
      ? 'Potrai richiedere un nuovo SMS tra 1 secondo.'
      : `Potrai richiedere un nuovo SMS tra ${seconds} secondi.`,
  resendSmsReady: 'Ora puoi richiedere un nuovo SMS.',
  resendSmsDone: 'Ti abbiamo inviato un nuovo SMS con un nuovo codice.',
  wrongNumber: 'Il numero non è corretto?',
  changePhone: 'Inserisci di nuovo il numero',
  doneTitle: 'Registrazione completata',
  doneBody:
    'Il tuo account è stato creato. Ora puoi accedere con il tuo User ID o la tua e-mail e la password che hai scelto.',
  doneUserCode: (code: string) => `Il tuo User ID è ${code}.`,
  goToLogin: 'Vai alla pagina di accesso',
  statusError: 'Non è stato possibile leggere lo stato della registrazione. Riprova più tardi.',
  retry: 'Riprova',
} as const;
