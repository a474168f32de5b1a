import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** A payment of the demo user `username` in `state`, as the payments module keeps it. */
async function paymentOf(username: string, state: string, titolo: string) {
  const inserted = await t.db.execute(sql`
    insert into payments (user_id, client_id, numero_polizza, titolo, data_scadenza, amount_cents, state, provider,
                          paid_at, provider_reference)
    select u.id, u.client_id, '10020030', ${titolo}, '2026-11-05', 4850, ${state}, 'stripe',
           case when ${state}::text in ('paid', 'refunded') then now() end,
           case when ${state}::text in ('paid', 'refunded') then 'pi_test' end
      from users u where u.user_code = ${username}
    returning id`);
  return (inserted as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
}

describe("'Le tue richieste' lists the instalments paid online (issue 36)", () => {
  it('those that took money, gave it back or were refused, newest first; not a checkout left or run out', async () => {
    const paid = await paymentOf('10000001', 'paid', 'Rata 14 - 11/2026');
    const failed = await paymentOf('10000001', 'failed', 'Rata 15 - 12/2026');
    await paymentOf('10000001', 'cancelled', 'Rata 16');
    await paymentOf('10000001', 'expired', 'Rata 17');
    await paymentOf('10000001', 'open', 'Rata 18');
    const mario = await t.login('10000001');
    const reply = await t.post(ApiPath.getMyRequests, {}, mario);
    expect(reply.statusCode).toBe(200);
    const listed = (reply.json().requests as { kind: string }[]).filter((item) => item.kind === 'pagamento');
    expect(listed).toEqual([
      expect.objectContaining({
        numero: String(failed),
        subject: 'Rata 15 - 12/2026',
        state: 'chiusa',
        polizza: '10020030',
        unread: 0,
        payment: { state: 'failed', amountCents: 4850 },
      }),
      expect.objectContaining({ numero: String(paid), payment: { state: 'paid', amountCents: 4850 } }),
    ]);
  });

  it("another client's payments are not among one's requests", async () => {
    await paymentOf('10000001', 'paid', 'Rata 14 - 11/2026');
    const luca = await t.login('10000003');
    const reply = await t.post(ApiPath.getMyRequests, {}, luca);
    expect(reply.statusCode).toBe(200);
    expect((reply.json().requests as { kind: string }[]).some((item) => item.kind === 'pagamento')).toBe(
      false,
    );
  });
});
