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

export const getDossier = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getDossier, { dossierId }, dossierReply, { signal });
export const getDossierTabs = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getDossierTabs, { dossierId }, dossierTabsReply, { signal });
export const getGaranzie = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getGaranzie, { dossierId }, garanzieReply, { signal });
export const getMovimenti = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getMovimenti, { dossierId }, movimentiReply, { signal });
export const getDatiTecnici = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getDatiTecnici, { dossierId }, datiTecniciReply, { signal });
export const getRiserve = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getRiserve, { dossierId }, riserveReply, { signal });

/** A policy and its sections as queries, keyed by the dossier (the keys are written here only). */
export const dossierQueries = {
  dossier: (dossierId: number | null) =>
    queryOptions({
      queryKey: ['dossier', dossierId],
      queryFn: ({ signal }) => getDossier(dossierId as number, signal),
      enabled: dossierId !== null,
    }),
  tabs: (dossierId: number | null) =>
    queryOptions({
      queryKey: ['dossierTabs', dossierId],
      queryFn: ({ signal }) => getDossierTabs(dossierId as number, signal),
      enabled: dossierId !== null,
    }),
  garanzie: (dossierId: number) =>
    queryOptions({
      queryKey: ['garanzie', dossierId],
      queryFn: ({ signal }) => getGaranzie(dossierId, signal),
    }),
  movimenti: (dossierId: number) =>
    queryOptions({
      queryKey: ['movimenti', dossierId],
      queryFn: ({ signal }) => getMovimenti(dossierId, signal),
    }),
  datiTecnici: (dossierId: number) =>
    queryOptions({
      queryKey: ['datiTecnici', dossierId],
      queryFn: ({ signal }) => getDatiTecnici(dossierId, signal),
    }),
  riserve: (dossierId: number) =>
    queryOptions({
      queryKey: ['riserve', dossierId],
      queryFn: ({ signal }) => getRiserve(dossierId, signal),
    }),
};

export const useDossier = (dossierId: number | null) => useQuery(dossierQueries.dossier(dossierId));
export const useDossierTabs = (dossierId: number | null) => useQuery(dossierQueries.tabs(dossierId));
export const useGaranzie = (dossierId: number) => useQuery(dossierQueries.garanzie(dossierId));
export const useMovimenti = (dossierId: number) => useQuery(dossierQueries.movimenti(dossierId));
export const useDatiTecnici = (dossierId: number) => useQuery(dossierQueries.datiTecnici(dossierId));
export const useRiserve = (dossierId: number) => useQuery(dossierQueries.riserve(dossierId));
