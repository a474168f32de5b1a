import type { Sinistro } from '@area-clienti/contract';
import { formatAmountsInText, formatDate } from '@/shared/format';
import { labels } from '@/shared/messages';

export interface ClaimField {
  label: string;
  value: string;
  /** The policy number: shown as a link to the claim's policy. */
  policy?: boolean;
}

/** The rows of "Dettagli sinistro": the fixed labels of SPEC §3, then every extra detail; empty ones left out. */
export function claimFields(sinistro: Sinistro): ClaimField[] {
  const l = labels.sinistro;
  const fixed: [string, string | null | undefined][] = [
    [l.dataSinistro, formatDate(sinistro.dataSinistro)],
    [l.dataApertura, formatDate(sinistro.dataApertura)],
    [l.numeroPolizza, sinistro.numeroPolizza],
    [l.stato, sinistro.statoDescr ?? sinistro.stato],
    [l.evento, sinistro.eventoDescr ?? sinistro.evento],
    [l.numeroSinistro, sinistro.numeroSinistroNumCompagnia],
    [l.operazioni, sinistro.operazioni],
  ];
  // The agency's own details are free text: their amounts are written as every other amount here.
  const extra = Object.entries(sinistro.dettagli).map(([label, value]): [string, string] => [
    label,
    formatAmountsInText(value),
  ]);
  return [...fixed, ...extra]
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([label, value]) => (label === l.numeroPolizza ? { label, value, policy: true } : { label, value }));
}
