import { randomUUID } from 'node:crypto';
import { ErrorCode, type PaymentView, type StartPaymentReply } from '@area-clienti/contract';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionIdentity } from '../../http/identity.js';
import { type Checkout, type PaymentProvider, ProviderUnavailable } from '../../payments/index.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findUserById } from '../accounts/index.js';
import { type InstalmentOfClient, instalmentOfClient, isReadableDossierOfClient } from '../dossiers/index.js';
import {
  insertPayment,
  liveOfInstalment,
  lockInstalmentCheckout,
  lockPayment,
  type PaymentRow,
  paymentOfClient,
  updatePayment,
} from './queries.js';
import {
  auditPayment,
  followCheckout,
  moveTo,
  type TransitionDeps,
  transactionEndingCheckouts,
} from './transitions.js';

export interface PaymentDeps extends TransitionDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  /** The configured provider, or null: no payment online. */
  provider: PaymentProvider | null;
}

/** How long a checkout takes payments: Stripe's shortest, 30 minutes (and a minute for the clocks). */
const CHECKOUT_MINUTES = 31;
/** An open checkout with less than this left is not handed out again: a new one is opened instead. */
const REUSE_MARGIN_MS = 5 * 60_000;

/** Stripe's largest amount of a checkout (and well within the column's int4): above it, not payable online. */
const MAX_CHECKOUT_CENTS = 99_999_999;

/** The instalment's premio (numeric text, `123.45`) in whole cents, counted on the digits, never a float. */
export function centsOf(premio: string | null): number | null {
  const match = premio === null ? null : /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(premio.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

const italianDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : null);

function descriptionOf(instalment: InstalmentOfClient) {
  const due = italianDay(instalment.dataScadenza);
  return `Polizza ${instalment.numeroPolizza} – rata ${instalment.titolo}${due ? ` del ${due}` : ''}`;
}

/**
 * The provider's call; its failure (down, refusing) is PAGAMENTO_004, and nothing has been marked. Its
 * reason (Stripe's error kind and code: a wrong key, an unreachable host) goes to the log for the agency.
 */
async function atProvider<T>(deps: TransitionDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    deps.log?.warn({ reason: error.message }, 'payment provider unavailable');
    throw new AppError(ErrorCode.PAYMENT_PROVIDER_DOWN);
  }
}

/** What a start found: a checkout to go to, or an instalment paid meanwhile or not due (told after the commit). */
type Started = { reply: Omit<StartPaymentReply, 'status'> } | { alreadyPaid: true } | { notDue: true };

/** The instalment's amount in cents when it can be paid online now: readable, 'Da pagare', within limits. */
function payableCents(instalment: InstalmentOfClient): number | null {
  const cents = centsOf(instalment.premio);
  const due = instalment.stato.trim().toLowerCase() === 'da pagare';
  if (!instalment.readable || !due || cents === null || cents <= 0 || cents > MAX_CHECKOUT_CENTS) return null;
  return cents;
}

/**
 * The client's side of paying an instalment online (issue 36, decisions/0151): whether it is offered, a
 * checkout opened (or the open one handed out again), a payment read back on the return page, a checkout
 * given up. The amount is always the instalment's, read here.
 */
export class PaymentService {
  constructor(private readonly deps: PaymentDeps) {}

  get online(): boolean {
    return this.deps.provider !== null;
  }

  async start(identity: SessionIdentity, movimentoId: number): Promise<Omit<StartPaymentReply, 'status'>> {
    const provider = this.deps.provider;
    if (provider === null) throw new AppError(ErrorCode.PAYMENT_NOT_OFFERED);
    const { clientId } = identity;
    if (clientId === null) throw notFound();
    const instalment = await instalmentOfClient(this.deps.db, clientId, movimentoId);
    if (!instalment) throw notFound();
    // One at a time per instalment, the provider's call inside: a second tap waits and finds the first's.
    const started = await this.deps.db.transaction(async (tx): Promise<Started> => {
      await lockInstalmentCheckout(tx, movimentoId);
      const live = await liveOfInstalment(tx, movimentoId);
      if (live.paid) return { alreadyPaid: true };
      // What the instalment asks now (an import may have changed its amount, or said it paid), first.
      const amountCents = payableCents(instalment);
      if (live.open) {
        const open = live.open;
        const checkoutId = open.checkoutId;
        const timeLeft = (open.expiresAt?.getTime() ?? 0) - this.deps.clock.now().getTime();
        const reusable =
          amountCents !== null &&
          open.amountCents === amountCents &&
          open.clientId === clientId &&
          open.checkoutUrl !== null &&
          timeLeft > REUSE_MARGIN_MS;
        // The provider asked first: paid meanwhile (its notification still on its way), completed by a
        // delayed method, or still open. One not to hand out again (of another amount, an instalment no
        // longer due, its time up or nearly) is ended there, so it can never be paid beside a new one.
        const state = checkoutId
          ? await atProvider(this.deps, () =>
              reusable ? provider.retrieveCheckout(checkoutId) : provider.expireCheckout(checkoutId),
            )
          : null;
        // Re-read under its lock: a notification may have changed it during the provider's call.
        const locked = await lockPayment(tx, open.id);
        if (!locked) throw notFound();
        const actor = `provider:${provider.name}`;
        const after = state
          ? await followCheckout(tx, this.deps, locked, state, actor)
          : await moveTo(tx, this.deps, locked, 'expired', actor);
        if (after.state === 'paid') return { alreadyPaid: true };
        if (after.state === 'open' && state?.status === 'open' && reusable && open.checkoutUrl) {
          return { reply: { paymentId: open.id, url: open.checkoutUrl } };
        }
        // Completed with a delayed method (MyBank) whose money is on its way: no second checkout; the
        // client goes to that payment's page, which says it is pending.
        if (after.state === 'open' && state?.status === 'complete') {
          return {
            reply: { paymentId: after.id, url: `${publicUrl(this.deps.config)}/pagamento/${after.id}` },
          };
        }
        // Still open at the provider though asked to end (its clock behind ours): ended here.
        if (after.state === 'open') await moveTo(tx, this.deps, after, 'expired', identity.userCode);
      }
      // Not to pay: told after the commit, which keeps the old checkout's end recorded.
      if (amountCents === null) return { notDue: true };
      const now = this.deps.clock.now();
      const row = await insertPayment(tx, {
        userId: identity.userId,
        clientId,
        movimentoId,
        dossierId: instalment.dossierId,
        numeroPolizza: instalment.numeroPolizza,
        titolo: instalment.titolo,
        dataScadenza: instalment.dataScadenza,
        amountCents,
        currency: 'EUR',
        state: 'open',
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      });
      const back = `${publicUrl(this.deps.config)}/pagamento/${row.id}`;
      const email = (await findUserById(tx, identity.userId))?.email;
      const checkout = await atProvider(this.deps, () =>
        provider.createCheckout({
          paymentId: row.id,
          amountCents,
          currency: 'EUR',
          description: descriptionOf(instalment),
          successUrl: `${back}?esito=completato`,
          cancelUrl: `${back}?esito=annullato`,
          expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
          ...(email ? { customerEmail: email } : {}),
          // Stable across the SDK's retry of this call; unique even if a restored database reused the id.
          idempotencyKey: `payment-${row.id}-${randomUUID()}`,
        }),
      );
      if (!checkout.url) throw new AppError(ErrorCode.PAYMENT_PROVIDER_DOWN);
      const opened = await updatePayment(tx, row.id, {
        checkoutId: checkout.id,
        checkoutUrl: checkout.url,
        expiresAt: checkout.expiresAt,
        updatedAt: now,
      });
      await auditPayment(tx, this.deps, opened, identity.userCode, 'payment.start', {
        checkout: checkout.id,
      });
      return { reply: { paymentId: row.id, url: checkout.url } };
    });
    if ('alreadyPaid' in started) throw new AppError(ErrorCode.PAYMENT_ALREADY_PAID);
    if ('notDue' in started) throw new AppError(ErrorCode.PAYMENT_NOT_DUE);
    return started.reply;
  }

  /**
   * One of the client's payments. While open, the provider is asked what became of its checkout: the
   * notification may still be on its way when the client is back, and the page should not wait for it.
   */
  async get(identity: SessionIdentity, paymentId: number): Promise<PaymentView> {
    let row = await this.own(identity, paymentId);
    const provider = this.deps.provider;
    if (row.state === 'open' && row.checkoutId && provider) {
      const checkout = await provider.retrieveCheckout(row.checkoutId).catch((error: unknown) => {
        if (error instanceof ProviderUnavailable) return null;
        throw error;
      });
      // What the provider says is recorded as the provider's word, as its notification would be.
      if (checkout) row = await this.follow(row.id, checkout, `provider:${provider.name}`);
    }
    return this.view(row);
  }

  /** The client came back without paying: the checkout ended at the provider, unless it was paid. */
  async cancel(identity: SessionIdentity, paymentId: number): Promise<PaymentView> {
    const row = await this.own(identity, paymentId);
    const provider = this.deps.provider;
    if (row.state !== 'open') return this.view(row);
    const checkoutId = row.checkoutId;
    const ended =
      provider && checkoutId ? await atProvider(this.deps, () => provider.expireCheckout(checkoutId)) : null;
    const after = await transactionEndingCheckouts(this.deps, async (tx) => {
      const locked = await lockPayment(tx, row.id);
      if (!locked) throw notFound();
      if (ended === null || ended.status === 'expired')
        return moveTo(tx, this.deps, locked, 'cancelled', identity.userCode);
      return followCheckout(tx, this.deps, locked, ended, identity.userCode);
    });
    return this.view(after);
  }

  private async follow(paymentId: number, checkout: Checkout, actor: string): Promise<PaymentRow> {
    return transactionEndingCheckouts(this.deps, async (tx) => {
      const locked = await lockPayment(tx, paymentId);
      if (!locked) throw notFound();
      return followCheckout(tx, this.deps, locked, checkout, actor);
    });
  }

  private async own(identity: SessionIdentity, paymentId: number): Promise<PaymentRow> {
    if (identity.clientId === null) throw notFound();
    const row = await paymentOfClient(this.deps.db, identity.clientId, paymentId);
    if (!row) throw notFound();
    return row;
  }

  private async view(row: PaymentRow): Promise<PaymentView> {
    const linked =
      row.dossierId !== null && (await isReadableDossierOfClient(this.deps.db, row.clientId, row.dossierId));
    return {
      id: row.id,
      state: row.state,
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      numeroPolizza: row.numeroPolizza,
      titolo: row.titolo,
      dataScadenza: row.dataScadenza,
      dossierID: linked ? row.dossierId : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      reference: row.providerReference,
    };
  }
}
