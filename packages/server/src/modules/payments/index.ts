/**
 * An instalment paid online (issue 36, docs/decisions/0151): the checkout at the agency's payment provider,
 * the provider's signed notifications, the receipt and the agency's books. Its front door.
 */
export { type PaymentAsRequest, paymentsAsRequests } from './requests-view.js';
