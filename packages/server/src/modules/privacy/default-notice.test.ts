// A new agency's database has no privacy notice until the agency publishes one; registration and
// /login-privacy need one in force (docs/decisions/0098). The start writes the product's default.
import { ApiPath, ErrorCode, PROFILE_PRIVACY_TYPE } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyTemplates } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { DEFAULT_PRIVACY_NOTICE, ensurePrivacyNotice } from './index.js';

const t = useTestApp({ seed: false });
const templateInForce = () => t.post(ApiPath.getPrivacyTemplate, { type: PROFILE_PRIVACY_TYPE });

describe('the default privacy notice', () => {
  it('is written, in force, on a database without any notice; registration can read it', async () => {
    expect((await templateInForce()).json()).toMatchObject({ error: { code: ErrorCode.NOT_FOUND } });
    expect(await ensurePrivacyNotice(t.db)).toBe('default written');
    const reply = await templateInForce();
    expect(reply.statusCode).toBe(200);
    expect(reply.json().privacyTemplate).toEqual({
      type: PROFILE_PRIVACY_TYPE,
      templateID: DEFAULT_PRIVACY_NOTICE.templateId,
      privacy01value: DEFAULT_PRIVACY_NOTICE.items.privacy01value,
    });
  });

  it('is written once, however many starts (two at once included)', async () => {
    expect(await Promise.all([ensurePrivacyNotice(t.db), ensurePrivacyNotice(t.db)])).toEqual([
      'default in force',
      'default in force',
    ]);
    const rows = await t.db
      .select()
      .from(privacyTemplates)
      .where(eq(privacyTemplates.type, PROFILE_PRIVACY_TYPE));
    expect(rows).toHaveLength(1);
  });

  it("gives way to the agency's own notice, and never comes back once the agency has had one", async () => {
    await t.db.update(privacyTemplates).set({ current: false });
    await t.db.insert(privacyTemplates).values({
      type: PROFILE_PRIVACY_TYPE,
      templateId: '775-agenzia-1',
      items: { privacy01value: 'X (necessario)' },
    });
    expect(await ensurePrivacyNotice(t.db)).toBe('agency notice');
    expect((await templateInForce()).json().privacyTemplate.templateID).toBe('775-agenzia-1');
    // Withdrawn by the agency, nothing in force: the start does not put the default back.
    await t.db.update(privacyTemplates).set({ current: false, withdrawnAt: new Date() });
    expect(await ensurePrivacyNotice(t.db)).toBe('none in force');
    expect((await templateInForce()).statusCode).toBe(404);
  });
});
