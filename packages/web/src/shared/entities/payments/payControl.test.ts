import { describe, expect, it } from 'vitest';
import { payControl, payErrorMessage } from './payControl';

const base = { online: true, movimentoId: 41, busy: false, errorCode: null } as const;

describe("'Paga la rata' as the client sees it", () => {
  it('opens the checkout of the instalment by its id when the agency takes payments online', () => {
    expect(payControl(base)).toEqual({ kind: 'online', movimentoId: 41, busy: false, error: null });
  });

  it('is the request to the branch without a provider, without the agency’s answer, or without an id', () => {
    expect(payControl({ ...base, online: false })).toEqual({ kind: 'branch' });
    expect(payControl({ ...base, online: null })).toEqual({ kind: 'branch' });
    expect(payControl({ ...base, movimentoId: null })).toEqual({ kind: 'branch' });
    expect(payControl({ ...base, movimentoId: undefined })).toEqual({ kind: 'branch' });
  });

  it('waits, not usable, while the agency’s answer is asked', () => {
    expect(payControl({ ...base, online: undefined })).toEqual({ kind: 'waiting' });
  });

  it('is busy while the checkout opens and as the browser leaves: no error is shown then', () => {
    expect(payControl({ ...base, busy: true })).toMatchObject({ busy: true, error: null });
    expect(payControl({ ...base, busy: true, errorCode: 'PAGAMENTO_004' })).toMatchObject({ error: null });
  });

  it('says in Italian why the checkout did not open, nothing charged', () => {
    expect(payControl({ ...base, errorCode: 'PAGAMENTO_004' })).toMatchObject({
      busy: false,
      error:
        'Il servizio di pagamento non risponde. Non ti è stato addebitato nulla: riprova tra qualche minuto.',
    });
    expect(payErrorMessage('PAGAMENTO_003')).toBe('Questa rata risulta già pagata online.');
    expect(payErrorMessage('PAGAMENTO_002')).toBe(
      'Questa rata non si può pagare online in questo momento. Aggiorna la pagina o chiedi alla filiale.',
    );
    expect(payErrorMessage('NOTFOUND_001')).toBe(
      'Non troviamo questa rata tra le tue. Aggiorna la pagina e riprova.',
    );
    expect(payErrorMessage('UNKNOWN_ERROR')).toBe(
      'Non è stato possibile aprire il pagamento. Non ti è stato addebitato nulla: riprova più tardi.',
    );
  });
});
