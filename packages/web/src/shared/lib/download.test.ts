import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads RFC 6266 names, the UTF-8 one first', () => {
    expect(attachmentName(`attachment; filename="x.zip"; filename*=UTF-8''y%20z.zip`)).toBe('y z.zip');
    expect(attachmentName('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(attachmentName(`attachment; filename="ok.zip"; filename*=UTF-8''%E0%A4%A`)).toBe('ok.zip');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
