import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { SmtpMailer } from '../../delivery/smtp.js';
import { importRecords } from '../../test/agency-records.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { clientWithPayment, policyRecords, reimportPolicy } from '../../test/payments.js';
import { pdftotext } from '../../test/poppler.js';
import { PAYMENT_SETTLED } from './settled-queue.js';

// The receipt of a payment taken online (issue 36 item 4, docs/decisions/0153): the job `payment-settled`
// makes it, keeps it among the client's documents, e-mails it; run twice, once.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = useTestApp({
  deps: () => ({
    mailer: { send: (email) => new SmtpMailer(smtp.url, 'Area Clienti <no-reply@example.it>').send(email) },
  }),
});

/** The job run as the server runs it, then the e-mails it queued sent to the SMTP server. */
async function settle(paymentId: number) {
  await t.app.queues.send(PAYMENT_SETTLED, { paymentId });
  await t.app.queues.drain(PAYMENT_SETTLED);
  await t.app.deliveries.drain();
}

/** pdfinfo's report (poppler, not our code): the document's title and the rest. */
async function pdfinfo(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'receipt-'));
  try {
    await writeFile(join(dir, 'r.pdf'), pdf);
    return (await promisify(execFile)('pdfinfo', [join(dir, 'r.pdf')])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const documentsOf = async (token: string) =>
  (await t.post(ApiPath.getDocumenti, {}, token)).json().documenti as {
    documentID: number;
    name: string;
    nPolizza: string;
    data: string;
  }[];

describe('the receipt of a payment', () => {
  it("is a PDF in the client's documents and on the policy, e-mailed to the account with it attached", async () => {
    const paid = await clientWithPayment(t);
    const [account] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${paid.userId}`,
    );
    const email = account?.email as string;
    await settle(paid.payment.id);

    const documents = await documentsOf(paid.token);
    const receipt = documents.find((doc) => doc.name.startsWith('Quietanza'));
    expect(receipt).toMatchObject({
      name: `Quietanza ${paid.numero} n. ${paid.payment.id}.pdf`,
      nPolizza: paid.numero,
      data: '2026-11-22',
    });
    const dossierId = paid.payment.dossierId as number;
    const onPolicy = (
      await t.post(ApiPath.getDocumenti, { type: 'dossier', id: dossierId }, paid.token)
    ).json();
    expect(onPolicy.documenti.map((doc: { name: string }) => doc.name)).toContain(receipt?.name);

    const file = await t.post(ApiPath.getDocumentoFile, { documentID: receipt?.documentID }, paid.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = (await pdftotext(file.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Quietanza di pagamento n. ${paid.payment.id}`);
    expect(text).toContain(t.config.AGENCY_LEGAL_NAME);
    expect(text).toContain(t.config.AGENCY_ADDRESS);
    expect(text).toContain(`Cliente: Test Glance`);
    expect(text).toContain(`Polizza: ${paid.numero}`);
    expect(text).toContain('Rata: Rata 2/2026');
    expect(text).toContain('Scadenza della rata: 15/12/2026');
    expect(text).toContain('Importo pagato: 1.234,56 €');
    // 13:05 UTC is 14:05 in Rome in November.
    expect(text).toContain('Data del pagamento: 22/11/2026 alle 14:05');
    expect(text).toContain('Pagato online tramite: Stripe');
    expect(text).toContain(`Riferimento del pagamento: pi_test_${paid.agencyId}`);
    const info = await pdfinfo(file.rawPayload);
    expect(info).toMatch(new RegExp(`^Title:\\s+Quietanza di pagamento n. ${paid.payment.id}$`, 'm'));
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(file.rawPayload.toString('latin1')).toContain('/Lang (it-IT)');

    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Area Clienti: pagamento ricevuto, la tua quietanza');
    expect(mail?.text).toContain(
      `abbiamo ricevuto il pagamento di 1.234,56 € della rata «Rata 2/2026» della polizza ${paid.numero}, il 22/11/2026.`,
    );
    // Nothing a receipt does not need: no tax code, no reference of the money in the message itself.
    expect(mail?.text).not.toContain('pi_test_');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ filename: receipt?.name, contentType: 'application/pdf' });
    expect(mail?.attachments[0]?.content.equals(file.rawPayload)).toBe(true);

    const [audit] = await selectRows<{ action: string; detail: Record<string, string> }>(
      t.db,
      sql`select action, detail from audit_log where action = 'payment.receipt'
        and detail ->> 'payment' = ${String(paid.payment.id)}`,
    );
    expect(audit?.detail).toMatchObject({ emailed: 'yes', document: String(receipt?.documentID) });
  });

  it('is made once and e-mailed once, however many times the job runs', async () => {
    const paid = await clientWithPayment(t);
    await settle(paid.payment.id);
    await settle(paid.payment.id);
    await Promise.all([
      t.app.queues.send(PAYMENT_SETTLED, { paymentId: paid.payment.id }),
      t.app.queues.send(PAYMENT_SETTLED, { paymentId: paid.payment.id }),
    ]);
    await Promise.all([t.app.queues.drain(PAYMENT_SETTLED), t.app.queues.drain(PAYMENT_SETTLED)]);
    await t.app.deliveries.drain();
    const receipts = (await documentsOf(paid.token)).filter((doc) => doc.name.startsWith('Quietanza'));
    expect(receipts).toHaveLength(1);
    const [files] = await selectRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from stored_files where owner = ${`payment-receipt:${paid.payment.id}`}`,
    );
    expect(files?.count).toBe(1);
    const [account] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${paid.userId}`,
    );
    expect(smtp.to(account?.email as string)).toHaveLength(1);
  });

  it("goes to the account's e-mail of the moment, and a payment not paid gets none", async () => {
    const paid = await clientWithPayment(t);
    await t.db.execute(
      sql`update users set email = ${`nuova.${paid.userId}@example.it`} where id = ${paid.userId}`,
    );
    await settle(paid.payment.id);
    expect(smtp.to(`nuova.${paid.userId}@example.it`)).toHaveLength(1);

    const open = await clientWithPayment(t, { state: 'open' });
    await settle(open.payment.id);
    expect((await documentsOf(open.token)).filter((doc) => doc.name.startsWith('Quietanza'))).toEqual([]);
  });

  it("stays through the agency's next imports, which know nothing of it", async () => {
    const paid = await clientWithPayment(t);
    await settle(paid.payment.id);
    await reimportPolicy(t, paid.agencyId, paid.numero, 'Da pagare');
    await reimportPolicy(t, paid.agencyId, paid.numero, 'Pagato');
    const receipts = (await documentsOf(paid.token)).filter((doc) => doc.name.startsWith('Quietanza'));
    expect(receipts).toHaveLength(1);
    const file = await t.post(ApiPath.getDocumentoFile, { documentID: receipts[0]?.documentID }, paid.token);
    expect(file.statusCode).toBe(200);
  });

  it("answers another client's receipt as a missing document", async () => {
    const paid = await clientWithPayment(t);
    const other = await clientWithPayment(t, { state: 'open' });
    await settle(paid.payment.id);
    const [receipt] = (await documentsOf(paid.token)).filter((doc) => doc.name.startsWith('Quietanza'));
    const reply = await t.post(ApiPath.getDocumentoFile, { documentID: receipt?.documentID }, other.token);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: 'NOTFOUND_001' } });
  });

  it('is not filed on a policy moved to another holder before the job ran; the e-mail still goes', async () => {
    const paid = await clientWithPayment(t);
    const holder = await clientWithPayment(t, { state: 'open' });
    // The agency's next feed gives the policy to the other client.
    await importRecords(t, policyRecords(holder.agencyId, paid.numero));
    await settle(paid.payment.id);

    const quietanze = (docs: { name: string }[]) => docs.filter((doc) => doc.name.startsWith('Quietanza'));
    expect(quietanze(await documentsOf(holder.token))).toEqual([]);
    const onPolicy = await t.post(
      ApiPath.getDocumenti,
      { type: 'dossier', id: paid.payment.dossierId },
      holder.token,
    );
    expect(onPolicy.statusCode, onPolicy.body).toBe(200);
    expect(quietanze(onPolicy.json().documenti)).toEqual([]);
    expect(quietanze(await documentsOf(paid.token))).toEqual([]);
    const [account] = await selectRows<{ email: string }>(
      t.db,
      sql`select email from users where id = ${paid.userId}`,
    );
    const [mail] = smtp.to(account?.email as string);
    expect(mail?.attachments[0]?.filename).toBe(`Quietanza ${paid.numero} n. ${paid.payment.id}.pdf`);
  });
});
