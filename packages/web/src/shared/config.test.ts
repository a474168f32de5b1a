import { DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { readAgencyLogo, readAgencyName, readApplicationId, readClaimsPhone } from '@/shared/config';

const docWith = (content: string | null) => ({
  querySelector: () => (content === null ? null : { content }),
});

describe('readApplicationId', () => {
  it('reads the meta tag the server rewrites', () => {
    expect(readApplicationId(docWith('altra-app') as unknown as Document)).toBe('altra-app');
  });

  it('falls back to the default without the tag, with an empty one, or without a document', () => {
    expect(readApplicationId(docWith(null) as unknown as Document)).toBe(DEFAULT_APPLICATION_ID);
    expect(readApplicationId(docWith('  ') as unknown as Document)).toBe(DEFAULT_APPLICATION_ID);
    expect(readApplicationId(undefined)).toBe(DEFAULT_APPLICATION_ID);
  });
});

describe('readAgencyName', () => {
  it("reads the agency's name the server writes, else the product's words", () => {
    expect(readAgencyName('Agenzia', docWith('Rossi & Figli S.n.c.') as unknown as Document)).toBe(
      'Rossi & Figli S.n.c.',
    );
    expect(readAgencyName('Agenzia', docWith(' ') as unknown as Document)).toBe('Agenzia');
    expect(readAgencyName('Agenzia', undefined)).toBe('Agenzia');
  });
});

describe('readAgencyLogo', () => {
  it('reads where the server serves the logo, else none (an empty tag: no AGENCY_LOGO_FILE)', () => {
    expect(readAgencyLogo(docWith('/agency-logo') as unknown as Document)).toBe('/agency-logo');
    expect(readAgencyLogo(docWith('') as unknown as Document)).toBeNull();
    expect(readAgencyLogo(docWith(null) as unknown as Document)).toBeNull();
    expect(readAgencyLogo(undefined)).toBeNull();
  });
});

describe('readClaimsPhone', () => {
  it('reads the claims line the server writes (AGENCY_CLAIMS_PHONE), else none', () => {
    expect(readClaimsPhone(docWith('+39 06 1234 5678') as unknown as Document)).toBe('+39 06 1234 5678');
    expect(readClaimsPhone(docWith('') as unknown as Document)).toBeNull();
    expect(readClaimsPhone(undefined)).toBeNull();
  });
});
