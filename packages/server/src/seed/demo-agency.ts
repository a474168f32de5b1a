import { Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { ClientRecord } from '../agency-data/records.js';
import { insertClient, upsertRepairCentres } from '../agency-data/write.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { loginMessages, privacyConsents, privacyTemplates, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import {
  ANNA_NERI,
  CHIARA_ESPOSITO,
  GIULIA_BIANCHI,
  LUCA_VERDI,
  MARIO_ROSSI,
  PAOLO_GALLO,
  SARA_COLOMBO,
} from './demo-clients.js';
import { DEMO_REPAIR_CENTRES } from './demo-repair-centres.js';

/** The one password of every demo account (README). */
export const DEMO_PASSWORD = 'Prova2026!';

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
  client: ClientRecord;
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
}

/** Demo accounts; later flows (onboarding, invites, disabled users) add theirs here. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userCode: '10000001',
    email: 'mario.rossi@example.it',
    client: MARIO_ROSSI,
    roles: [Role.USER],
    autologin: true,
  },
  {
    userCode: '10000002',
    email: 'giulia.bianchi@example.it',
    client: GIULIA_BIANCHI,
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
  { userCode: '10000003', email: 'luca.verdi@example.it', client: LUCA_VERDI, roles: [Role.USER] },
  {
    userCode: '10000004',
    email: 'paolo.gallo@example.it',
    client: PAOLO_GALLO,
    roles: [Role.USER],
    noPassword: true,
  },
  {
    userCode: '10000005',
    email: 'sara.colombo@example.it',
    client: SARA_COLOMBO,
    roles: [Role.USER],
    disabled: true,
  },
  {
    userCode: '90000001',
    email: 'admin@example.it',
    client: CHIARA_ESPOSITO,
    roles: [Role.USER, Role.SUPERUSER],
  },
];

/** Clients with policies and no account: they register themselves (Anna Neri, policy 70000042). */
export const DEMO_CLIENTS_TO_REGISTER: ClientRecord[] = [ANNA_NERI];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.count ?? 0) === 0;
}

/** The demo agency, when SEED_DEMO allows it and the database has no account yet (a fresh start). */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'APPLICATION_ID' | 'SEED_DEMO'>) {
  if (config.SEED_DEMO === 'true' && (await isDatabaseEmpty(db))) await seedDemoAgency(db, config);
}

/** Writes the demo agency: clients with all their data, accounts, privacy templates, repair centres. */
export async function seedDemoAgency(db: Db, config: Pick<Config, 'APPLICATION_ID'>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(privacyTemplates).values([PREVIOUS_PROFILE_PRIVACY_TEMPLATE, PROFILE_PRIVACY_TEMPLATE]);
  await upsertRepairCentres(db, DEMO_REPAIR_CENTRES);
  for (const client of DEMO_CLIENTS_TO_REGISTER) await insertClient(db, client);
  for (const account of DEMO_ACCOUNTS) {
    const clientId = await insertClient(db, account.client);
    const [user] = await db
      .insert(users)
      .values({
        userCode: account.userCode,
        clientId,
        email: account.email,
        passwordHash: account.noPassword ? null : passwordHash,
        passwordUpdateRequired: account.passwordUpdateRequired ?? false,
        disabledAt: account.disabled ? new Date('2026-10-01T09:00:00Z') : null,
        enabled: true,
        onboardCompleted: true,
        emailVerified: true,
        phone: account.client.cell ?? null,
        phoneVerified: Boolean(account.client.cell),
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
      await db
        .insert(loginMessages)
        .values({ ...account.loginMessage, userId: user.id, publishedAt: new Date('2026-11-01T08:00:00Z') });
    }
  }
}
