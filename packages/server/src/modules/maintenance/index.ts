// The front door of `maintenance`: the purge of what is past its retention.
export { purgeAndReport } from './retention.js';
