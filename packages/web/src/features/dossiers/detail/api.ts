import {
  ApiPath,
  datiTecniciReply,
  dossierReply,
  dossierTabsReply,
  garanzieReply,
  movimentiReply,
  riserveReply,
} from '@area-clienti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';

export const getDossier = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getDossier, { dossierId }, dossierReply, { signal });
export const getDossierTabs = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getDossierTabs, { dossierId }, dossierTabsReply, { signal });
export const getGaranzie = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getGaranzie, { dossierId }, garanzieReply, { signal });
export const getMovimenti = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getMovimenti, { dossierId }, movimentiReply, { signal });
export const getDatiTecnici = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getDatiTecnici, { dossierId }, datiTecniciReply, { signal });
export const getRiserve = (dossierId: number, signal?: AbortSignal) =>
  api.call(ApiPath.getRiserve, { dossierId }, riserveReply, { signal });

/** A policy and its sections as queries, each under the policy's key (shared/entities/query-keys.ts). */
export const dossierQueries = {
  dossier: (dossierId: number | null) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).all,
      queryFn: ({ signal }) => getDossier(dossierId as number, signal),
      enabled: dossierId !== null,
    }),
  tabs: (dossierId: number | null) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).part('tabs'),
      queryFn: ({ signal }) => getDossierTabs(dossierId as number, signal),
      enabled: dossierId !== null,
    }),
  garanzie: (dossierId: number) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).part('garanzie'),
      queryFn: ({ signal }) => getGaranzie(dossierId, signal),
    }),
  movimenti: (dossierId: number) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).part('movimenti'),
      queryFn: ({ signal }) => getMovimenti(dossierId, signal),
    }),
  datiTecnici: (dossierId: number) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).part('datiTecnici'),
      queryFn: ({ signal }) => getDatiTecnici(dossierId, signal),
    }),
  riserve: (dossierId: number) =>
    queryOptions({
      queryKey: queryKeys.dossier(dossierId).part('riserve'),
      queryFn: ({ signal }) => getRiserve(dossierId, signal),
    }),
};

export const useDossier = (dossierId: number | null) => useQuery(dossierQueries.dossier(dossierId));
export const useDossierTabs = (dossierId: number | null) => useQuery(dossierQueries.tabs(dossierId));
export const useGaranzie = (dossierId: number) => useQuery(dossierQueries.garanzie(dossierId));
export const useMovimenti = (dossierId: number) => useQuery(dossierQueries.movimenti(dossierId));
export const useDatiTecnici = (dossierId: number) => useQuery(dossierQueries.datiTecnici(dossierId));
export const useRiserve = (dossierId: number) => useQuery(dossierQueries.riserve(dossierId));
