import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { directStaffAccount } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

// The documents of the console's page of a client (issue 37 item 6): paged on the server, each openable.

const t = useTestApp();
let staff: string;
beforeAll(async () => {
  staff = (await directStaffAccount(t)).token;
});

describe("the client's documents for staff", () => {
  it('walks every document a page at a time, newest first, each once, and opens each file', async () => {
    const all = await t.post(ApiPath.getClientDocuments, { clientId: 'CLI-000001', limit: 20 }, staff);
    expect(all.statusCode, all.body).toBe(200);
    const every = all.json().documenti as { documentID: number; name: string }[];
    expect(every.length).toBeGreaterThan(1);
    const walked: number[] = [];
    let after: number | undefined;
    do {
      const page = (
        await t.post(
          ApiPath.getClientDocuments,
          { clientId: 'CLI-000001', limit: 1, ...(after ? { after } : {}) },
          staff,
        )
      ).json();
      walked.push(...page.documenti.map((d: { documentID: number }) => d.documentID));
      after = page.next ?? undefined;
    } while (after !== undefined);
    expect(walked).toEqual(every.map((d) => d.documentID));
    expect(walked).toEqual([...walked].sort((a, b) => b - a));

    const first = every[0] as { documentID: number; name: string };
    const file = await t.post(
      ApiPath.getClientDocumentFile,
      { clientId: 'CLI-000001', documentID: first.documentID },
      staff,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers another client's document, or a missing client, as missing (NOTFOUND_001); a client is refused", async () => {
    const mine = (await t.post(ApiPath.getClientDocuments, { clientId: 'CLI-000001' }, staff)).json();
    const id = mine.documenti[0].documentID as number;
    const notFound = { status: 'KO', error: { code: ErrorCode.NOT_FOUND } };
    const other = await t.post(
      ApiPath.getClientDocumentFile,
      { clientId: 'CLI-000002', documentID: id },
      staff,
    );
    expect([other.statusCode, other.json()]).toEqual([404, notFound]);
    const missing = await t.post(ApiPath.getClientDocuments, { clientId: 'NESSUNO-9' }, staff);
    expect([missing.statusCode, missing.json()]).toEqual([404, notFound]);
    const client = await t.login('10000001');
    const refused = await t.post(ApiPath.getClientDocuments, { clientId: 'CLI-000001' }, client);
    expect(refused.statusCode).toBe(403);
  });
});
