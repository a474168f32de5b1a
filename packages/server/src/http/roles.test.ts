import { readFileSync } from 'node:fs';
import { type Endpoint, ErrorCode, endpoints } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { directStaffAccount } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';

// The permission table of docs/roles.md, cell by cell (issue 21 item 10): the document and the endpoint
// table say the same, and the server does what both say, for a client, a Staff member and a Superuser.

const ROLES_DOC = new URL('../../../../docs/roles.md', import.meta.url);

/** The rows of the document's table: call name → [Staff may, Superuser may]. */
function documentedTable(): Map<string, [boolean, boolean]> {
  const rows = new Map<string, [boolean, boolean]>();
  for (const line of readFileSync(ROLES_DOC, 'utf8').split('\n')) {
    const cells = /^\| `(\w+)` \| `[^`]+` \| (sì|no) \| (sì|no) \|$/.exec(line);
    if (cells) rows.set(cells[1] as string, [cells[2] === 'sì', cells[3] === 'sì']);
  }
  return rows;
}

/** The calls of the agency's people: access `staff` (Staff or Superuser) or `superuser`. */
const staffCalls = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.access === 'staff' || endpoint.access === 'superuser',
);

const t = useTestApp();
let client: string;
let staff: string;
let superuser: string;
beforeAll(async () => {
  client = await t.login('10000001');
  staff = (await directStaffAccount(t)).token;
  superuser = await t.login('90000001');
});

/**
 * The access check runs before the body is read (http/access.ts): an empty body tells a refusal (403
 * FORBIDDEN_001) from a call let in, which then answers or refuses the body (400) — never 403.
 */
async function refused(path: string, token: string): Promise<boolean> {
  const reply = await t.post(path, {}, token);
  const forbidden = reply.statusCode === 403;
  if (forbidden) expect(reply.json(), path).toEqual({ status: 'KO', error: { code: ErrorCode.FORBIDDEN } });
  else expect(reply.statusCode, `${path}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
  return forbidden;
}

describe('the permission table (docs/roles.md)', () => {
  it('lists every call of the staff with the access the endpoint table gives it, and no other', () => {
    const documented = documentedTable();
    const expected = new Map(
      staffCalls.map(([name, endpoint]) => [name, [endpoint.access === 'staff', true] as [boolean, boolean]]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(expected));
  });

  it.each(staffCalls)(
    '%s: a client is refused, Staff as the table says, a Superuser let in',
    async (name, endpoint) => {
      const [staffMay] = documentedTable().get(name) ?? [false];
      expect(await refused(endpoint.path, client)).toBe(true);
      expect(await refused(endpoint.path, staff)).toBe(!staffMay);
      expect(await refused(endpoint.path, superuser)).toBe(false);
    },
  );
});
