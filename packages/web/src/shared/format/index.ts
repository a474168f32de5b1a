export { formatAmountsInText } from './amountsInText';
export {
  DEFAULT_NO_DATE_TEXT,
  formatAmount,
  formatCents,
  formatDate,
  formatDateTime,
  formatPhone,
  formatQuantity,
  isNoDate,
} from './format';
export { claimStatusTone, policyStatusTone, type StatusTone } from './status';
