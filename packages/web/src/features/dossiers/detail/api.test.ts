import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sinistriQuery } from '@/shared/entities/claims/api';
import { documentiQuery } from '@/shared/entities/documents/api';
import { queryKeys } from '@/shared/entities/query-keys';
import { dossierQueries } from './api';

/** Every query the app keeps about one policy: its page, its tabs, its claims and its documents. */
const policyQueries = (dossierId: number) => [
  dossierQueries.dossier(dossierId),
  dossierQueries.tabs(dossierId),
  dossierQueries.garanzie(dossierId),
  dossierQueries.movimenti(dossierId),
  dossierQueries.datiTecnici(dossierId),
  dossierQueries.riserve(dossierId),
  sinistriQuery(dossierId),
  documentiQuery({ type: 'dossier', id: dossierId }),
];

describe('the queries of a policy', () => {
  it('are all refreshed by one invalidation of the policy, and those of another policy are not', async () => {
    const client = new QueryClient();
    const keys: QueryKey[] = [...policyQueries(7), ...policyQueries(8)].map((query) => query.queryKey);
    for (const key of keys) client.setQueryData(key, { status: 'OK' });
    const stale = (dossierId: number) =>
      policyQueries(dossierId).map((query) => client.getQueryState(query.queryKey)?.isInvalidated);

    await client.invalidateQueries({ queryKey: queryKeys.dossier(7).all });

    expect(stale(7)).toEqual(policyQueries(7).map(() => true));
    expect(stale(8)).toEqual(policyQueries(8).map(() => false));
  });

  it('keep the client’s lists of every claim and every document apart from any one policy', () => {
    const underPolicy = (key: QueryKey) => key[0] === 'dossier';
    expect(underPolicy(sinistriQuery().queryKey)).toBe(false);
    expect(underPolicy(documentiQuery().queryKey)).toBe(false);
    expect(underPolicy(documentiQuery({ type: 'sinistro', id: 7 }).queryKey)).toBe(false);
  });
});
