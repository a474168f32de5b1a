import {
  GLANCE_WINDOW_DAYS,
  type InEvidenzaItem,
  NO_DATE_YEAR,
  type PolicyGlance,
  type UnpaidInstalment,
} from '@area-clienti/contract';
import { addDays, daysBetween, type IsoDay } from '../../shared/clock.js';
import type { GlanceClaimRow } from '../claims/index.js';
import type { GlanceDossierRow, GlanceMovimentoRow } from '../dossiers/index.js';

/**
 * The rules of the home's at-a-glance and of the calendar (docs/decisions/0060), on what the queries read:
 * pure, so that every boundary day is tested without a database.
 */

/** Instalments a year for each `rata` the agency writes; the premio is the year's (582 € 'Mensile' → 48,50 €). */
const INSTALMENTS_PER_YEAR: Record<string, number> = {
  annuale: 1,
  'premio unico': 1,
  semestrale: 2,
  quadrimestrale: 3,
  trimestrale: 4,
  bimestrale: 6,
  mensile: 12,
};

/** A day the agency gave: not missing, not the "no date" of SPEC §9 (a year of 9999). */
export const isDay = (day: string | null): day is IsoDay => day !== null && !day.startsWith(NO_DATE_YEAR);

/**
 * The movimenti the agency lists as 'Da pagare' (any case), with a due day, and not paid online: a payment
 * the provider confirmed settles the instalment before the agency's feed catches up (decisions/0152).
 */
export const unpaidOf = (movimenti: readonly GlanceMovimentoRow[]) =>
  movimenti.filter(
    (m): m is GlanceMovimentoRow & { dataScadenza: IsoDay } =>
      m.stato.trim().toLowerCase() === 'da pagare' && isDay(m.dataScadenza) && !m.paidOnline,
  );

/** Cancelled or withdrawn on or before today: its end is nothing to act on. */
export const isCancelled = (dossier: Pick<GlanceDossierRow, 'dataAnnulloDisdetta'>, today: IsoDay) =>
  isDay(dossier.dataAnnulloDisdetta) && dossier.dataAnnulloDisdetta <= today;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amount of the payment due on `date`: the movimento the agency lists for that day, else the year's
 * premio divided by the instalments of its `rata`; null when neither says it (an unknown rata, no premio).
 */
export function paymentAmount(
  dossier: Pick<GlanceDossierRow, 'premio' | 'rata'>,
  date: IsoDay,
  movimenti: readonly GlanceMovimentoRow[],
): number | null {
  const listed = movimenti.find((m) => m.dataScadenza === date && m.premio !== null && m.premio > 0);
  if (listed) return listed.premio;
  const perYear = INSTALMENTS_PER_YEAR[dossier.rata?.trim().toLowerCase() ?? ''];
  if (!perYear || dossier.premio === null || dossier.premio <= 0) return null;
  return cents(dossier.premio / perYear);
}

/**
 * The policy's end when it matters now: at most 30 days ahead, or at most 30 days past (expired). A
 * policy cancelled or withdrawn on or before today has no expiry to act on; "no date" (9999) none at all.
 */
export function expiryOf(
  dossier: Pick<GlanceDossierRow, 'dataScadenza' | 'dataAnnulloDisdetta'>,
  today: IsoDay,
): PolicyGlance['expiry'] {
  if (!isDay(dossier.dataScadenza)) return null;
  if (isCancelled(dossier, today)) return null;
  const daysLeft = daysBetween(today, dossier.dataScadenza);
  if (Math.abs(daysLeft) > GLANCE_WINDOW_DAYS) return null;
  return { date: dossier.dataScadenza, daysLeft, expired: daysLeft < 0 };
}

/** The day an import's change happened, as a day (UTC is close enough for "the last 30 days"). */
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

type RecentClaim = PolicyGlance['recentClaims'][number];

function recentClaimsOf(claims: readonly GlanceClaimRow[], since: IsoDay): RecentClaim[] {
  return claims
    .flatMap((claim): RecentClaim[] => {
      const about = { sinistroID: claim.id, eventoDescr: claim.eventoDescr };
      if (claim.changedAt && dayOf(claim.changedAt) >= since) {
        return [{ ...about, news: 'changed', date: dayOf(claim.changedAt) }];
      }
      if (isDay(claim.dataApertura) && claim.dataApertura >= since) {
        return [{ ...about, news: 'opened', date: claim.dataApertura }];
      }
      return [];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.sinistroID - a.sinistroID);
}

export interface GlanceInput {
  today: IsoDay;
  dossiers: readonly GlanceDossierRow[];
  movimenti: readonly GlanceMovimentoRow[];
  claims: readonly GlanceClaimRow[];
}

/** The readable policies, each with what of its sections may be read (a section being refreshed is not). */
export function readableParts({ dossiers, movimenti, claims }: GlanceInput) {
  return dossiers
    .filter((dossier) => !dossier.locked)
    .map((dossier) => ({
      dossier,
      movimenti: dossier.lockedSections.includes('movimenti')
        ? []
        : movimenti.filter((m) => m.dossierId === dossier.id),
      claims: dossier.lockedSections.includes('sinistri')
        ? []
        : claims.filter((c) => c.dossierId === dossier.id),
    }));
}

/** Each readable policy at a glance. */
export function policiesAtAGlance(input: GlanceInput): PolicyGlance[] {
  const since = addDays(input.today, -GLANCE_WINDOW_DAYS);
  return readableParts(input).map(({ dossier, movimenti, claims }) => {
    const unpaid: UnpaidInstalment[] = unpaidOf(movimenti).map((m) => ({
      movimentoId: m.id,
      titolo: m.titolo,
      dataScadenza: m.dataScadenza,
      premio: m.premio,
      overdue: m.dataScadenza < input.today,
    }));
    const next = dossier.prossimoPagamento;
    return {
      dossierID: dossier.id,
      numeroPolizza: dossier.numeroPolizza,
      prodotto: dossier.prodotto,
      nextPayment: isDay(next) ? { date: next, amount: paymentAmount(dossier, next, movimenti) } : null,
      unpaid,
      expiry: expiryOf(dossier, input.today),
      recentClaims: recentClaimsOf(claims, since),
    };
  });
}

const KIND_ORDER: Record<InEvidenzaItem['kind'], number> = {
  overdueInstalment: 0,
  expired: 1,
  expiring: 2,
  dueInstalment: 3,
};

/**
 * What needs the client's action, most urgent first: instalments past due, policies expired, policies
 * expiring, then instalments due within 30 days; within a kind, the earliest day first.
 */
export function inEvidenzaOf(policies: readonly PolicyGlance[], today: IsoDay): InEvidenzaItem[] {
  const horizon = addDays(today, GLANCE_WINDOW_DAYS);
  const items: InEvidenzaItem[] = [];
  for (const policy of policies) {
    const about = {
      dossierID: policy.dossierID,
      numeroPolizza: policy.numeroPolizza,
      prodotto: policy.prodotto,
    };
    for (const instalment of policy.unpaid) {
      if (!instalment.overdue && instalment.dataScadenza > horizon) continue;
      items.push({
        ...about,
        kind: instalment.overdue ? 'overdueInstalment' : 'dueInstalment',
        date: instalment.dataScadenza,
        daysLeft: daysBetween(today, instalment.dataScadenza),
        movimentoId: instalment.movimentoId,
        titolo: instalment.titolo,
        amount: instalment.premio,
      });
    }
    if (policy.expiry) {
      items.push({
        ...about,
        kind: policy.expiry.expired ? 'expired' : 'expiring',
        date: policy.expiry.date,
        daysLeft: policy.expiry.daysLeft,
        movimentoId: null,
        titolo: null,
        amount: null,
      });
    }
  }
  return items.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.date.localeCompare(b.date) || a.dossierID - b.dossierID,
  );
}
