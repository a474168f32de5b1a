/**
 * A test's own client (docs/decisions/0071): the records of a demo client — the client, its policies,
 * claims and documents — copied under new agency ids, imported into the worker's server through the
 * agency's door (POST /v1/admin/import, as a Superuser), and given an account by the development-only
 * POST /dev/accounts (as the demo's accounts are written). A test that changes a user (password, consents,
 * phone, messages, sessions, invites, registration) changes its own client, never a demo one, so no test
 * depends on what another did before it.
 */
import { readFileSync } from 'node:fs';
import { ApiPath, codiceFiscaleCheckCharacter, type ImportRecordInput } from '@area-clienti/contract';
import { DEMO_PASSWORD } from './demo.js';
import { demoSuperuserSession } from './second-factor.js';
import type { WorkerServer } from './worker-server.js';

const DEMO_FEED = new URL('../../server/demo-agency/', import.meta.url);

/** The demo clients a test's client may be made like. */
export const DEMO_CLIENT = {
  mario: 'CLI-000001',
  giulia: 'CLI-000002',
  luca: 'CLI-000003',
  paolo: 'CLI-000004',
  /** No mobile in the agency's records: her account has none. */
  sara: 'CLI-000005',
  anna: 'CLI-000006',
} as const;

type FeedRecord = Record<string, unknown> & { type: string; id: string };

let demoFeed: FeedRecord[] | undefined;
function demoRecords(): FeedRecord[] {
  demoFeed ??= readFileSync(new URL('agency.jsonl', DEMO_FEED), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as FeedRecord);
  return demoFeed;
}

export interface AccountOptions {
  /** Absent: the demo password. `null`: no password yet (the client enters by a first-access invite). */
  password?: string | null;
  autologin?: boolean;
  disabled?: boolean;
  passwordUpdateRequired?: boolean;
  /** Consented only to the previous privacy notice: an update is pending after login. */
  previousPrivacyOnly?: boolean;
  /** A message published for this client alone, shown after login. */
  loginMessage?: { titolo: string; testo: string };
  /** Never offered a passkey or the app: the home's card is due (docs/decisions/0150). */
  offerDue?: boolean;
}

export interface FreshClientOptions {
  /** The demo client copied. */
  like: keyof typeof DEMO_CLIENT;
  /** An account for the client (default: one with the demo password); `false`: none, the client may register. */
  account?: AccountOptions | false;
  /**
   * New policy numbers, for a test where they identify the client (registration); otherwise the copy keeps
   * the demo client's. The tax code is always new: the feed refuses a second client with a codice fiscale
   * another client has (docs/decisions/0156).
   */
  newIdentity?: boolean;
  /** A branch of the test's own, imported with the client, who is its client (a filter's audience). */
  branch?: { id: string; name: string };
}

export interface FreshClient {
  /** The agency's id of the client. */
  agencyId: string;
  /** The user ID ('' without an account). */
  userCode: string;
  email: string;
  password: string;
  codiceFiscale: string;
  /** The +39 mobile of the client record, or null. */
  cell: string | null;
  /** The copied policies' numbers: the demo one → this client's (the same unless `newIdentity`). */
  policyNumber: (demoNumber: string) => string;
}

/** Per worker: the counter that makes every id, e-mail, tax code and policy number new (one server per worker). */
let made = 0;

const MONTHS = 'ABCDEHLMPRST';

/** A valid codice fiscale unique in this worker: the demo one's name letters, a new birth date and place. */
function newCodiceFiscale(demo: string, serial: number): string {
  const year = String(serial % 100).padStart(2, '0');
  const month = MONTHS[Math.floor(serial / 100) % 12] as string;
  const day = String(41 + (Math.floor(serial / 1200) % 28)).padStart(2, '0');
  const first15 = `${demo.slice(0, 6)}${year}${month}${day}Z${String(100 + (serial % 900)).padStart(3, '0')}`;
  return first15 + codiceFiscaleCheckCharacter(first15);
}

/** The worker's Superuser session, for the import (the demo's admin account, which no test changes). */
const adminTokens = new Map<string, Promise<string>>();
function adminToken(server: WorkerServer): Promise<string> {
  let token = adminTokens.get(server.baseURL);
  if (!token) {
    token = demoSuperuserSession(server.baseURL).then((session) => session.token);
    adminTokens.set(server.baseURL, token);
  }
  return token;
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await reply.json()) as Record<string, unknown>;
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The records of the demo client `like`, under new ids (and a new identity if asked). */
export function copiedRecords(
  like: keyof typeof DEMO_CLIENT,
  serial: number,
  tag: string,
  newIdentity: boolean,
): { records: ImportRecordInput[]; client: FeedRecord; policyNumbers: Map<string, string> } {
  const all = demoRecords();
  const source = all.find((r) => r.type === 'client' && r.id === DEMO_CLIENT[like]);
  if (!source) throw new Error(`no demo client ${DEMO_CLIENT[like]}`);
  const newId = (id: string) => `${id}-${tag}`;
  const email = `${String(source.email).split('@')[0]}.${tag}@example.it`;
  const client: FeedRecord = {
    ...source,
    id: newId(source.id),
    email,
    codiceFiscale: newCodiceFiscale(String(source.codiceFiscale), serial),
  };
  const dossiers = all.filter((r) => r.type === 'dossier' && r.client === source.id);
  const dossierIds = new Set(dossiers.map((d) => d.id));
  const policyNumbers = new Map<string, string>();
  const copiedDossiers = dossiers.map((d, index) => {
    const number = newIdentity ? `8${String(serial * 10 + index).padStart(7, '0')}` : String(d.numeroPolizza);
    policyNumbers.set(String(d.numeroPolizza), number);
    return { ...d, id: newId(d.id), client: client.id, numeroPolizza: number };
  });
  const claims = all
    .filter((r) => r.type === 'claim' && dossierIds.has(String(r.dossier)))
    .map((c) => ({ ...c, id: newId(c.id), dossier: newId(String(c.dossier)) }));
  const documents = all
    .filter((r) => r.type === 'document' && dossierIds.has(String(r.dossier)))
    .map(({ file, ...d }) => ({
      ...d,
      id: newId(d.id),
      dossier: newId(String(d.dossier)),
      ...(d.claim ? { claim: newId(String(d.claim)) } : {}),
      // The admin API takes the PDF inline, not as a path (docs/import.md).
      contentBase64: readFileSync(new URL(String(file), DEMO_FEED)).toString('base64'),
    }));
  const records = [client, ...copiedDossiers, ...claims, ...documents] as unknown as ImportRecordInput[];
  return { records, client, policyNumbers };
}

/** Makes a fresh client in the worker's server: imported, and with an account unless `account: false`. */
export async function makeFreshClient(
  server: WorkerServer,
  options: FreshClientOptions,
): Promise<FreshClient> {
  made += 1;
  const tag = `e2e${made}`;
  const { records, client, policyNumbers } = copiedRecords(
    options.like,
    made,
    tag,
    options.newIdentity ?? false,
  );
  if (options.branch) {
    client.branch = options.branch.id;
    records.unshift({ type: 'branch', ...options.branch, bank: 'Banca Prova' });
  }
  const token = await adminToken(server);
  const outcome = await post(`${server.baseURL}${ApiPath.importData}`, { records }, token);
  if (outcome.imported !== true) throw new Error(`the test's client was refused: ${JSON.stringify(outcome)}`);

  const account = options.account ?? {};
  const password =
    account === false ? '' : account.password === null ? '' : (account.password ?? DEMO_PASSWORD);
  let userCode = '';
  if (account !== false) {
    const { loginMessage, password: _password, ...flags } = account;
    const reply = await post(`${server.baseURL}/dev/accounts`, {
      client: client.id,
      email: client.email,
      ...(password ? { password } : {}),
      ...flags,
      ...(loginMessage ? { loginMessage: { agencyId: `MSG-${tag}`, ...loginMessage } } : {}),
    });
    userCode = String(reply.userCode);
  }
  return {
    agencyId: client.id,
    userCode,
    email: String(client.email),
    password,
    codiceFiscale: String(client.codiceFiscale),
    cell: (client.cell as string | undefined) ?? null,
    policyNumber: (demoNumber) => {
      const number = policyNumbers.get(demoNumber);
      if (!number) throw new Error(`the copied client has no policy ${demoNumber}`);
      return number;
    },
  };
}
