import { describe, expect, it } from 'vitest';
import { homeCodeMessage, loginCodeMessage, loginErrorMessage } from './messages';

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

  it('shows nothing for unknown or missing codes', () => {
    expect(loginCodeMessage('C9999')).toBeNull();
    expect(loginCodeMessage('M0001')).toBeNull();
    expect(loginCodeMessage('9999')).toBeNull();
    expect(loginCodeMessage(undefined)).toBeNull();
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
});
