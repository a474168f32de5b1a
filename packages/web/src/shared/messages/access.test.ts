import { ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { accessesTexts, deviceText, myDataErrorMessage } from './access';

describe('deviceText', () => {
  it("says 'browser su sistema', or what is known of them", () => {
    expect(deviceText({ browser: 'Chrome', sistema: 'Windows' })).toBe('Chrome su Windows');
    expect(deviceText({ browser: 'Safari', sistema: 'iPhone' })).toBe('Safari su iPhone');
    expect(deviceText({ browser: null, sistema: 'Android' })).toBe('Browser sconosciuto su Android');
    expect(deviceText({ browser: 'Firefox', sistema: null })).toBe('Firefox');
    expect(deviceText({ browser: null, sistema: null })).toBe('Browser sconosciuto');
  });
});

describe('the end of the other sessions', () => {
  it('counts them in Italian: none, one, several', () => {
    expect(accessesTexts.ended(0)).toBe('Non c’erano altre sessioni aperte: resta aperta solo questa.');
    expect(accessesTexts.ended(1)).toBe('Fatto: è stata terminata 1 altra sessione.');
    expect(accessesTexts.ended(3)).toBe('Fatto: sono state terminate 3 altre sessioni.');
  });
});

describe('myDataErrorMessage', () => {
  it('says to wait after too many exports, and to retry otherwise', () => {
    expect(myDataErrorMessage(ErrorCode.TOO_MANY_REQUESTS)).toMatch(/molte volte nell’ultima ora/);
    expect(myDataErrorMessage(ErrorCode.INTERNAL)).toBe(
      'Non è stato possibile preparare il file. Riprova più tardi.',
    );
    expect(myDataErrorMessage(null)).toBe('Non è stato possibile preparare il file. Riprova più tardi.');
  });
});
