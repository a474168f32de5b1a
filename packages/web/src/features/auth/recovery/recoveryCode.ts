import { RECOVERY_CODE_MAX, RECOVERY_CODE_MIN } from '@area-clienti/contract';

/** The code of /recupero-password/{code}: accepted only 35 to 50 characters long (SPEC §5), else none. */
export function parseRecoveryCode(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  return raw.length >= RECOVERY_CODE_MIN && raw.length <= RECOVERY_CODE_MAX ? raw : null;
}
