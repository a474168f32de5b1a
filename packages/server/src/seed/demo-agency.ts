import { Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { ClientRecord } from '../agency-data/records.js';
import { insertClient } from '../agency-data/write.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { privacyConsents, privacyTemplates, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { CHIARA_ESPOSITO, LUCA_VERDI, MARIO_ROSSI } from './demo-clients.js';

/** The one password of every demo account (README). */
export const DEMO_PASSWORD = 'Prova2026!';

/** The privacy notice of the profile (type 775) and its consents. */
export const PROFILE_PRIVACY_TEMPLATE = {
  type: '775',
  templateId: '775-2026-01',
  items: {
    privacy01value: 'Trattamento dei dati per la gestione del contratto e dei sinistri (necessario)',
    privacy02value: 'Invio di comunicazioni commerciali su prodotti assicurativi e bancari',
    privacy03value: 'Analisi delle preferenze per offerte personalizzate',
  },
};

export interface DemoAccount {
  userCode: string;
  email: string;
  client: ClientRecord;
  roles: string[];
  autologin?: boolean;
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
  { userCode: '10000003', email: 'luca.verdi@example.it', client: LUCA_VERDI, roles: [Role.USER] },
  {
    userCode: '90000001',
    email: 'admin@example.it',
    client: CHIARA_ESPOSITO,
    roles: [Role.USER, Role.SUPERUSER],
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (rows[0]?.count ?? 0) === 0;
}

/** Writes the demo agency: its clients with all their data, their accounts, the privacy template. */
export async function seedDemoAgency(db: Db, config: Pick<Config, 'APPLICATION_ID'>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(privacyTemplates).values(PROFILE_PRIVACY_TEMPLATE);
  for (const account of DEMO_ACCOUNTS) {
    const clientId = await insertClient(db, account.client);
    const [user] = await db
      .insert(users)
      .values({
        userCode: account.userCode,
        clientId,
        email: account.email,
        passwordHash,
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
    await db.insert(privacyConsents).values({
      userId: user.id,
      type: PROFILE_PRIVACY_TEMPLATE.type,
      templateId: PROFILE_PRIVACY_TEMPLATE.templateId,
      values: { privacy01: 'S', privacy02: 'N', privacy03: 'N' },
    });
  }
}
