import type { RGB } from 'pdf-lib';
import { COLORS, type Flow } from './pdf-kit.js';

/**
 * A file of the report listed in the document the client signs: its name as kept, what it is, and the
 * SHA-256 of its bytes as kept and sent to the agency (docs/decisions/0128).
 */
export interface DocumentAttachment {
  fileId: string;
  name: string;
  kind: 'photo' | 'document';
  sha256: string;
}

const KIND_LABELS = { photo: 'Foto', document: 'Documento PDF' } as const;

/** What the list means, said once above it: how a file received is checked against the document signed. */
const BINDING =
  'Questi file fanno parte della denuncia firmata. Ciascuno è identificato dall’impronta SHA-256 dei suoi ' +
  'byte come conservati e inviati all’agenzia (le foto ricodificate in JPEG senza metadati, i PDF come ' +
  'caricati): un file la cui impronta non è quella qui scritta non è il file firmato.';

/**
 * The report's files, each by name with its SHA-256 on a line of its own (whole, in a fixed-width font, so
 * that a reader compares it at a glance), or "Nessun allegato." when there is none. The name and its hash
 * are kept on one page.
 */
export function writeAttachments(
  flow: Flow,
  attachments: readonly DocumentAttachment[],
  color: RGB,
  title = 'Allegati',
): void {
  flow.heading(title, color);
  if (attachments.length === 0) {
    flow.paragraph('Nessun allegato.');
    return;
  }
  flow.paragraph(BINDING, { size: 8, color: COLORS.muted });
  attachments.forEach((file, index) => {
    flow.ensure(30);
    flow.field(`${index + 1}. ${KIND_LABELS[file.kind]}`, file.name);
    flow.field('Impronta SHA-256', file.sha256, flow.fonts.mono);
  });
}
