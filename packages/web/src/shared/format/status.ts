/** The colour of a status tag, in Bootstrap Italia's names; neutral is grey (nothing to celebrate or fix). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const ACTIVE_POLICY_STATES = new Set(['NORMALE', 'ATTIVA']);
const SUSPENDED_POLICY_STATE = 'SOSPESA';
/** Claim statuses closed with a positive outcome: paid out, or paid directly (SPEC §4 "Status colouring"). */
const POSITIVE_CLAIM_STATES = new Set(['5', '6']);
/** Claim statuses closed with a negative outcome: rejected. */
const NEGATIVE_CLAIM_STATES = new Set(['4']);

/** Policy stato: NORMALE or ATTIVA success, SOSPESA error, anything else warning. */
export function policyStatusTone(stato: string): StatusTone {
  const value = stato.trim().toUpperCase();
  if (ACTIVE_POLICY_STATES.has(value)) return 'success';
  if (value === SUSPENDED_POLICY_STATE) return 'danger';
  return 'warning';
}

/**
 * Claim stato, by the spec's second reading (SPEC §4: success when closed positively, error when an
 * error check holds): '5' and '6' success, '4' (rejected) error, and neutral for a claim still being
 * handled ('1' opened, '2' under review, '3' waiting for documents) or a status this version does not
 * know: a claim under review is not something wrong (decisions/0057).
 */
export function claimStatusTone(stato: string): StatusTone {
  const value = stato.trim();
  if (POSITIVE_CLAIM_STATES.has(value)) return 'success';
  if (NEGATIVE_CLAIM_STATES.has(value)) return 'danger';
  return 'neutral';
}
