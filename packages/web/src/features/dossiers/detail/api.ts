import {
  ApiPath,
  datiTecniciReply,
  dossierReply,
  garanzieReply,
  movimentiReply,
  riserveReply,
} from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export const getDossier = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getDossier, { dossierId }, dossierReply, { signal });
export const getGaranzie = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getGaranzie, { dossierId }, garanzieReply, { signal });
export const getMovimenti = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getMovimenti, { dossierId }, movimentiReply, { signal });
export const getDatiTecnici = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getDatiTecnici, { dossierId }, datiTecniciReply, { signal });
export const getRiserve = (dossierId: number, signal?: AbortSignal) =>
  api.post(ApiPath.getRiserve, { dossierId }, riserveReply, { signal });

export function useDossier(dossierId: number | null) {
  return useQuery({
    queryKey: ['dossier', dossierId],
    queryFn: ({ signal }) => getDossier(dossierId as number, signal),
    enabled: dossierId !== null,
  });
}

export const useGaranzie = (dossierId: number) =>
  useQuery({ queryKey: ['garanzie', dossierId], queryFn: ({ signal }) => getGaranzie(dossierId, signal) });
export const useMovimenti = (dossierId: number) =>
  useQuery({ queryKey: ['movimenti', dossierId], queryFn: ({ signal }) => getMovimenti(dossierId, signal) });
export const useDatiTecnici = (dossierId: number) =>
  useQuery({
    queryKey: ['datiTecnici', dossierId],
    queryFn: ({ signal }) => getDatiTecnici(dossierId, signal),
  });
export const useRiserve = (dossierId: number) =>
  useQuery({ queryKey: ['riserve', dossierId], queryFn: ({ signal }) => getRiserve(dossierId, signal) });
