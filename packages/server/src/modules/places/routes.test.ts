import { ApiPath, COMUNI_SUGGESTIONS_PER_MINUTE, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { burst, tallyOf } from '../../test/bursts.js';
import { useTestApp } from '../../test/harness.js';

// The address form's suggestions (issue 35 item 2, docs/decisions/0147), on the demo agency.
const t = useTestApp();
let mario: string;
let anna: string;
const suggest = (body: unknown, token = mario) => t.post(ApiPath.suggestComuni, body, token);
const comuniOf = async (query: string) => {
  const reply = await suggest({ query });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().comuni as { comune: string; provincia: string; cap: string[] }[];
};

beforeAll(async () => {
  mario = await t.login('10000001');
  anna = await t.login('10000003');
});

describe('suggestComuni', () => {
  it('answers only a signed-in caller', async () => {
    const reply = await suggest({ query: 'forl' }, '');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ status: 'KO', error: { code: ErrorCode.TOKEN } });
  });

  it("finds the comuni by a name's first letters, without its accents, with province and CAPs", async () => {
    expect(await comuniOf('forli')).toEqual([
      { comune: 'Forlì', provincia: 'FC', cap: ['47121', '47122'] },
      { comune: 'Forlì del Sannio', provincia: 'IS', cap: ['86084'] },
      { comune: 'Forlimpopoli', provincia: 'FC', cap: ['47034'] },
    ]);
    expect((await comuniOf('Sant’Agata de')).map((c) => c.comune)).toContain("Sant'Agata de' Goti");
  });

  it("finds the comuni by a CAP's first digits, at most 10", async () => {
    expect(await comuniOf('00118')).toEqual([
      { comune: 'Roma', provincia: 'RM', cap: expect.arrayContaining(['00118', '00199']) },
    ]);
    expect((await comuniOf('201')).map((c) => c.comune)).toEqual(['Milano']);
    expect(await comuniOf('20')).toHaveLength(10);
    expect(await comuniOf('99999')).toEqual([]);
  });

  it('answers VALIDATION_001 to a query too short, too long, not text or with a control character', async () => {
    for (const body of [
      {},
      { query: '' },
      { query: 'a' },
      { query: 'x'.repeat(41) },
      { query: 123 },
      { query: 'ro\u0000ma' },
      { query: ['roma'] },
    ]) {
      const reply = await suggest(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
    }
  });

  it(`answers ${COMUNI_SUGGESTIONS_PER_MINUTE} a minute per account, then LIMIT_001 until the minute ends`, async () => {
    t.clock.advance(61_000);
    const codes = await burst(t, COMUNI_SUGGESTIONS_PER_MINUTE + 1, () => suggest({ query: 'roma' }));
    expect(tallyOf(codes)).toEqual({ OK: COMUNI_SUGGESTIONS_PER_MINUTE, [ErrorCode.TOO_MANY_REQUESTS]: 1 });
    const refused = await suggest({ query: 'roma' });
    expect(refused.statusCode).toBe(429);
    expect((await suggest({ query: 'roma' }, anna)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await suggest({ query: 'roma' })).statusCode).toBe(200);
  });
});
