import { createHash } from 'node:crypto';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { openPostgres } from './db/database.js';
import { emptyDatabase } from './test/database.js';
import { ManualClock } from './test/harness.js';
import { journalEntries, migrationsOf, RELEASES } from './test/migrations.js';

const PASSWORD = 'Rilascio-1.0.0!';
const SESSION_TOKEN = 'a-session-opened-before-the-upgrade';
const NOW = new Date('2026-11-26T10:00:00Z');
const DOCUMENT_BYTES = '%PDF-1.4\n';
/** The client's name, birthplace, tax code, e-mail and mobile, in getAnagrafica's order. */
const CLIENT = [
  'Anna',
  'Ferri',
  'Milano',
  'FRRNNA75C41F205X',
  'anna.ferri@example.it',
  '+393471112233',
] as const;

/**
 * An agency's data as 1.0.0 wrote it, in that schema (drizzle 0000–0008): a branch, a client with an
 * address, a policy with an instalment, a claim, a document (its bytes in the file storage, 0008), an
 * account with its role, a password hashed by 1.0.0 (argon2id, 19 MiB, 2 passes) and an open session.
 * Later releases only add to that schema, so the same rows fit a database any 1.x release made; a release
 * that changes a column these rows fill says so here first.
 */
async function writeAsRelease100(pool: pg.Pool): Promise<void> {
  const sessionHash = createHash('sha256').update(SESSION_TOKEN).digest('base64url');
  await pool.query(`
    insert into branches (agency_id, name, bank, email, phone, opening_hours)
      values ('FIL-1', 'Filiale di Roma Centro', 'Banca di Prova', 'roma@example.it', '06 1234567', 'Lun-Ven 8:30-13:30');
    insert into clients (agency_id, nome, cognome, citta_nascita, codice_fiscale, email, cell, branch_id)
      select 'CLI-1', ${CLIENT.map((field) => `'${field}'`).join(', ')}, id from branches;
    insert into addresses (client_id, indirizzo, comune, cap, provincia)
      select id, 'Via Dante 7', 'Milano', '20121', 'MI' from clients;
    insert into dossiers (agency_id, client_id, numero_polizza, prodotto, tipo_sicuro, tipologia, area, stato,
        data_inizio, data_scadenza, premio, compagnia)
      select 'POL-1', id, '10020030', 'Casa Serena', 'Casa', 'Abitazione', 'Casa e famiglia', 'ATTIVA',
        '2026-01-01', '2027-01-01', 345.67, 'Compagnia di Prova' from clients;
    insert into movimenti (dossier_id, titolo, data_scadenza, stato, premio)
      select id, 'Rata 1/2026', '2026-01-01', 'PAGATO', 345.67 from dossiers;
    insert into sinistri (agency_id, dossier_id, stato, stato_descr, evento, evento_descr,
        numero_sinistro_compagnia, data_sinistro, data_apertura)
      select 'SIN-1', id, 'APERTO', 'Aperto', 'ACQUA', 'Danni da acqua', 'C-2026-7', '2026-03-02', '2026-03-04'
      from dossiers;
    with file as (
      insert into stored_files (owner, name, mime_type, size, content)
        values ('document:', 'Attestato di rischio.pdf', 'application/pdf', 9, '\\x${Buffer.from(DOCUMENT_BYTES, 'latin1').toString('hex')}')
        returning id)
    insert into documents (agency_id, dossier_id, name, data, mime_type, tipo, file_id)
      select 'DOC-1', d.id, 'Attestato di rischio.pdf', '2026-01-01', 'application/pdf', 'attestato-di-rischio', file.id
      from dossiers d, file;
    update stored_files f set owner = 'document:' || d.id from documents d where d.file_id = f.id;
    insert into users (user_code, client_id, email, password_hash, enabled, onboard_completed, email_verified,
        phone, phone_verified)
      select '10000100', id, 'anna.ferri@example.it',
        '$argon2id$v=19$m=19456,t=2,p=1$VVgkxb9ZgFx0J9HXg0z3dQ$kZ1fvYDu/PMJoQjQEobSNbGOZgaKHB+HRj/It5CFNNM',
        true, true, true, '+393471112233', true from clients;
    insert into user_roles (user_id, application_id, role) select id, '${DEFAULT_APPLICATION_ID}', 'User' from users;
    insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
      select '${sessionHash}', id, '${new Date(NOW.getTime() - 60_000).toISOString()}',
        '${new Date(NOW.getTime() - 60_000).toISOString()}', '${new Date(NOW.getTime() + 3_600_000).toISOString()}'
      from users;
  `);
}

/** What 1.0.0's rows show in the area now, to their client: all of it, through the current calls. */
async function expectTheDataOf100(app: FastifyInstance): Promise<void> {
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  // The password 1.0.0 hashed still opens the area, and the session it opened is still open.
  const login = await post(ApiPath.login, {
    loginId: '10000100',
    password: PASSWORD,
    applicationId: DEFAULT_APPLICATION_ID,
  });
  expect(login.statusCode).toBe(200);
  const token = login.json().token as string;
  const policies = await post(ApiPath.getDossierList, {}, SESSION_TOKEN);
  expect(policies.statusCode).toBe(200);
  expect((await post(ApiPath.getDossierList, {}, token)).json()).toEqual(policies.json());

  const [policy] = policies.json().dossiers;
  expect(policy).toMatchObject({
    numeroPolizza: '10020030',
    prodotto: 'Casa Serena',
    tipoProdotto: { sicuro: 'Casa', tipologia: 'Abitazione', area: 'Casa e famiglia' },
    stato: 'ATTIVA',
    dataInizio: '2026-01-01',
    dataScadenza: '2027-01-01',
    premio: 345.67,
    compagnia: 'Compagnia di Prova',
  });
  const dossierId = policy.dossierID;
  expect((await post(ApiPath.getMovimenti, { dossierId }, token)).json().movimenti).toMatchObject([
    { titolo: 'Rata 1/2026', dataScadenza: '2026-01-01', stato: 'PAGATO', premio: 345.67 },
  ]);
  expect((await post(ApiPath.getSinistri, { dossierId }, token)).json().sinistri).toMatchObject([
    {
      numeroPolizza: '10020030',
      stato: 'APERTO',
      statoDescr: 'Aperto',
      evento: 'ACQUA',
      eventoDescr: 'Danni da acqua',
      numeroSinistroNumCompagnia: 'C-2026-7',
      dataSinistro: '2026-03-02',
      dataApertura: '2026-03-04',
    },
  ]);
  const documents = (await post(ApiPath.getDocumenti, { type: 'dossier', id: dossierId }, token)).json();
  expect(documents.documenti).toMatchObject([
    { name: 'Attestato di rischio.pdf', data: '2026-01-01', tipo: 'attestato-di-rischio' },
  ]);
  const file = await post(ApiPath.getDocumentoFile, { documentID: documents.documenti[0].documentID }, token);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.toString('latin1')).toBe(DOCUMENT_BYTES);

  const [nome, cognome, cittaNascita, codiceFiscale, email, cell] = CLIENT;
  expect((await post(ApiPath.getAnagrafica, {}, token)).json()).toEqual({
    status: 'OK',
    anagrafica: { nome, cognome, cittaNascita, codiceFiscale, email, cell },
    indirizzi: [{ indirizzo: 'Via Dante 7', comune: 'Milano', cap: '20121', provincia: 'MI' }],
  });
  expect((await post(ApiPath.getFiliale, {}, token)).json().filiale).toEqual({
    nome: 'Filiale di Roma Centro',
    banca: 'Banca di Prova',
    telefono: '06 1234567',
    orari: 'Lun-Ven 8:30-13:30',
  });
}

describe('an agency upgrading from a release', () => {
  it.each(RELEASES.map((release) => [release.version, release] as const))(
    "keeps the data of a database %s made: the start's migrations bring it up to date, and the area shows it",
    async (version, release) => {
      const database = await emptyDatabase(`upgrade_${version.replace(/\W/g, '_')}`);
      try {
        await migrate(drizzle(database.pool), { migrationsFolder: await migrationsOf(release) });
        await writeAsRelease100(database.pool);

        // What a new instance does at its start (main.ts): the migrations this database lacks, applied and
        // listed, then the app on it.
        const upgraded = openPostgres(database.url);
        try {
          const since = journalEntries().slice(release.migrations.length);
          expect(await upgraded.migrate()).toEqual(since.map(({ tag }) => tag));
          const app = await buildApp({
            config: testConfig({ LOG_LEVEL: 'error' }),
            db: upgraded.db,
            clock: new ManualClock(NOW),
          });
          try {
            await expectTheDataOf100(app);
          } finally {
            await app.close();
          }
        } finally {
          await upgraded.close();
        }
      } finally {
        await database.close();
      }
    },
    // Two schemas built and an argon2id login: seconds on a quiet machine, several times that on a busy one.
    60_000,
  );
});
