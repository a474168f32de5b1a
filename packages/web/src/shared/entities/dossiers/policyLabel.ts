import type { DossierListItem } from '@area-clienti/contract';

/** "Auto Sicura n. 10020030 (targa GA123BC)": what a client recognises a policy by, in a list of choices. */
export const policyLabel = (policy: Pick<DossierListItem, 'prodotto' | 'numeroPolizza' | 'targa'>) =>
  `${policy.prodotto} n. ${policy.numeroPolizza}${policy.targa?.trim() ? ` (targa ${policy.targa.trim()})` : ''}`;
