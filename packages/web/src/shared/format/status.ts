/** The colour of a status tag, in Bootstrap Italia's names. */
export type StatusTone = 'success' | 'warning' | 'danger';

const ACTIVE_POLICY_STATES = new Set(['NORMALE', 'ATTIVA']);
const SUSPENDED_POLICY_STATE = 'SOSPESA';
/** Claim statuses closed with a positive outcome (SPEC §4 "Status colouring"). */
const POSITIVE_CLAIM_STATES = new Set(['5', '6']);

/** Policy stato: NORMALE or ATTIVA success, SOSPESA error, anything else warning. */
export function policyStatusTone(stato: string): StatusTone {
  const value = stato.trim().toUpperCase();
  if (ACTIVE_POLICY_STATES.has(value)) return 'success';
  if (value === SUSPENDED_POLICY_STATE) return 'danger';
  return 'warning';
}

/** Claim stato: '5' or '6' success, anything else error. */
export function claimStatusTone(stato: string): StatusTone {
  return POSITIVE_CLAIM_STATES.has(stato.trim()) ? 'success' : 'danger';
}
