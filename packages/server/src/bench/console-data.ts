import { AUDIT_ACTIONS, IMPORT_TYPES } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/**
 * What the console's lists read, written straight into the tables in a few statements each
 * (generate_series), at an agency's scale after some years: the bench measures reading, not writing.
 * The clients (and their policies and accounts) come first, from bench-people.ts.
 */
export interface ConsoleScale {
  /** Documents, spread evenly over the clients' policies (10 each at 100,000 clients). */
  documents: number;
  /** Entries of the audit log, over two years: the staff's acts and the clients' own. */
  audit: number;
  /** Contact requests, over two years, most of them closed. */
  requests: number;
  /** Imports in the history, one a day. */
  imports: number;
  /** Messages the delivery queue holds that are failing (every try failed, or waiting for another). */
  failing: number;
  /** Messages sent, in the queue (the last hour) and archived (the last day). */
  sent: number;
}

/** The staff members who act in the audit log and the inbox. */
export const STAFF = Array.from({ length: 10 }, (_, n) => `3000000${n}`);
const BRANCHES = 40;

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

export async function writeBranches(db: Db): Promise<void> {
  await db.execute(sql`insert into branches (agency_id, name, bank, email, phone)
    select 'BR-' || g, 'Filiale ' || g, 'Banca', 'filiale' || g || '@agenzia.example', '06 555 ' || g
    from generate_series(1, ${BRANCHES}) g`);
  await db.execute(sql`update clients set branch_id = (select min(id) from branches) + id % ${BRANCHES}`);
}

export async function writeDocuments(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into documents (agency_id, dossier_id, name, data, tipo)
    select 'DOC-' || n, d.id, 'Documento ' || n, date '2016-01-01' + (n % 3650),
      case when n % 10 = 0 then 'attestato-di-rischio' end
    from (select n, (select min(id) from dossiers) + n % (select count(*) from dossiers) as dossier_id
          from generate_series(0, ${count - 1}) n) s
    join dossiers d on d.id = s.dossier_id`);
}

/**
 * The log over two years, oldest first: two in five entries a staff member's act on a client (mostly
 * opening their page), the rest a client's own (second factor, passkeys, their data); about one in
 * 20,000 a Superuser's disabling of an account (a rare action to filter by).
 */
export async function writeAudit(db: Db, count: number): Promise<void> {
  const staffActs = [
    'client.view',
    'client.view',
    'client.view',
    'user.invite',
    'inbox.take',
    'inbox.answer',
  ];
  const ownActs = [
    'user.second-factor-enable',
    'user.end-other-sessions',
    'user.export-data',
    'user.passkey-add',
    'user.second-factor-recovery-code',
  ];
  for (const act of [...staffActs, ...ownActs, 'user.disable']) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(act)) throw new Error(`not an audited act: ${act}`);
  }
  await db.execute(sql`insert into audit_log (at, actor, action, target)
    select now() - interval '730 days' + n * (interval '730 days' / ${count}),
      case when n % 5 < 2 then (${textArray(STAFF)}::text[])[1 + (n / 5) % 10] else t.code end,
      case when n % 20000 = 7 then 'user.disable'
           when n % 5 < 2 then (${textArray(staffActs)}::text[])[1 + (n / 5) % ${staffActs.length}]
           else (${textArray(ownActs)}::text[])[1 + (n / 5) % ${ownActs.length}] end,
      t.code
    from (select n, lpad((20000001 + (n::bigint * 7919) % (select max(id) from clients))::text, 8, '0') as code
          from generate_series(0, ${count - 1}) n) t`);
}

/** Contact requests over two years: the last hundred new, a few taken or answered, the rest closed. */
export async function writeRequests(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into contact_requests (numero, source, client_id, nome, cognome, email, oggetto,
      oggetto_testo, testo, polizza, branch_id, recipient, created_at, sent_at, stato, taken_by, taken_at,
      due_at, answered_at, first_answered_at)
    select 'R-1999-' || lpad(s.n::text, 6, '0'), 'authenticated', c.id, c.nome, c.cognome, c.email, '1',
      'Informazioni generali', 'Buongiorno',
      d.numero_polizza, c.branch_id, 'filiale@agenzia.example', s.at,
      case when s.n % 97 = 0 then null else s.at + interval '1 minute' end,
      case when s.n > ${count - 100} then 'new' when s.n > ${count - 400} then 'taken'
           when s.n > ${count - 600} then 'answered' else 'closed' end,
      case when s.n > ${count - 100} then null else (${textArray(STAFF)}::text[])[1 + s.n % 10] end,
      case when s.n > ${count - 100} then null else s.at + interval '2 hours' end,
      s.at + interval '1 day',
      case when s.n > ${count - 400} then null else s.at + interval '3 hours' end,
      case when s.n > ${count - 400} then null else s.at + interval '3 hours' end
    from (select n, now() - interval '730 days' + n * (interval '730 days' / ${count}) as at,
            (select min(id) from clients) + (n::bigint * 104729) % (select count(*) from clients) as client_id
          from generate_series(1, ${count}) n) s
    join clients c on c.id = s.client_id
    join dossiers d on d.client_id = c.id`);
}

/** One import a day, each with its summary, one in thirty refused with a few problems. */
export async function writeImports(db: Db, count: number): Promise<void> {
  const counts = { created: 3, updated: 120, removed: 1, unchanged: 99_000 };
  const summary = JSON.stringify({
    entities: Object.fromEntries(IMPORT_TYPES.map((type) => [type, counts])),
    notices: 40,
  });
  const problems = JSON.stringify(
    Array.from({ length: 5 }, (_, n) => ({
      file: 'clients.jsonl',
      line: n + 1,
      record: `client:${n}`,
      field: 'codiceFiscale',
      problem: 'Codice fiscale non valido',
    })),
  );
  await db.execute(sql`insert into import_history (actor, started_at, duration_ms, file_name, bytes, imported,
      summary, problem_count, problems)
    select 'cli:agenzia', now() - (${count} - n) * interval '1 day', 600000, 'flusso-' || n || '.zip', 80000000,
      n % 30 <> 0, case when n % 30 <> 0 then ${summary}::jsonb end, case when n % 30 = 0 then 5 else 0 end,
      case when n % 30 = 0 then ${problems}::jsonb else '[]'::jsonb end
    from generate_series(1, ${count}) n`);
}

/**
 * The delivery queue (pg-boss's tables, its queues already made): `failing` e-mails and SMS to the
 * clients that failed every try or wait for another (a bulk invitation while the mail server refused),
 * over the 30 days a failed message stays listed, the contact requests' unsent e-mails among them with
 * their receipts; `sent` messages half in the queue (the last hour), half archived (the last day).
 */
export async function writeDeliveries(db: Db, scale: Pick<ConsoleScale, 'failing' | 'sent'>): Promise<void> {
  const job = (state: string, count: number, since: string, table: 'job' | 'archive') =>
    sql`insert into ${sql.raw(`pgboss.${table}`)} (id, priority, retry_delay, retry_backoff, expire_in,
        keep_until, name, data, state, retry_count, retry_limit, created_on, start_after, completed_on, output)
      select gen_random_uuid(), 0, 30, true, interval '1 minute', now() + interval '14 days',
        case when n % 4 = 0 then 'sms' else 'email' end,
        case when n % 4 = 0 then jsonb_build_object('to', c.cell, 'text', 'Il codice è 123456')
             else jsonb_build_object('email', jsonb_build_object('to', c.email, 'subject', 'Il tuo accesso',
               'text', 'Buongiorno')) end,
        ${state}::pgboss.job_state, case when ${state} = 'failed' then 9 else n % 9 end, 9,
        now() - ${since}::interval + n * (${since}::interval / ${count}),
        now() + interval '10 minutes',
        case when ${state} in ('failed', 'completed') then now() - ${since}::interval + n * (${since}::interval / ${count}) end,
        case when ${state} in ('failed', 'retry') then '{"message": "refused: 550 mailbox unavailable"}'::jsonb end
      from generate_series(1, ${count}) n
      join clients c on c.id = (select min(id) from clients) + (n::bigint * 7907) % (select count(*) from clients)`;
  await db.execute(job('failed', Math.floor(scale.failing * 0.7), '30 days', 'job'));
  await db.execute(job('retry', scale.failing - Math.floor(scale.failing * 0.7), '8 hours', 'job'));
  await db.execute(job('completed', Math.floor(scale.sent / 2), '1 hour', 'job'));
  await db.execute(job('completed', scale.sent - Math.floor(scale.sent / 2), '1 day', 'archive'));
  await db.execute(sql`insert into pgboss.job (name, data, state, retry_count, retry_limit, created_on,
      completed_on, output)
    select 'email', jsonb_build_object('email', jsonb_build_object('to', r.recipient, 'subject', 'Richiesta',
        'text', r.testo), 'receipt', jsonb_build_object('kind', 'contact-request', 'id', r.id)),
      'failed', 9, 9, r.created_at, r.created_at + interval '8 hours', '{"message": "refused: 550"}'::jsonb
    from contact_requests r where r.sent_at is null`);
}
