import { paymentsText } from '@/shared/messages/payments';

/**
 * What "Paga la rata" is, as the client sees it (issue 36):
 * - `branch`: the request to the branch (no provider set, the agency's answer not to be had, or an
 *   instalment the server gave no id): a link named for what it does;
 * - `waiting`: the agency's answer is not in yet: the button, not yet usable;
 * - `online`: the button that opens the provider's checkout; `busy` while the call runs and after it, as the
 *   browser leaves for the provider (a second tap does nothing); `error` the Italian reason it did not open.
 */
export type PayControl =
  | { kind: 'branch' }
  | { kind: 'waiting' }
  | { kind: 'online'; movimentoId: number; busy: boolean; error: string | null };

export interface PayControlInput {
  /** The agency's answer: undefined while it is asked, null when it could not be had. */
  online: boolean | null | undefined;
  /** The instalment's id as the server gave it; absent or null: none to start a checkout with. */
  movimentoId: number | null | undefined;
  /** The checkout's call is running, or it answered and the browser is leaving. */
  busy: boolean;
  /** The code of the checkout's failed call (the contract's, or the client's own), or null. */
  errorCode: string | null;
}

/** The Italian reason a checkout did not open; nothing was charged whatever the code. */
export const payErrorMessage = (code: string): string =>
  paymentsText.errors[code] ?? (paymentsText.errors.other as string);

export function payControl({ online, movimentoId, busy, errorCode }: PayControlInput): PayControl {
  if (online === null || online === false || !movimentoId) return { kind: 'branch' };
  if (online === undefined) return { kind: 'waiting' };
  return {
    kind: 'online',
    movimentoId,
    busy,
    error: !busy && errorCode ? payErrorMessage(errorCode) : null,
  };
}
