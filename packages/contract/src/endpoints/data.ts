import {
  anagraficaReply,
  anagraficaRequest,
  datiTecniciReply,
  documentiReply,
  documentiRequest,
  documentiZipRequest,
  documentoReply,
  documentoRequest,
  dossierListReply,
  dossierListRequest,
  dossierReply,
  dossierRequest,
  dossierTabsReply,
  garanzieReply,
  movimentiReply,
  riserveReply,
  sinistriReply,
  sinistriRequest,
  sinistroReply,
  sinistroRequest,
} from '../data.js';
import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../data.ts. */

/** A policy's, claim's or document's call: another client's answers like a missing one; a refresh locks it. */
const OF_A_DOSSIER = [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED] as const;

export const getDossierList = {
  method: 'POST',
  path: ApiPath.getDossierList,
  access: 'user',
  body: dossierListRequest,
  reply: dossierListReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getDossier = {
  method: 'POST',
  path: ApiPath.getDossier,
  access: 'user',
  body: dossierRequest,
  reply: dossierReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getDossierTabs = {
  method: 'POST',
  path: ApiPath.getDossierTabs,
  access: 'user',
  body: dossierRequest,
  reply: dossierTabsReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getGaranzie = {
  method: 'POST',
  path: ApiPath.getGaranzie,
  access: 'user',
  body: dossierRequest,
  reply: garanzieReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getDatiTecnici = {
  method: 'POST',
  path: ApiPath.getDatiTecnici,
  access: 'user',
  body: dossierRequest,
  reply: datiTecniciReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getMovimenti = {
  method: 'POST',
  path: ApiPath.getMovimenti,
  access: 'user',
  body: dossierRequest,
  reply: movimentiReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getRiserve = {
  method: 'POST',
  path: ApiPath.getRiserve,
  access: 'user',
  body: dossierRequest,
  reply: riserveReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getSinistri = {
  method: 'POST',
  path: ApiPath.getSinistri,
  access: 'user',
  body: sinistriRequest,
  reply: sinistriReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getSinistro = {
  method: 'POST',
  path: ApiPath.getSinistro,
  access: 'user',
  body: sinistroRequest,
  reply: sinistroReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getDocumenti = {
  method: 'POST',
  path: ApiPath.getDocumenti,
  access: 'user',
  body: documentiRequest,
  reply: documentiReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getDocumento = {
  method: 'POST',
  path: ApiPath.getDocumento,
  access: 'user',
  body: documentoRequest,
  reply: documentoReply,
  errors: OF_A_DOSSIER,
} as const satisfies JsonEndpoint;

export const getDocumentoFile = {
  method: 'POST',
  path: ApiPath.getDocumentoFile,
  access: 'user',
  body: documentoRequest,
  file: '*/*',
  errors: OF_A_DOSSIER,
} as const satisfies FileEndpoint;

export const getDocumentiZip = {
  method: 'POST',
  path: ApiPath.getDocumentiZip,
  access: 'user',
  body: documentiZipRequest,
  file: 'application/zip',
  errors: OF_A_DOSSIER,
} as const satisfies FileEndpoint;

export const getAnagrafica = {
  method: 'POST',
  path: ApiPath.getAnagrafica,
  access: 'user',
  body: anagraficaRequest,
  reply: anagraficaReply,
  errors: [ErrorCode.NOT_FOUND],
  servesPendingSteps: true,
} as const satisfies JsonEndpoint;
