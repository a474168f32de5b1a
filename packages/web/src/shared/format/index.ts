export {
  DEFAULT_NO_DATE_TEXT,
  formatAmount,
  formatDate,
  formatPhone,
  formatQuantity,
  isNoDate,
} from './format';
export { claimStatusTone, policyStatusTone, type StatusTone } from './status';
