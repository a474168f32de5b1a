import { contactRequestSummary } from '@area-clienti/contract';
import { z } from 'zod';
import { listContactRequests } from '../modules/contact/index.js';
import { listingCommand } from './command.js';

/** `npm run contact-requests`: the newest contact requests, their branch and whether their e-mail arrived. */
export const contactRequestsCommand = listingCommand({
  name: 'contact-requests',
  summary: 'list the newest contact requests with their branch and delivery state',
  result: z.object({ requests: z.array(contactRequestSummary) }),
  run: async ({ db, deliveries }) => ({ requests: await listContactRequests(db, deliveries) }),
  report({ requests }) {
    if (requests.length === 0) return { lines: ['No contact request.'], exitCode: 0 };
    return {
      lines: requests.map(
        (r) =>
          `#${r.id}  ${r.receivedAt}  ${r.delivery.padEnd(6)} ${r.source === 'public' ? 'public ' : 'client '} ` +
          `${r.from} — ${r.subject}${r.polizza ? ` (policy ${r.polizza})` : ''} → ${r.branch ?? 'agency'} <${r.recipient}>`,
      ),
      exitCode: 0,
    };
  },
});
