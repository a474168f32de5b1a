import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { useLocalStripe } from '../../test/local-stripe.js';

// Found by issue 36's review: an id past the database's integer range reached the SQL and answered 500.
const stripe = useLocalStripe(beforeAll, afterAll);
const t = useTestApp({ config: stripe.config });

describe("the payments' ids past the database's integer range", () => {
  it('answer 400 VALIDATION_001 on every client call that takes one; the largest one is a missing row', async () => {
    const token = await t.login('10000003');
    const calls = [
      [ApiPath.startPayment, 'movimentoId'],
      [ApiPath.getPayment, 'paymentId'],
      [ApiPath.cancelPayment, 'paymentId'],
    ] as const;
    for (const [path, field] of calls) {
      for (const id of [3_000_000_000, 2_147_483_648]) {
        const reply = await t.post(path, { [field]: id }, token);
        expect(reply.statusCode, `${path} ${id}: ${reply.body}`).toBe(400);
        expect(reply.json().error.code, path).toBe(ErrorCode.VALIDATION);
      }
      const largest = await t.post(path, { [field]: 2_147_483_647 }, token);
      expect(largest.statusCode, `${path}: ${largest.body}`).toBe(404);
      expect(largest.json().error.code, path).toBe(ErrorCode.NOT_FOUND);
    }
  });
});
