import { type MyDataExport, myDataExport, PRIVACY_KEYS } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { type SessionLimits, toAccesso } from '../accesses/index.js';
import { accountOfUser } from '../accounts/index.js';
import { sessionsOfUser } from '../auth/index.js';
import { claimsOfClient } from '../claims/index.js';
import { contactRequestsOfUser } from '../contact/index.js';
import { documentsOfClient } from '../documents/index.js';
import {
  datiTecniciOfDossier,
  garanzieOfDossier,
  listDossiersOfClient,
  movimentiOfDossier,
  nucleoOfDossier,
  riserveOfDossier,
  toDatoTecnico,
  toDossier,
} from '../dossiers/index.js';
import { consentHistoryOfUser } from '../privacy/index.js';
import { addressesOfClient, clientRecord } from '../profile/index.js';

/**
 * More accesses than a person makes in the 90 days sessions are kept: a bound on the file, should a
 * script log in again and again (docs/decisions/0061).
 */
export const EXPORTED_ACCESSES = 1_000;

/**
 * Everything kept about the caller, read only through their own user and client ids (the token's): their
 * account, the agency's records of them, their policies with every section, claims, documents' list,
 * consents with their history, accesses and requests to the branch. A section the agency is refreshing is
 * exported as it is held. The contract's schema checks the result, so no field beyond it can leave.
 */
export async function collectMyData(
  db: Db,
  caller: { userId: number; clientId: number | null },
  now: Date,
  limits: SessionLimits,
): Promise<MyDataExport> {
  const { userId, clientId } = caller;
  const account = await accountOfUser(db, userId);
  if (!account) throw new Error(`the caller's user ${userId} is gone`);
  const client = clientId === null ? undefined : await clientRecord(db, clientId);
  const dossierRows = clientId === null ? [] : await listDossiersOfClient(db, clientId);
  const polizze = [];
  for (const row of dossierRows) {
    const [beni, nucleo, movimenti, datiTecnici, riserve] = await Promise.all([
      garanzieOfDossier(db, row.id),
      nucleoOfDossier(db, row.id),
      movimentiOfDossier(db, row.id),
      datiTecniciOfDossier(db, row.id),
      riserveOfDossier(db, row.id),
    ]);
    polizze.push({
      ...toDossier(row),
      // The download is behind a step-up (decisions/0092): the client's own data whole, the IBAN too.
      iban: row.iban,
      garanzie: beni,
      nucleo,
      movimenti,
      datiTecnici: datiTecnici.map(toDatoTecnico),
      riserve,
    });
  }
  const [claims, documents, consents, sessions, requests] = await Promise.all([
    clientId === null ? [] : claimsOfClient(db, clientId),
    clientId === null ? [] : documentsOfClient(db, clientId),
    consentHistoryOfUser(db, userId),
    sessionsOfUser(db, userId, EXPORTED_ACCESSES),
    contactRequestsOfUser(db, userId),
  ]);
  return myDataExport.parse({
    formato: 'area-clienti/miei-dati',
    versione: 1,
    generatoIl: now.toISOString(),
    account: {
      userID: account.userCode,
      email: account.email,
      cellulare: account.phone,
      registratoIl: account.createdAt.toISOString(),
      accessoAutomatico: account.autologinFlag,
      avvisiEmail: account.clientNotices,
    },
    anagrafica: client
      ? {
          nome: client.nome,
          cognome: client.cognome,
          cittaNascita: client.cittaNascita,
          codiceFiscale: client.codiceFiscale,
          email: client.email,
          cell: client.cell,
        }
      : null,
    indirizzi: clientId === null ? [] : await addressesOfClient(db, clientId),
    polizze,
    sinistri: claims.map((claim) => claim.sinistro),
    documenti: documents.map((document) => document.documento),
    consensi: consents.map((consent) => ({
      data: consent.createdAt.toISOString(),
      type: consent.type,
      templateID: consent.templateId,
      risposte: PRIVACY_KEYS.flatMap((key) => {
        const valore = consent.values[key];
        if (valore === undefined) return [];
        return [{ chiave: key, testo: consent.items?.[`${key}value`]?.trim() || null, valore }];
      }),
    })),
    accessi: sessions.map((session) => toAccesso(session, now, limits)),
    richiesteDiContatto: requests.map((request) => ({
      data: request.createdAt.toISOString(),
      oggetto: request.oggettoTesto,
      testo: request.testo,
      polizza: request.polizza,
    })),
  });
}
