import { ErrorCode, failedDelivery } from '@area-clienti/contract';
import { z } from 'zod';
import { notFound } from '../shared/errors.js';
import { databaseCommand, listingCommand, UsageError } from './command.js';

/** `npm run deliveries`: the e-mails and SMS failing, every try failed or waiting for another (the newest 100). */
export const deliveriesCommand = listingCommand({
  name: 'deliveries',
  summary: 'list the e-mails and SMS that failed every try or are waiting for another after a failure',
  result: z.object({ deliveries: z.array(failedDelivery) }),
  run: async ({ deliveries }) => ({ deliveries: (await deliveries.failing({ limit: 100 })).deliveries }),
  report({ deliveries }) {
    if (deliveries.length === 0) return { lines: ['No failed delivery.'], exitCode: 0 };
    return {
      lines: [
        `${deliveries.length} failing: resend a failed one with npm run resend-delivery -- <id>`,
        ...deliveries.map(
          (d) =>
            `${d.id}  ${d.channel.padEnd(5)} ${d.to}  ${d.cause ?? 'error'} after ${d.tries} tries, ` +
            (d.state === 'failed' ? `failed ${d.failedAt ?? '?'}` : `next try ${d.nextTryAt ?? '?'}`) +
            (d.subject ? `  "${d.subject}"` : ''),
        ),
      ],
      exitCode: 0,
    };
  },
});

/** `npm run resend-delivery -- <id>`: a failed message back in the queue. */
export const resendDeliveryCommand = databaseCommand({
  kind: 'database',
  name: 'resend-delivery',
  usage: 'resend-delivery <id>',
  summary: 'put a failed e-mail or SMS back in the queue for new tries',
  parse(words) {
    if (words.length !== 1) throw new UsageError('resend-delivery takes the id that deliveries prints');
    return { id: words[0] as string };
  },
  args: z.object({ id: z.uuid('an id as deliveries prints it') }),
  result: z.object({ id: z.string() }),
  errors: [ErrorCode.NOT_FOUND],
  async run({ deliveries }, { id }) {
    if (!(await deliveries.resend(id))) throw notFound();
    return { id };
  },
  report: ({ id }) => ({ lines: [`Delivery ${id} is queued again.`], exitCode: 0 }),
  explain: (code, { id }) =>
    code === ErrorCode.NOT_FOUND ? `No failed delivery has the id ${id}.` : undefined,
});
