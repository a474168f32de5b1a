// The front door of `notices`: the e-mails that tell clients something changed in their data.
export { type ClientNoticeDeps, queueClientNotices } from './service.js';
