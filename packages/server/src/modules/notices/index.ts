// The front door of `notices`: the e-mails that tell clients something changed in their data or their access.
export { queueSecurityNotice, type SecurityNoticeDeps } from './security.js';
export { type ClientNoticeDeps, queueClientNotices } from './service.js';
