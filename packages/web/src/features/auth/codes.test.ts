import { describe, expect, it } from 'vitest';
import { parseInviteCode } from './first-access/inviteCode';
import { parseRecoveryCode } from './recovery/recoveryCode';

describe('parseRecoveryCode (SPEC §5: 35 to 50 characters)', () => {
  it('accepts codes of 35 to 50 characters as they are', () => {
    expect(parseRecoveryCode('a'.repeat(35))).toBe('a'.repeat(35));
    expect(parseRecoveryCode('Ab-_9'.repeat(10))).toBe('Ab-_9'.repeat(10));
  });

  it('treats any other length, or no code, as no code', () => {
    expect(parseRecoveryCode('a'.repeat(34))).toBeNull();
    expect(parseRecoveryCode('a'.repeat(51))).toBeNull();
    expect(parseRecoveryCode('')).toBeNull();
    expect(parseRecoveryCode(undefined)).toBeNull();
  });
});

describe('parseInviteCode (SPEC §5: 8 digits, hyphen, 128 lowercase alphanumerics)', () => {
  const hash = 'a1b2c3d4'.repeat(16);

  it('splits a valid code into user ID and hash', () => {
    expect(parseInviteCode(`10000004-${hash}`)).toEqual({ userID: '10000004', hash });
  });

  it('rejects anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      hash,
      `1000004-${hash}`,
      `100000044-${hash}`,
      `10000004${hash}`,
      `10000004-${hash.slice(1)}`,
      `10000004-${hash}0`,
      `10000004-${hash.toUpperCase()}`,
      `10000004-${hash} `,
      ` 10000004-${hash}`,
    ]) {
      expect(parseInviteCode(bad)).toBeNull();
    }
  });
});
