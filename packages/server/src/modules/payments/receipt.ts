import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import { paymentReceiptEmail } from '../../delivery/payment-templates.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { insertAudit } from '../audit/index.js';
import { insertAreaDocument } from '../documents/index.js';
import { isDossierOfClient } from '../dossiers/index.js';
import { type AnnounceBookLine, booksChanged } from './books.js';
import { eurosOfCents, receiptFileName, renderReceiptPdf, romeDayOf } from './receipt-pdf.js';
import { paymentForReceipt } from './receipt-queries.js';

export interface ReceiptDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'AGENCY_LEGAL_NAME'
    | 'AGENCY_ADDRESS'
    | 'AGENCY_VAT_NUMBER'
    | 'AGENCY_RUI_NUMBER'
    | 'AGENCY_EMAIL'
    | 'PUBLIC_URL'
    | 'PORT'
  >;
  files: FileStorage;
  deliveries: Deliveries;
  announceBookLine?: AnnounceBookLine | undefined;
}

/** The file storage's owner of a payment's receipt: one receipt per payment, found by it. */
export const receiptOwner = (paymentId: number) => `payment-receipt:${paymentId}`;

/**
 * The work of `payment-settled` (docs/decisions/0153): the payment's receipt, a PDF kept in the file
 * storage and listed among the client's documents on the policy it pays; the e-mail that confirms the
 * payment to the account's current address with the receipt attached; the payment in the agency's books.
 * One transaction, on the payment's row locked: run twice, the second run finds the receipt and does
 * nothing, so there is one receipt and one e-mail. Answers whether it issued the receipt now.
 */
export async function issueReceipt(deps: ReceiptDeps, paymentId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await paymentForReceipt(tx, paymentId);
    // Not (or no longer) a payment that took money: nothing to acknowledge.
    if (!row?.payment.paidAt || !['paid', 'refunded'].includes(row.payment.state)) return false;
    await booksChanged(tx, paymentId, deps.announceBookLine);
    const files = deps.files.within(tx);
    if ((await files.listByOwner(receiptOwner(paymentId))).length > 0) return false;
    const { payment } = row;
    const paidAt = payment.paidAt as Date;
    const name = receiptFileName({ numeroPolizza: payment.numeroPolizza, paymentId });
    const pdf = renderReceiptPdf(deps.config, {
      paymentId,
      cliente: `${row.nome} ${row.cognome}`.trim(),
      numeroPolizza: payment.numeroPolizza,
      titolo: payment.titolo,
      dataScadenza: payment.dataScadenza,
      amountCents: payment.amountCents,
      paidAt,
      provider: payment.provider,
      providerReference: payment.providerReference,
    });
    const fileId = await files.put(receiptOwner(paymentId), name, 'application/pdf', pdf);
    // On the policy's documents while the policy is the client's (one moved to another holder before this
    // job ran must not show that holder the receipt); the file and the e-mail stay either way.
    const documentId =
      payment.dossierId === null || !(await isDossierOfClient(tx, payment.clientId, payment.dossierId))
        ? undefined
        : await insertAreaDocument(tx, {
            areaId: `quietanza-${paymentId}`,
            dossierId: payment.dossierId,
            name,
            data: paidAt.toISOString().slice(0, 10),
            fileId,
          });
    const sendTo = row.email !== null && row.accountDisabledAt === null ? row.email : null;
    if (sendTo !== null) {
      const mail = paymentReceiptEmail({
        nome: row.nome,
        importo: eurosOfCents(payment.amountCents),
        titolo: payment.titolo,
        numeroPolizza: payment.numeroPolizza,
        giorno: romeDayOf(paidAt),
        fileName: name,
        link: `${publicUrl(deps.config)}/login`,
      });
      await deps.deliveries.email(
        {
          to: sendTo,
          ...mail,
          attachments: [
            { filename: name, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
          ],
        },
        { db: tx },
      );
    }
    await insertAudit(tx, {
      at: deps.clock.now(),
      actor: 'system',
      action: 'payment.receipt',
      target: row.userCode ?? `client:${row.agencyClientId}`,
      detail: {
        payment: String(paymentId),
        ...(documentId === undefined ? {} : { document: String(documentId) }),
        emailed: sendTo === null ? 'no' : 'yes',
      },
    });
    return true;
  });
}
