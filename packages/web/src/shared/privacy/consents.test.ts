import { describe, expect, it } from 'vitest';
import { consentAnswers, templateConsents } from './consents';

describe('privacy template consents (SPEC §3)', () => {
  const template = {
    type: '775',
    templateID: 'T2026',
    privacy01value: 'Trattamento per finalità contrattuali',
    privacy02value: '',
    privacy03value: '   ',
    privacy04value: null,
    privacy10value: ' Comunicazioni commerciali ',
    privacy20value: 'beyond the 19 keys',
    other: 'ignored',
  };

  it('lists the non-empty consents in key order', () => {
    expect(templateConsents(template)).toEqual([
      { key: 'privacy01', text: 'Trattamento per finalità contrattuali' },
      { key: 'privacy10', text: 'Comunicazioni commerciali' },
    ]);
    expect(templateConsents({ type: '775', templateID: 'T' })).toEqual([]);
  });

  it('answers S or N for each consent of the template only', () => {
    const consents = templateConsents(template);
    expect(consentAnswers(consents, { privacy01: true, privacy10: false, privacy02: true })).toEqual({
      privacy01: 'S',
      privacy10: 'N',
    });
  });
});
