import { types } from 'node:util';
import * as contract from '@area-clienti/contract';
import { claimReportReply, dossierListReply } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deferred } from './deferred';

/** The same schema built at once and behind the stand-in: a reply with a nested list of objects. */
function both() {
  const item = () => z.object({ id: z.number().int().positive(), name: z.string().max(5).nullable() });
  const lazyItem = deferred(item);
  return {
    eager: z.object({ status: z.literal('OK'), items: z.array(item()) }),
    lazy: z.object({
      status: z.literal('OK'),
      items: z.array(lazyItem.extend({ flag: z.boolean().optional() })),
    }),
    lazyItem,
  };
}

describe('a schema built at its first use', () => {
  it('is not built until something reads it, then once', () => {
    const builds = { count: 0 };
    const lazyItem = deferred(() => {
      builds.count++;
      return z.object({ id: z.number(), name: z.string().max(5).nullable() });
    });
    // Within another schema it is still not built: that one reads it at its own first parse.
    const list = z.object({ items: z.array(lazyItem) });
    expect(builds.count).toBe(0);
    expect(list.safeParse({ items: [{ id: 1, name: 'Anna' }] }).success).toBe(true);
    expect(lazyItem.safeParse({ id: 1, name: null }).success).toBe(true);
    expect(lazyItem.shape.name.safeParse('toolong').success).toBe(false);
    expect(builds.count).toBe(1);
  });

  it('accepts and refuses what the schema built at once does, with the same issues', () => {
    const { eager, lazy } = both();
    const inputs = [
      { status: 'OK', items: [{ id: 3, name: 'Anna' }] },
      { status: 'OK', items: [{ id: 0, name: 'Anna' }] },
      { status: 'OK', items: [{ id: 3, name: 'Annamaria' }, { id: 'x' }] },
      { status: 'KO', items: [] },
      'not an object',
    ];
    for (const input of inputs) {
      const want = eager.safeParse(input);
      const got = lazy.safeParse(input);
      expect(got.success).toBe(want.success);
      expect(got.error?.issues).toEqual(want.error?.issues);
      expect(got.data).toEqual(want.data);
    }
  });

  it('answers as the schema to what zod and the forms read of it', () => {
    const { lazyItem } = both();
    expect(lazyItem).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(lazyItem.shape)).toEqual(['id', 'name']);
    expect(lazyItem.optional().safeParse(undefined).success).toBe(true);
    expect(z.string().max(20).maxLength).toBe(20);
    expect(deferred(() => z.string().max(20)).maxLength).toBe(20);
  });

  it("parses the contract's replies in the web app as the server writes them", () => {
    // The web's tests take the contract as the built app does (vitest.config.ts): the policy list's reply
    // schema is a stand-in here, and reads a reply.
    expect(types.isProxy(dossierListReply)).toBe(true);
    const reply = dossierListReply.safeParse({ status: 'OK', dossiers: [] });
    expect(reply.success).toBe(true);
    expect(dossierListReply.safeParse({ status: 'OK', dossiers: [{ dossierID: 'x' }] }).success).toBe(false);
  });

  it('builds every schema the contract exports, none mistaken for a helper of the same name', () => {
    // A module's own helper (`text(max)` in claim-report-cai.ts) named like another module's schema (`text`
    // in data.ts) was once taken for it and became a stand-in that cannot be called: the claim report's
    // every reply failed in the browser. Each export read as a schema is built here.
    const broken: string[] = [];
    for (const [name, value] of Object.entries(contract)) {
      try {
        if (value && typeof value === 'object' && 'safeParse' in value) {
          (value as { safeParse(input: unknown): unknown }).safeParse(undefined);
        }
      } catch (error) {
        broken.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
    const draft = {
      status: 'OK',
      report: {
        reportId: '3f0c7f5e-1b7a-4c39-9d7d-0c5f1f3c2a11',
        kind: 'damage',
        state: 'draft',
        dossierId: 5,
        numeroPolizza: '20040050',
        prodotto: 'Casa Serena',
        eventDate: '2026-11-20',
        createdAt: '2026-11-20T10:00:00Z',
        updatedAt: '2026-11-20T10:00:00Z',
        sentAt: null,
        purgeOn: '2026-12-20',
        sinistroId: null,
        numeroSinistro: null,
        version: 0,
        data: { kind: 'damage', place: { street: 'Via Verdi 3' } },
        sha256: null,
        counterpart: 'none',
        counterpartDeadline: null,
        timeline: [],
      },
    };
    expect(claimReportReply.safeParse(draft).success).toBe(true);
  });
});
