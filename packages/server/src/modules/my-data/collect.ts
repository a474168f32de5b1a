import { type MyDataExport, myDataExport, PRIVACY_KEYS } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { type SessionLimits, toAccesso } from '../accesses/index.js';
import { accountOfUser } from '../accounts/index.js';
import { sessionsOfUser } from '../auth/index.js';
import { claimsOfClient } from '../claims/index.js';
import { contactRequestsWithThreads } from '../contact/index.js';
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
import { ownDataChangesForExport } from '../own-data/index.js';
import { consentHistoryOfUser } from '../privacy/index.js';
import { addressesOfClient, clientRecord } from '../profile/index.js';

/**
 * More accesses than a person makes in the 90 days sessions are kept: a bound on the file, should a
 * script log in again and again (docs/decisions/0061).
 */
export const EXPORTED_ACCESSES = 1_000;

/**
 * What the house keeps of a client, read by the client's own readers (the area's): for the client's own
 * export (`collectMyData`, through the token's ids) and the console's page of a client (`collectClientFile`,
 * docs/decisions/0096). Without an account, only the agency's records of the client.
 */
export async function collectClientData(
  db: Db,
  whose: { userId: number | null; clientId: number | null },
  now: Date,
  limits: SessionLimits,
) {
  const { userId, clientId } = whose;
  const account = userId === null ? undefined : await accountOfUser(db, userId);
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
    userId === null ? [] : consentHistoryOfUser(db, userId),
    userId === null ? [] : sessionsOfUser(db, userId, EXPORTED_ACCESSES),
    userId === null ? [] : contactRequestsWithThreads(db, userId),
  ]);
  return {
    account: account
      ? {
          userID: account.userCode,
          email: account.email,
          cellulare: account.phone,
          registratoIl: account.createdAt.toISOString(),
          accessoAutomatico: account.autologinFlag,
          avvisiEmail: account.clientNotices,
        }
      : null,
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
      numero: request.numero,
      data: request.createdAt.toISOString(),
      oggetto: request.oggettoTesto,
      testo: request.testo,
      polizza: request.polizza,
      messaggi: request.messages.map((message) => ({
        data: message.at.toISOString(),
        autore: message.author === 'client' ? ('cliente' as const) : ('filiale' as const),
        testo: message.text,
      })),
    })),
  };
}

/**
 * Everything kept about the caller, read only through their own user and client ids (the token's): their
 * account, the agency's records of them, their policies with every section, claims, documents' list,
 * consents with their history, accesses, requests to the branch with their threads, and the changes of
 * their own data made in the area. A section the agency is refreshing is exported as it is held. The contract's schema checks the result, so no field beyond it can leave.
 */
export async function collectMyData(
  db: Db,
  caller: { userId: number; clientId: number | null },
  now: Date,
  limits: SessionLimits,
): Promise<MyDataExport> {
  const data = await collectClientData(db, caller, now, limits);
  if (!data.account) throw new Error(`the caller's user ${caller.userId} is gone`);
  return myDataExport.parse({
    formato: 'area-clienti/miei-dati',
    versione: 1,
    generatoIl: now.toISOString(),
    ...data,
    account: data.account,
    // The console's page of a client lists these with the feed's value beside (modificheCliente).
    modificheDati: caller.clientId === null ? [] : await ownDataChangesForExport(db, caller.clientId),
  });
}
