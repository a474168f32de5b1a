import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginMessageRecipients, loginMessages, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const getMessage = (token: string, userid?: string) => t.post(ApiPath.getMessage, { userid }, token);
const markRead = (token: string, messageID: number | string) =>
  t.post(ApiPath.updateMessage, { messageID }, token);

/** A published message, for everyone or, with `userId`, for that user alone. */
async function publish({
  userId,
  ...values
}: Partial<typeof loginMessages.$inferInsert> & { agencyId: string; userId?: number }) {
  const [row] = await t.db
    .insert(loginMessages)
    .values({
      titolo: 'Titolo',
      testo: '<p>Testo</p>',
      publishedAt: new Date('2026-11-01T00:00:00Z'),
      forEveryone: userId === undefined,
      ...values,
    })
    .returning();
  if (!row) throw new Error('message not written');
  if (userId !== undefined) await t.db.insert(loginMessageRecipients).values({ messageId: row.id, userId });
  return row;
}

describe('login messages', () => {
  it("shows the client's unread message, then marks it read (idempotent) and shows nothing", async () => {
    const token = await t.login('10000002');
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().messageToShow).toBe(true);
    const reply = await getMessage(token, '10000002');
    expect(reply.statusCode).toBe(200);
    const { message } = reply.json();
    expect(message).toEqual({
      messaggioID: expect.any(Number),
      titolo: 'Novità per i clienti della filiale',
      testo: expect.stringContaining('<a href="/prodotti">'),
      mostraSempre: false,
    });
    for (let i = 0; i < 2; i++) {
      const read = await markRead(token, message.messaggioID);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ status: 'OK', result: true });
    }
    expect((await getMessage(token)).json()).toEqual({ status: 'OK', message: null });
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().messageToShow).toBe(false);
  });

  it('shows an always-show message for everyone at every login, after the unread ones', async () => {
    const always = await publish({ agencyId: 'MSG-ALWAYS', titolo: 'Sempre', mostraSempre: true });
    const [mario] = await t.db.select().from(users).where(eq(users.userCode, '10000001'));
    const unread = await publish({ agencyId: 'MSG-MARIO', titolo: 'Per Mario', userId: mario?.id });
    const token = await t.login('10000001');
    expect((await getMessage(token)).json().message.messaggioID).toBe(unread.id);
    await markRead(token, unread.id);
    expect((await getMessage(token)).json().message).toEqual({
      messaggioID: always.id,
      titolo: 'Sempre',
      testo: '<p>Testo</p>',
      mostraSempre: true,
    });
    expect((await markRead(token, String(always.id))).statusCode).toBe(200);
    expect((await getMessage(token)).json().message.messaggioID).toBe(always.id);
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().messageToShow).toBe(true);
    await t.db.delete(loginMessages).where(eq(loginMessages.id, always.id));
  });

  it("answers 404 to another client's message, and never shows it", async () => {
    const [giulia] = await t.db.select().from(users).where(eq(users.userCode, '10000002'));
    const hers = await publish({ agencyId: 'MSG-GIULIA-2', userId: giulia?.id });
    const token = await t.login('10000003');
    expect((await getMessage(token)).json().message).toBeNull();
    const reply = await markRead(token, hers.id);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe(ErrorCode.NOT_FOUND);
    expect((await markRead(token, 999_999)).statusCode).toBe(404);
  });

  it('neither shows nor marks a message not yet published or expired', async () => {
    const future = await publish({ agencyId: 'MSG-FUTURE', publishedAt: new Date('2026-12-01T00:00:00Z') });
    const expired = await publish({ agencyId: 'MSG-OLD', expiresAt: new Date('2026-11-20T00:00:00Z') });
    const token = await t.login('10000003');
    expect((await getMessage(token)).json().message).toBeNull();
    expect((await markRead(token, future.id)).statusCode).toBe(404);
    expect((await markRead(token, expired.id)).statusCode).toBe(404);
    t.clock.advance(10 * 86_400_000);
    const token2 = await t.login('10000003');
    expect((await getMessage(token2)).json().message.messaggioID).toBe(future.id);
  });

  it("refuses another user's userid and bad message ids", async () => {
    const token = await t.login('10000003');
    expect((await getMessage(token, '10000001')).statusCode).toBe(403);
    for (const messageID of ['abc', -1, 0, 1.5]) {
      const reply = await markRead(token, messageID as number);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    expect((await t.post(ApiPath.updateMessage, {}, token)).statusCode).toBe(400);
    expect((await t.post(ApiPath.getMessage, {})).statusCode).toBe(401);
  });

  // Found by security/fuzz.test.ts: past the integer column's range the database threw, a 500.
  it('refuses a message id past the database integer range as a bad body, not an internal error', async () => {
    const token = await t.login('10000003');
    for (const messageID of [2_147_483_648, '4000000000', '9999999999']) {
      const reply = await markRead(token, messageID);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    expect((await markRead(token, 2_147_483_647)).json().error.code).toBe(ErrorCode.NOT_FOUND);
  });
});
