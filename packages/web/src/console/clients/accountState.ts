import type { AccountState } from '@area-clienti/contract';
import type { StatusTone } from '@/shared/format';

/** The colour of an account's state, the same in the search's results and on the client's page. */
export const ACCOUNT_STATE_TONE: Record<AccountState, StatusTone> = {
  none: 'neutral',
  invited: 'warning',
  registered: 'success',
  disabled: 'danger',
  locked: 'danger',
};
