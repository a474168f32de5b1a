import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import {
  feedIssueMessage,
  IMPORT_TYPES,
  type ImportClaim,
  type ImportClient,
  type ImportDocument,
  type ImportDossier,
  type ImportRecord,
  type ImportType,
  importRecordByType,
  importRemoval,
} from '@area-clienti/contract';
import type { z } from 'zod';
import type { Sections } from './section-stages.js';

/**
 * One record of the feed, checked, as the import stages it: the row of its table (columns by their
 * PostgreSQL names, for jsonb_populate_record), its sections (section-stages.ts), and the agency ids it
 * points at.
 */
export interface StagedRecord {
  kind: ImportType;
  agencyId: string;
  /** The record it belongs to: a client's branch, a policy's client, a claim's or a document's policy. */
  parentRef: string | null;
  /** A document's claim. */
  claimRef: string | null;
  removed: boolean;
  /** A digest of everything the record says: an unchanged record is not written again. */
  hash: string | null;
  /** The row as JSON text (written once, for the digest and for the staging table), and the sections. */
  row: string | null;
  sections: Sections | null;
  /** A document's file: staged apart from the row, as bytes (binary-copy.ts), for the file storage. */
  file: { name: string; content: Buffer } | null;
}

export interface RecordProblem {
  field: string | null;
  problem: string;
}

/** The largest document the import takes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Where a record's document files may be read from: beside the feed file, or nowhere (the admin API). */
export type DocumentFiles = { baseDir: string } | 'not-allowed';

/** The record's type and id as a problem names it, when they can be read. */
export function recordLabel(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id } = value as { type?: unknown; id?: unknown };
  return typeof type === 'string' && typeof id === 'string' ? `${type} ${id}` : null;
}

/** Checks one value of the feed: the staged record, or every problem with it. */
export function checkRecord(value: unknown, documentFiles: DocumentFiles): StagedRecord | RecordProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: null, problem: 'un record è un oggetto JSON' }];
  }
  const type = (value as { type?: unknown }).type;
  if (type === 'feed') {
    return [{ field: 'type', problem: "l'intestazione del file (type feed) va solo nella sua prima riga" }];
  }
  if (!IMPORT_TYPES.includes(type as ImportType)) {
    return [
      {
        field: 'type',
        problem: `tipo di record sconosciuto: deve essere uno tra ${IMPORT_TYPES.join(', ')}`,
      },
    ];
  }
  if ((value as { removed?: unknown }).removed !== undefined) {
    const removal = importRemoval.safeParse(value, { error: feedIssueMessage });
    if (!removal.success) return problemsOf(removal.error);
    return {
      kind: removal.data.type,
      agencyId: removal.data.id,
      parentRef: null,
      claimRef: null,
      removed: true,
      hash: null,
      row: null,
      sections: null,
      file: null,
    };
  }
  const parsed = importRecordByType[type as ImportType].safeParse(value, { error: feedIssueMessage });
  if (!parsed.success) return problemsOf(parsed.error);
  const record = parsed.data as ImportRecord;
  let content: Buffer | null = null;
  if (record.type === 'document') {
    const loaded = documentContent(record, documentFiles);
    if (!Buffer.isBuffer(loaded)) return [loaded];
    content = loaded;
  }
  return staged(record, content);
}

function problemsOf(error: z.ZodError): RecordProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : null,
    problem: issue.message,
  }));
}

/** The PDF of a document record: its file (inside the feed's folder) or its base64, at most 10 MiB. */
function documentContent(record: ImportDocument, files: DocumentFiles): Buffer | RecordProblem {
  let content: Buffer;
  if (record.contentBase64 !== undefined) {
    content = Buffer.from(record.contentBase64, 'base64');
  } else {
    if (files === 'not-allowed') {
      return {
        field: 'file',
        problem: "l'API di amministrazione riceve il PDF come contentBase64, non come file",
      };
    }
    const path = resolve(files.baseDir, record.file ?? '');
    const inside = relative(files.baseDir, path);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      return { field: 'file', problem: 'il percorso deve stare dentro la cartella del file del feed' };
    }
    const read = readSmallFile(path);
    if (typeof read === 'string') return { field: 'file', problem: read };
    content = read;
  }
  // Whether it is a PDF is decided by parsing it, where the lines are checked (check-lines.ts).
  if (content.length > MAX_DOCUMENT_BYTES) return { field: 'file', problem: 'più grande di 10 MiB' };
  return content;
}

/** A file's bytes, or why they cannot be read; a file past the size limit is not read at all. */
function readSmallFile(path: string): Buffer | string {
  // Synchronous on purpose: a document is a few kilobytes, read in microseconds, while the promise API
  // makes four trips through libuv's thread pool per file (open, stat, read, close) — a million of
  // them doubled the time of a large import.
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    return 'file non trovato';
  }
  try {
    const info = fstatSync(descriptor);
    if (!info.isFile()) return 'non è un file';
    if (info.size > MAX_DOCUMENT_BYTES) return 'più grande di 10 MiB';
    // Read at the size just seen: readFileSync would ask for it again, a system call more per file.
    const content = Buffer.allocUnsafe(info.size);
    let filled = 0;
    while (filled < info.size) {
      const read = readSync(descriptor, content, filled, info.size - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return content.subarray(0, filled);
  } finally {
    closeSync(descriptor);
  }
}

/** The folder a feed file's document paths are relative to. */
export const documentFilesOf = (feedFile: string): DocumentFiles => ({ baseDir: dirname(resolve(feedFile)) });

function staged(record: ImportRecord, content: Buffer | null): StagedRecord {
  const shape = shapeOf(record);
  const row = JSON.stringify(shape.row);
  const hash = createHash('sha256')
    .update(JSON.stringify([shape.parentRef ?? null, shape.claimRef ?? null]))
    .update(row)
    .update(shape.sections ? JSON.stringify(shape.sections) : '')
    .update(content ?? '')
    .digest('base64url');
  return {
    kind: record.type,
    agencyId: record.id,
    parentRef: shape.parentRef ?? null,
    claimRef: shape.claimRef ?? null,
    removed: false,
    hash,
    row,
    sections: shape.sections ?? null,
    file: content && record.type === 'document' ? { name: record.name, content } : null,
  };
}

interface Shape {
  parentRef?: string;
  claimRef?: string;
  row: Record<string, unknown>;
  sections?: Sections;
}

/** The record as rows: column names of its table, defaults the table requires written out. */
function shapeOf(record: ImportRecord): Shape {
  switch (record.type) {
    case 'branch':
      return {
        row: {
          name: record.name,
          bank: record.bank,
          email: record.email,
          phone: record.telefono,
          opening_hours: record.orari,
        },
      };
    case 'repairCentre':
      return {
        row: {
          nome: record.nome,
          indirizzo: record.indirizzo,
          comune: record.comune,
          provincia: record.provincia.toUpperCase(),
          telefono: record.telefono,
        },
      };
    case 'client':
      return clientShape(record);
    case 'dossier':
      return dossierShape(record);
    case 'claim':
      return claimShape(record);
    case 'document':
      return {
        parentRef: record.dossier,
        claimRef: record.claim,
        row: { name: record.name, data: record.data, mime_type: 'application/pdf', tipo: record.tipo },
      };
  }
}

function clientShape(record: ImportClient): Shape {
  return {
    parentRef: record.branch,
    row: {
      codice_fiscale: record.codiceFiscale.toUpperCase(),
      nome: record.nome,
      cognome: record.cognome,
      citta_nascita: record.cittaNascita,
      email: record.email,
      cell: record.cell,
    },
    sections: {
      addresses: (record.indirizzi ?? []).map((a) => ({ ...a, provincia: a.provincia.toUpperCase() })),
    },
  };
}

function dossierShape(record: ImportDossier): Shape {
  return {
    parentRef: record.client,
    row: {
      numero_polizza: record.numeroPolizza,
      prodotto: record.prodotto,
      tipo_sicuro: record.tipoProdotto?.sicuro,
      tipologia: record.tipoProdotto?.tipologia,
      area: record.tipoProdotto?.area,
      stato: record.stato,
      soggetto: record.soggetto,
      soggetto_label: record.soggettoLabel,
      dossier_minore: record.dossierMinore ?? false,
      data_inizio: record.dataInizio,
      data_scadenza: record.dataScadenza,
      data_scadenza_descr: record.dataScadenzaDescr,
      data_annullo_disdetta: record.dataAnnulloDisdetta,
      data_annullo_disdetta_label: record.dataAnnulloDisdettaLabel,
      prossimo_pagamento: record.prossimoPagamento,
      premio: record.premio,
      iban: record.iban,
      tariffa: record.tariffa,
      tariffa_rca: record.tariffaRca,
      marca: record.marca,
      modello: record.modello,
      targa: record.targa,
      rata: record.rata,
      intermediario: record.intermediario,
      filiale: record.filiale,
      compagnia: record.compagnia,
      domanda_di_adesione: record.domandaDiAdesione,
      n_persone_nucleo: record.nPersoneNucleo,
      forma: record.forma,
      stato_lavorativo: record.statoLavorativo,
      importo_finanziamento: record.importoFinanziamento,
      persone_assicurate: record.personeAssicurate,
      n_beni: record.nBeni,
      beni_descritti: record.beniDescritti ?? [],
      controvalore_stimato: record.controvaloreStimato,
      movimenti_layout: record.movimentiLayout ?? '4col',
      locked: record.locked ?? false,
      locked_sections: record.lockedSections ?? [],
    },
    sections: {
      beni: (record.beni ?? []).map((bene) => ({
        descrizione: bene.descrizione,
        intestazione: bene.intestazione,
        destinazione_uso: bene.destinazioneUso,
        tipo_dimora: bene.tipoDimora,
        settori: bene.settori.map((settore) => ({
          settore: settore.settore,
          garanzie: settore.garanzie.map((g) => ({
            garanzia: g.garanzia,
            garanzia_descrizione: g.garanziaDescrizione,
            massimale: g.massimale,
          })),
        })),
      })),
      nucleo_members: (record.nucleo ?? []).map((m) => ({
        nome: m.nome,
        cognome: m.cognome,
        codice_fiscale: m.codiceFiscale?.toUpperCase(),
      })),
      movimenti: (record.movimenti ?? []).map((m) => ({
        // Absent from the digest when the feed gives no id: a feed of before ids keeps its digests.
        agency_id: m.id,
        titolo: m.titolo,
        data_scadenza: m.dataScadenza,
        stato: m.stato,
        premio: m.premio,
        data_foglio_cassa: m.dataFoglioCassa,
      })),
      dati_tecnici: (record.datiTecnici ?? []).map((d) => ({ dato_tecnico: d.datoTecnico, pairs: d.pairs })),
      riserve: (record.riserve ?? []).map((r) => ({
        fondo: r.fondo,
        data: r.data,
        numero_quote: r.numeroQuote,
        prezzo_quote: r.prezzoQuote,
        controvalore: r.controvalore,
        controvalore_stimato: r.controvaloreStimato,
      })),
    },
  };
}

function claimShape(record: ImportClaim): Shape {
  return {
    parentRef: record.dossier,
    row: {
      stato: record.stato,
      stato_descr: record.statoDescr,
      evento: record.evento,
      evento_descr: record.eventoDescr,
      numero_sinistro_compagnia: record.numeroSinistroCompagnia,
      data_sinistro: record.dataSinistro,
      data_apertura: record.dataApertura,
      operazioni: record.operazioni,
      dettagli: record.dettagli ?? {},
    },
    sections: { referenti: record.referenti ?? [] },
  };
}
