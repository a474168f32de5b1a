import { INVITE_CODE_PATTERN } from '@area-clienti/contract';

export interface InviteCode {
  /** The 8-digit user code. */
  userID: string;
  /** 128 lowercase alphanumerics. */
  hash: string;
}

/** The `code` of /first?code=…: 8 digits, a hyphen, 128 lowercase alphanumerics (SPEC §5), or null. */
export function parseInviteCode(raw: string | null | undefined): InviteCode | null {
  const match = raw ? INVITE_CODE_PATTERN.exec(raw) : null;
  if (!match?.[1] || !match[2]) return null;
  return { userID: match[1], hash: match[2] };
}
