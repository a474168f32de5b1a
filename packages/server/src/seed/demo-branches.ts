import type { BranchRecord, DocumentRecord } from '../agency-data/records.js';
import { makePdf } from './pdf.js';

/** The demo agency's branches and a maker of its PDF documents, shared by the demo clients. */
export const ROMA_CENTRO: BranchRecord = {
  agencyId: 'FIL-0101',
  name: 'Filiale di Roma Centro',
  bank: 'Banca Esempio',
  email: 'filiale.romacentro@example.it',
};
export const MILANO_DUOMO: BranchRecord = {
  agencyId: 'FIL-0202',
  name: 'Filiale di Milano Duomo',
  bank: 'Banca Esempio',
  email: 'filiale.milanoduomo@example.it',
};

export function pdfDocument(agencyId: string, name: string, data: string, lines: string[]): DocumentRecord {
  return { agencyId, name, data, content: makePdf(name.replace(/\.pdf$/, ''), lines) };
}
