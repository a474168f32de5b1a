import { ErrorCode, PasswordRefusal } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import {
  autologinMessages,
  contactErrorMessage,
  createUserErrorMessage,
  emailCodeErrorMessage,
  formMessages,
  homeCodeMessage,
  inviteErrorMessage,
  loginCodeMessage,
  loginErrorMessage,
  passwordChangeErrorMessage,
  passwordRefusalMessages,
  privacyMessages,
  profileCodeMessage,
  recoveryErrorMessage,
  resendErrorMessage,
  sendSmsErrorMessage,
  smsCodeErrorMessage,
  uploadErrorMessage,
} from '.';

describe('loginCodeMessage', () => {
  it('maps the session codes to their error messages', () => {
    expect(loginCodeMessage('0001')).toEqual({
      tone: 'danger',
      text: 'Sessione scaduta, effettuare nuovamente il login.',
    });
    expect(loginCodeMessage('0002')?.text).toBe('Errore di connessione, riprovare più tardi.');
    expect(loginCodeMessage('0003')?.text).toBe("Utente non abilitato, contattare l'assistenza.");
    for (const code of ['0010', '0011', '0012']) {
      expect(loginCodeMessage(code)).toEqual({ tone: 'danger', text: 'Username o password non validi!' });
    }
  });

  it('treats a code starting with C as a confirmation', () => {
    expect(loginCodeMessage('C0001')?.tone).toBe('success');
    expect(loginCodeMessage('C0002')?.tone).toBe('success');
  });

  it('shows the generic error for any other code (SPEC §2), and nothing for an unknown confirmation', () => {
    const generic = {
      tone: 'danger',
      text: "Si è verificato un errore. Accedi di nuovo; se il problema continua, contatta l'assistenza.",
    };
    for (const code of ['9999', 'M0001', 'abc', '0004']) expect(loginCodeMessage(code)).toEqual(generic);
    expect(loginCodeMessage('C9999')).toBeNull();
    expect(loginCodeMessage(undefined)).toBeNull();
    expect(loginCodeMessage('')).toBeNull();
  });
});

describe('homeCodeMessage', () => {
  it('confirms the password change for M0001 only', () => {
    expect(homeCodeMessage('M0001')).toEqual({
      tone: 'success',
      text: 'Operazione effettuata con successo. La password è stata cambiata!',
    });
    expect(homeCodeMessage('C0001')).toBeNull();
    expect(homeCodeMessage('0001')).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('maps the login failures of SPEC §8', () => {
    expect(loginErrorMessage('LOGIN_002')).toBe('Hai effettuato troppi tentativi errati. Riprova più tardi.');
    expect(loginErrorMessage('LOGIN_003')).toBe(
      "Impossibile identificare l'utente! Contattare l'assistenza!",
    );
    expect(loginErrorMessage('LOGIN_001')).toBe('Username o password non validi!');
    expect(loginErrorMessage('VALIDATION_001')).toBe('Username o password non validi!');
  });

  it('says how long a lockout lasts and how many attempts are left before it (issue 20)', () => {
    expect(loginErrorMessage('LOGIN_002', { retryAfterMinutes: 15 })).toBe(
      'Hai effettuato troppi tentativi errati. Riprova più tardi. Potrai riprovare tra 15 minuti.',
    );
    expect(loginErrorMessage('LOGIN_002', { retryAfterMinutes: 1 })).toMatch(/tra 1 minuto\.$/);
    expect(loginErrorMessage('LOGIN_001', { attemptsLeft: 3 })).toBe(
      "Username o password non validi! Hai ancora 3 tentativi prima che l'accesso sia bloccato per alcuni minuti.",
    );
    expect(loginErrorMessage('LOGIN_001', { attemptsLeft: 1 })).toMatch(/ancora 1 tentativo, poi/);
    expect(loginErrorMessage('LOGIN_001', { attemptsLeft: 0 })).toBe('Username o password non validi!');
  });
});

describe('messages of the ways in (SPEC §8; wording ours)', () => {
  it('sends already-registered users towards password recovery', () => {
    for (const code of ['ONBOARDING_001', 'ONBOARDING_005', 'ONBOARDING_012'] as const) {
      expect(createUserErrorMessage(code)).toMatchObject({
        target: 'form',
        link: { to: '/recupero-password' },
      });
    }
  });

  it('gives every registration code its own message, and one generic for the rest', () => {
    const generic = createUserErrorMessage('ONBOARDING_004').text;
    expect(createUserErrorMessage('ONBOARDING_006').text).toBe(generic);
    expect(createUserErrorMessage(null).text).toBe(generic);
    expect(createUserErrorMessage('INVALID_REPLY').text).toBe(generic);
    expect(createUserErrorMessage('ONBOARDING_010').text).toMatch(/24 ore/);
    expect(createUserErrorMessage('ONBOARDING_011')).toMatchObject({ link: { to: '/login' } });
    // Issue 20: a client who already started is told that logging in resumes the registration.
    expect(createUserErrorMessage('ONBOARDING_011').text).toMatch(/^Hai già iniziato: accedi per continuare/);
    expect(createUserErrorMessage('ONBOARDING_010')).toMatchObject({
      text: expect.stringMatching(/già iniziato.*accedi per continuare/),
      link: { to: '/login' },
    });
    expect(createUserErrorMessage('ONBOARDING_013')).toEqual({
      target: 'password',
      text: formMessages.passwordRules,
    });
  });

  it('ties wrong and locked codes to the code field', () => {
    expect(emailCodeErrorMessage('ONBOARDING_VE_002').target).toBe('code');
    expect(emailCodeErrorMessage('ONBOARDING_VE_006').text).toMatch(/troppi/);
    expect(emailCodeErrorMessage('INTERNAL_ERROR').target).toBe('form');
    expect(smsCodeErrorMessage('ONBOARDING_AU_004').target).toBe('code');
    expect(smsCodeErrorMessage('ONBOARDING_AU_013').text).toMatch(/troppi/);
    expect(sendSmsErrorMessage('PHONE_001')).toEqual({ target: 'phone', text: formMessages.mobile });
    expect(sendSmsErrorMessage('DELIVERY_001').target).toBe('form');
    expect(sendSmsErrorMessage('SECONDFACTOR_002').text).toMatch(/^Nessun SMS è stato inviato: .*identità/);
    expect(resendErrorMessage('RESEND_001', 'sms')).toMatch(/uno al minuto e cinque all’ora/);
    expect(resendErrorMessage('INTERNAL_ERROR', 'email')).toMatch(/e-mail/);
  });

  it('says which rule refused a new password, wherever one is chosen, and every rule when none is named', () => {
    const choices = [passwordChangeErrorMessage, inviteErrorMessage].map(
      (messageOf) => (detail?: string) => messageOf('CHANGEPASSWORD_002', detail),
    );
    choices.push((detail) => createUserErrorMessage('ONBOARDING_013', detail));
    choices.push((detail) => recoveryErrorMessage('FORGOTPWD_VC_003', detail));
    const texts = new Set<string>();
    for (const messageOf of choices) {
      for (const refusal of Object.values(PasswordRefusal)) {
        const message = messageOf(refusal);
        expect(message).toEqual({ target: 'password', text: passwordRefusalMessages[refusal] });
        texts.add(message.text);
      }
      expect(messageOf(undefined)).toEqual({ target: 'password', text: formMessages.passwordRules });
      expect(messageOf('a rule of a newer server')).toEqual({
        target: 'password',
        text: formMessages.passwordRules,
      });
    }
    // The rule's own message is the general one, which states the rule.
    expect(texts.size).toBe(Object.values(PasswordRefusal).length);
    expect(passwordRefusalMessages.breached).toMatch(/elenchi di password rubate/);
    expect(passwordRefusalMessages.demo).toMatch(/dimostrativa/);
    expect(passwordRefusalMessages.personal).toMatch(/luogo di nascita/);
    expect(passwordRefusalMessages.italian).toMatch(/squadra di calcio/);
    expect(passwordRefusalMessages.weak).toMatch(/troppo facile/);
    expect(passwordRefusalMessages.rule).toMatch(/almeno 8 caratteri, con almeno un numero/);
    expect(passwordRefusalMessages.same).toMatch(/diversa da quella attuale/);
  });

  it('uses the spec texts for password change and privacy', () => {
    expect(passwordChangeErrorMessage('CHANGEPASSWORD_002')).toEqual({
      target: 'password',
      text: formMessages.passwordRules,
    });
    expect(passwordChangeErrorMessage('CHANGEPASSWORD_001').text).toBe(
      'Non è stato possibile cambiare la password! Controllare le informazioni inserite!',
    );
    expect(privacyMessages).toEqual({
      updated: 'Preferenza privacy aggiornata correttamente!',
      failed: "Non è stato possibile aggiornare la privacy! Contattare l'assistenza!",
    });
    expect(passwordChangeErrorMessage('LOGIN_002').text).toBe(
      'Hai effettuato troppi tentativi errati. Riprova più tardi.',
    );
    expect(recoveryErrorMessage('FORGOTPWD_VC_003').target).toBe('password');
    expect(recoveryErrorMessage('FORGOTPWD_VC_001')).toMatchObject({ link: { to: '/recupero-password' } });
    expect(inviteErrorMessage('INTERNAL_ERROR').target).toBe('form');
  });

  it('quotes the local validation texts of SPEC §5 to the letter', () => {
    expect(formMessages.passwordTooShort).toBe('La password è troppo corta! Inserisci almeno 8 caratteri.');
    expect(formMessages.passwordMismatch).toBe('Le password non corrispondono!');
    expect(formMessages.taxCodeLength).toBe('Verifica il codice fiscale o la partita iva inserita.');
  });
});

describe('profile, autologin and contact messages (SPEC §8)', () => {
  it('confirms the password and the mobile changes on /profilo/{code}', () => {
    expect(profileCodeMessage('C0001')).toEqual({
      tone: 'success',
      text: 'Operazione effettuata con successo. La password è stata cambiata!',
    });
    expect(profileCodeMessage('C0002')?.text).toBe(
      'Il numero di cellulare è stato modificato correttamente.',
    );
    expect(profileCodeMessage('M0001')).toBeNull();
    expect(profileCodeMessage(undefined)).toBeNull();
  });

  it('uses the spec texts for the autologin flag', () => {
    expect(autologinMessages.updated).toBe('Preferenza autologin aggiornata correttamente!');
    expect(autologinMessages.failed).toBe(
      "Non è stato possibile aggiornare le impostazioni! Contattare l'assistenza!",
    );
  });

  it('has a message for each contact code, the bad e-mail tied to the field of the public form', () => {
    const codes = ['FORMCONTATTI_001', 'FORMCONTATTI_002', 'FORMCONTATTI_003', 'NOTFOUND_001', null] as const;
    const texts = codes.map((code) => contactErrorMessage(code, 'client').text);
    expect(new Set(texts).size).toBe(codes.length);
    expect(contactErrorMessage('FORMCONTATTI_003', 'public').target).toBe('email');
    expect(contactErrorMessage('FORMCONTATTI_003', 'client').target).toBe('form');
    expect(contactErrorMessage('DELIVERY_001', 'public').text).toBe(contactErrorMessage(null, 'public').text);
  });
});

describe('uploadErrorMessage', () => {
  it('says in Italian what is wrong with the files for each upload code, and nothing for other codes', () => {
    const codes = [ErrorCode.UPLOAD_TOO_LARGE, ErrorCode.UPLOAD_FILE_COUNT, ErrorCode.UPLOAD_BAD_TYPE];
    const texts = codes.map(uploadErrorMessage);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).toMatch(/file/);
    expect(uploadErrorMessage(ErrorCode.VALIDATION)).toBeNull();
  });
});
