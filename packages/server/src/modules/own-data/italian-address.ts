// Until the places module (branch h-places) is merged: its checkItalianAddress replaces this at merge.
import { ErrorCode } from '@area-clienti/contract';

export type AddressCheck =
  | { ok: true; cap: string; comune: string; provincia: string }
  | { ok: false; code: ErrorCode };

export function checkItalianAddress(input: { cap: string; comune: string; provincia: string }): AddressCheck {
  if (!/^\d{5}$/.test(input.cap)) return { ok: false, code: ErrorCode.VALIDATION };
  return {
    ok: true,
    cap: input.cap,
    comune: input.comune.toUpperCase(),
    provincia: input.provincia.toUpperCase(),
  };
}
