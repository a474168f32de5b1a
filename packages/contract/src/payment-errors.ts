/**
 * The error codes of an instalment paid online (issue 36, docs/decisions/0151), with their HTTP status:
 * `errors.ts` spreads both into `ErrorCode` and `errorHttpStatus` through `feature-errors.ts`.
 */
export const PAYMENT_CODES = {
  /** The agency has set no payment provider: "Paga la rata" is a request to the branch. */
  PAYMENT_NOT_OFFERED: 'PAGAMENTO_001',
  /** The instalment is not one to pay (not 'Da pagare', its amount not positive, its policy being refreshed). */
  PAYMENT_NOT_DUE: 'PAGAMENTO_002',
  /** The instalment is already paid online. */
  PAYMENT_ALREADY_PAID: 'PAGAMENTO_003',
  /** The provider could not be reached or refused the checkout: nothing was charged, try again later. */
  PAYMENT_PROVIDER_DOWN: 'PAGAMENTO_004',
  /** A provider's notification whose signature does not verify (forged, altered, or too old). */
  PAYMENT_BAD_SIGNATURE: 'PAGAMENTO_005',
} as const;

export const PAYMENT_STATUS = {
  PAGAMENTO_001: 409,
  PAGAMENTO_002: 409,
  PAGAMENTO_003: 409,
  PAGAMENTO_004: 503,
  PAGAMENTO_005: 400,
} as const;
