import type { DOCUMENT_TYPES } from '@area-clienti/contract';

/** The sections of a policy read each on its own (its page's tabs, and its claims and documents). */
export type DossierPart =
  | 'tabs'
  | 'garanzie'
  | 'movimenti'
  | 'datiTecnici'
  | 'riserve'
  | 'sinistri'
  | 'documenti';

/** A document's owner: a policy or a claim. */
export type DocumentOwner = { type: (typeof DOCUMENT_TYPES)[number]; id: number };

/**
 * Every query key of the client's data, written here only, as a tree: what belongs to a policy lives
 * under `dossier(id).all`, so `invalidateQueries({ queryKey: queryKeys.dossier(id).all })` refreshes the
 * policy and each of its tabs, its claims and its documents at once, and nothing of another policy.
 */
export const queryKeys = {
  dossierList: ['dossierList'] as const,
  dossier: (dossierId: number | null) => ({
    all: ['dossier', dossierId] as const,
    part: (part: DossierPart) => ['dossier', dossierId, part] as const,
  }),
  /** Every claim of the client, or a policy's (then under the policy). */
  claims: (dossierId?: number) =>
    dossierId === undefined ? (['sinistri'] as const) : queryKeys.dossier(dossierId).part('sinistri'),
  claim: (sinistroID: number | null) => ['sinistro', sinistroID] as const,
  /** Every document of the client, a policy's (then under the policy), or a claim's. */
  documents: (owner?: DocumentOwner) =>
    owner === undefined
      ? (['documenti'] as const)
      : owner.type === 'dossier'
        ? queryKeys.dossier(owner.id).part('documenti')
        : (['sinistro', owner.id, 'documenti'] as const),
  inEvidenza: ['inEvidenza'] as const,
  calendarFeed: ['calendarFeed'] as const,
  anagrafica: ['anagrafica'] as const,
  /** The comuni a CAP or a name's first letters may be (the address form's suggestions). */
  comuni: (query: string) => ['comuni', query] as const,
  profilePrivacy: (type: string) => ['profilePrivacy', type] as const,
  privacyTemplate: (type: string, reader: 'public' | 'user') => ['privacyTemplate', type, reader] as const,
  accesses: ['accessi'] as const,
  passkeys: ['passkeys'] as const,
  agency: ['agency'] as const,
  branch: ['filiale'] as const,
  repairCentres: ['centriConvenzionati'] as const,
  loginMessage: ['loginMessage'] as const,
  inviteCheck: (userID: string, hash: string) => ['inviteCheck', userID, hash] as const,
  clients: ['getClienti'] as const,
  /** Whether instalments are paid online, and one payment as its return page reads it (issue 36). */
  paymentOptions: ['paymentOptions'] as const,
  payment: (paymentId: number) => ['payment', paymentId] as const,
};
