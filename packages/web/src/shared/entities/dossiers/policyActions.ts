/** A policy's ways forward (the help panel's and the policy page's): 'Contatta la filiale', 'Trova un centro convenzionato'. */
import type { ContactReason } from '@area-clienti/contract';
import { paths } from '@/shared/routes';

/** What the help panel needs of a policy (a row of getDossierList). */
export interface HelpPolicy {
  dossierID: number;
  numeroPolizza: string;
  prodotto: string;
  targa: string | null;
}

export type HelpAction = 'contactBranch' | 'findRepairCentre';
export interface HelpLink {
  action: HelpAction;
  to: string;
}

/** A motor policy is one with a plate (SPEC §2 "Shared frame"). */
export const isMotorPolicy = (policy: Pick<HelpPolicy, 'targa'>) => Boolean(policy.targa?.trim());

/**
 * The help panel's links for the chosen policy: 'Contatta la filiale' always, and for a motor policy
 * 'Trova un centro convenzionato' too. Only policy numbers made of digits are carried: `/contatti`
 * takes a numeric `dossier` (SPEC §2).
 */
export function helpLinks(policy: HelpPolicy | null | undefined): HelpLink[] {
  if (!policy) return [];
  const numero = policy.numeroPolizza.trim();
  const dossier = /^\d+$/.test(numero) ? numero : undefined;
  const links: HelpLink[] = [{ action: 'contactBranch', to: paths.contacts({ dossier }) }];
  if (isMotorPolicy(policy)) {
    links.push({ action: 'findRepairCentre', to: paths.contacts({ dossier, repairCentre: true }) });
  }
  return links;
}

/**
 * The branch request an action opens (decisions/0105): the home's 'In evidenza' and
 * the policy page's actions: /contatti about the policy, with the reason and
 * the amount shown, which the form fills in.
 */
export function reasonRequest(numeroPolizza: string, motivo: ContactReason, amount?: number | null): string {
  const importo = amount && amount > 0 ? `&importo=${amount.toFixed(2)}` : '';
  return `${paths.contacts({ dossier: numeroPolizza })}&motivo=${motivo}${importo}`;
}

/**
 * The policy the panel starts with: the one on the screen (a policy page), else the only one, when the
 * client has just one.
 */
export function initialHelpPolicy<T extends HelpPolicy>(
  policies: readonly T[],
  viewedDossierId: number | null = null,
): T | null {
  const viewed = policies.find((policy) => policy.dossierID === viewedDossierId);
  if (viewed) return viewed;
  return policies.length === 1 ? (policies[0] ?? null) : null;
}
