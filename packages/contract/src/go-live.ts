import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

/**
 * The go-live checklist (issue 21 item 9, docs/decisions/0109): what must be in place before the agency
 * opens the area to its clients, each item done or not, with what is missing in figures (no personal data).
 */
/**
 * `sealTimestamp`: SEAL_TSA_URL is set, so the signed claim reports' seal is PAdES B-T, its time the TSA's
 * (a warning until then: the seal is B-B, its time the server's; issue 34 item 8).
 */
export const GO_LIVE_ITEMS = [
  'privacy',
  'import',
  'branches',
  'testEmail',
  'testSms',
  'logo',
  'sealTimestamp',
] as const;
export const goLiveItem = z.object({
  item: z.enum(GO_LIVE_ITEMS),
  done: z.boolean(),
  /** What is there or missing in numbers: branches without e-mail, clients imported, when a test was sent. */
  detail: z.string().nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItem>;

export const goLiveChecklistRequest = z.object({ userID: bodyUserId });
export const goLiveChecklistReply = okReply({ items: z.array(goLiveItem) });

/** A test message to the caller's own e-mail or mobile: to whom (masked), queued. */
export const testMessageRequest = z.object({ userID: bodyUserId });
export const testMessageReply = okReply({ to: z.string() });
