import type { ClaimDeskStatus } from '@area-clienti/contract';
import type { StatusTone } from '@/shared/format';

/** The tone of a report's desk status, in the list and on its page. */
export const DESK_TONE: Record<ClaimDeskStatus, StatusTone> = {
  sent: 'warning',
  linked: 'neutral',
  taken: 'neutral',
  closed: 'success',
};
