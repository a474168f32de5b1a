import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { type Db, whileStarting } from '../db/database.js';
import {
  clients,
  loginMessageRecipients,
  loginMessages,
  privacyConsents,
  privacyTemplates,
  userRoles,
  users,
} from '../db/schema.js';
import type { Deliveries } from '../delivery/ports.js';
import { importFeed } from '../modules/agency-import/index.js';
import { DEMO_PASSWORD, hashPassword } from '../modules/auth/index.js';
import {
  DEMO_TOTP_SECRET,
  derivedTestKey,
  enrolDemoSecret,
  markSecondFactorOffered,
  SecondFactorKeys,
} from '../modules/second-factor/index.js';

/**
 * The demo agency's data: a feed in the import format (docs/import.md), so every start of the demo
 * exercises the import. Its accounts, privacy notices and message are the portal's own, written here.
 */
export const DEMO_FEED = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo-agency');

/** The one password of every demo account (README). */
/** The demo accounts' password (printed in the README), which no one may choose: the password policy's. */
export { DEMO_PASSWORD };

/** The privacy notice of the profile (type 775) in force, and its consents. */
export const PROFILE_PRIVACY_TEMPLATE = {
  type: '775',
  templateId: '775-2026-11',
  items: {
    privacy01value: 'Trattamento dei dati per la gestione del contratto e dei sinistri (necessario)',
    privacy02value: 'Invio di comunicazioni commerciali su prodotti assicurativi e bancari',
    privacy03value: 'Analisi delle preferenze per offerte personalizzate',
    privacy04value: 'Comunicazione dei dati alle società del gruppo per offerte dedicate',
  },
};

/** The notice it replaced: whoever consented only to this one has a privacy update pending. */
export const PREVIOUS_PROFILE_PRIVACY_TEMPLATE = {
  type: '775',
  templateId: '775-2026-01',
  items: {
    privacy01value: 'Trattamento dei dati per la gestione del contratto e dei sinistri (necessario)',
    privacy02value: 'Invio di comunicazioni commerciali su prodotti assicurativi e bancari',
    privacy03value: 'Analisi delle preferenze per offerte personalizzate',
  },
  current: false,
};

export interface DemoAccount {
  userCode: string;
  email: string;
  /** The agency's id of the account's client, in the demo feed. */
  client: string;
  roles: string[];
  autologin?: boolean;
  /** No password yet: the client enters by a first-access invite (`npm run invite`). */
  noPassword?: boolean;
  /** Disabled by the agency. */
  disabled?: boolean;
  /** The agency asks for a new password at the next login. */
  passwordUpdateRequired?: boolean;
  /** Consented only to the previous privacy notice: an update is pending after login. */
  previousPrivacyOnly?: boolean;
  /** A message the agency published for this client alone, shown after login. */
  loginMessage?: { agencyId: string; titolo: string; testo: string };
  /** The authenticator app's secret (base32), set up and confirmed (docs/decisions/0091). */
  totpSecret?: string;
  /** Never offered a passkey or the app: the home shows the offer's card (docs/decisions/0150). */
  offerDue?: boolean;
}

/**
 * The demo Superuser's authenticator secret, printed in the README (`oathtool --totp -b …`): demo only. The
 * seed never runs in production but for a staging demo (config.ts), and a production server without
 * STAGING_DEMO refuses its codes (modules/second-factor).
 */
export { DEMO_TOTP_SECRET } from '../modules/second-factor/index.js';

/** Demo accounts; later flows (onboarding, invites, disabled users) add theirs here. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userCode: '10000001',
    email: 'mario.rossi@example.it',
    client: 'CLI-000001',
    roles: [Role.USER],
    autologin: true,
  },
  {
    userCode: '10000002',
    email: 'giulia.bianchi@example.it',
    client: 'CLI-000002',
    roles: [Role.USER],
    passwordUpdateRequired: true,
    previousPrivacyOnly: true,
    loginMessage: {
      agencyId: 'MSG-0001',
      titolo: 'Novità per i clienti della filiale',
      testo:
        '<h2>Rinnovo della polizza casa</h2><p>Gentile cliente, dal <strong>1° gennaio</strong> la garanzia ' +
        'eventi atmosferici è compresa nella tua polizza senza costi aggiuntivi.</p>' +
        '<p><a href="/prodotti">Scopri i prodotti della tua agenzia</a></p>',
    },
  },
  { userCode: '10000003', email: 'luca.verdi@example.it', client: 'CLI-000003', roles: [Role.USER] },
  {
    userCode: '10000004',
    email: 'paolo.gallo@example.it',
    client: 'CLI-000004',
    roles: [Role.USER],
    noPassword: true,
  },
  {
    userCode: '10000005',
    email: 'sara.colombo@example.it',
    client: 'CLI-000005',
    roles: [Role.USER],
    disabled: true,
  },
  {
    userCode: '90000001',
    email: 'admin@example.it',
    client: 'STAFF-000001',
    roles: [Role.USER, Role.SUPERUSER],
    totpSecret: DEMO_TOTP_SECRET,
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.count ?? 0) === 0;
}

/**
 * The demo agency, when SEED_DEMO allows it and the database has no account yet (a fresh start). Instances
 * starting together on an empty database seed one after the other: the first writes the demo, the others
 * find accounts there (without the lock both imported it, and one failed on the import lock).
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: Pick<Config, 'APPLICATION_ID' | 'SEED_DEMO' | 'PUBLIC_URL' | 'PORT'>,
  secondFactorKey?: Buffer,
) {
  if (config.SEED_DEMO !== 'true') return;
  await whileStarting(db, async () => {
    if (await isDatabaseEmpty(db)) await seedDemoAgency(db, config, secondFactorKey);
  });
}

/** Nothing is sent while the demo agency is written: its feed is imported before any account exists. */
const SENDS_NOTHING: Deliveries = {
  email: () => Promise.reject(new Error('the demo agency sends no e-mail')),
  sms: () => Promise.reject(new Error('the demo agency sends no SMS')),
};

/** Writes the demo agency: its feed (clients with all their data, repair centres), accounts, notices. */
export async function seedDemoAgency(
  db: Db,
  config: Pick<Config, 'APPLICATION_ID' | 'PUBLIC_URL' | 'PORT'>,
  secondFactorKey: Buffer = derivedTestKey(),
): Promise<void> {
  const keys = new SecondFactorKeys(secondFactorKey);
  const outcome = await importFeed({ db, deliveries: SENDS_NOTHING, config }, { path: DEMO_FEED });
  if (!outcome.imported) throw new Error(`the demo feed is refused: ${JSON.stringify(outcome.problems)}`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(privacyTemplates).values([PREVIOUS_PROFILE_PRIVACY_TEMPLATE, PROFILE_PRIVACY_TEMPLATE]);
  const demoClients = new Map(
    (await db.select({ id: clients.id, agencyId: clients.agencyId, cell: clients.cell }).from(clients)).map(
      (client) => [client.agencyId, client],
    ),
  );
  for (const account of DEMO_ACCOUNTS) {
    const client = demoClients.get(account.client);
    if (!client) throw new Error(`demo client ${account.client} not in the demo feed`);
    const userId = await writeAccount(db, config, account, client, passwordHash);
    if (account.totpSecret) await enrolDemoSecret(db, keys, userId, account.totpSecret);
  }
}

/**
 * One account of an imported client, as the demo has them (verified, onboarded, its consents and message):
 * the demo's accounts, and those the end-to-end tests make for their own clients (`seed/dev-accounts.ts`).
 */
export async function writeAccount(
  db: Db,
  config: Pick<Config, 'APPLICATION_ID'>,
  account: DemoAccount,
  client: { id: number; cell: string | null },
  passwordHash: string,
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      userCode: account.userCode,
      clientId: client.id,
      email: account.email,
      passwordHash: account.noPassword ? null : passwordHash,
      passwordUpdateRequired: account.passwordUpdateRequired ?? false,
      disabledAt: account.disabled ? new Date('2026-10-01T09:00:00Z') : null,
      enabled: true,
      onboardCompleted: true,
      emailVerified: true,
      phone: client.cell,
      phoneVerified: Boolean(client.cell),
      autologinFlag: account.autologin ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo user ${account.userCode} not written`);
  await db
    .insert(userRoles)
    .values(account.roles.map((role) => ({ userId: user.id, applicationId: config.APPLICATION_ID, role })));
  const consented = account.previousPrivacyOnly
    ? PREVIOUS_PROFILE_PRIVACY_TEMPLATE
    : PROFILE_PRIVACY_TEMPLATE;
  await db.insert(privacyConsents).values({
    userId: user.id,
    type: consented.type,
    templateId: consented.templateId,
    values: Object.fromEntries(
      Object.keys(consented.items).map((key, index) => [key.replace('value', ''), index === 0 ? 'S' : 'N']),
    ),
    createdAt: new Date(account.previousPrivacyOnly ? '2026-01-15T09:00:00Z' : '2026-11-02T09:00:00Z'),
  });
  if (account.loginMessage) {
    const publishedAt = new Date('2026-11-01T08:00:00Z');
    const [message] = await db
      .insert(loginMessages)
      .values({ ...account.loginMessage, forEveryone: false, createdAt: publishedAt, publishedAt })
      .returning({ id: loginMessages.id });
    if (!message) throw new Error(`demo message ${account.loginMessage.agencyId} not written`);
    await db.insert(loginMessageRecipients).values({ messageId: message.id, userId: user.id });
  }
  // The demo's accounts (and the end-to-end tests' own) were offered the second factor already: they open
  // on the home without its card, unless a test asks for it; a client who registers sees it (decisions/0150).
  if (!account.offerDue) await markSecondFactorOffered(db, user.id, new Date('2026-11-01T08:00:00Z'));
  return user.id;
}
