import { DAMAGE_COVERAGES, type DamageData, healthDataWithheld } from '@area-clienti/contract';
import { type DocumentAttachment, writeAttachments } from './attachments.js';
import { HEALTH_WITHHELD, writeInspection } from './cai-extra.js';
import { euros, italianDate, joined, romeReadable, yesNo } from './format.js';
import { COLORS, drawFooters, Flow, newDocument } from './pdf-kit.js';

/** What the damage report's PDF is made of. */
export interface DamagePdfInput {
  reportId: string;
  data: DamageData;
  agencyName: string;
  createdAt: Date | string;
  policy: { numeroPolizza: string; prodotto: string };
  /** Who reports: the policyholder (the client, from the agency's record); null when the record is gone. */
  policyholder: { name: string; taxCode?: string | null } | null;
  /** The files of the report (photos, the police report) as kept, each with its SHA-256. */
  attachments: readonly DocumentAttachment[];
}

/** The IBAN in groups of four, as a bank prints it. */
const ibanGroups = (iban: string | undefined) =>
  (iban ?? '')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * The damage report (a policy without a plate): its sections as label and value, on as many A4 pages as
 * the description needs.
 */
export async function renderDamagePdf(input: DamagePdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument({
    title: 'Denuncia di sinistro',
    author: input.agencyName,
    subject: `Denuncia di sinistro ${input.reportId}`,
  });
  const data = input.data;
  const flow = new Flow(doc, fonts);
  flow.title('DENUNCIA DI SINISTRO');
  flow.paragraph(
    `Rif. ${input.reportId} · compilata online il ${romeReadable(input.createdAt)} · inviata a ${input.agencyName}`,
    { size: 8, color: COLORS.muted },
  );

  flow.heading('Polizza e contraente', COLORS.blue);
  flow.field('Polizza n.', input.policy.numeroPolizza);
  flow.field('Prodotto', input.policy.prodotto);
  flow.field('Contraente', input.policyholder?.name ?? '');
  flow.field('Codice fiscale', input.policyholder?.taxCode ?? '');

  flow.heading('Il sinistro', COLORS.blue);
  flow.field('Garanzia', data.coverage ? DAMAGE_COVERAGES[data.coverage] : '');
  flow.field('Data e ora', joined([italianDate(data.date), data.time && `ore ${data.time}`]));
  flow.field(
    'Luogo',
    joined(
      [
        data.place?.street,
        data.place?.town,
        data.place?.country && data.place.country !== 'IT' ? `(${data.place.country})` : '',
      ],
      ', ',
    ),
  );
  if (data.place?.gps) {
    flow.field(
      'Posizione',
      `${data.place.gps.lat.toFixed(5)}, ${data.place.gps.lon.toFixed(5)} (dal telefono)`,
    );
  }
  flow.field('Che cosa è successo', data.description ?? '');
  flow.field('Danno stimato', euros(data.estimatedCents));
  flow.field('Persone ferite', yesNo(data.injuries));
  if (healthDataWithheld(data)) flow.paragraph(HEALTH_WITHHELD, { font: fonts.bold });
  if (data.coverage === 'theft') {
    const policeReport = input.attachments.find((file) => file.fileId === data.policeReportFileId);
    flow.field('Denuncia all’autorità', policeReport ? `Allegata: ${policeReport.name}` : 'Non allegata');
  }

  flow.heading('Pagamento dell’indennizzo', COLORS.blue);
  flow.field('IBAN', ibanGroups(data.iban), fonts.mono);
  flow.field('Intestatario', data.ibanHolder ?? '');

  writeInspection(flow, data.inspection, 'bene');

  writeAttachments(flow, input.attachments, COLORS.blue);

  flow.heading('Firma', COLORS.blue);
  flow.paragraph(
    'Firma elettronica avanzata con codice monouso (FEA): chi ha firmato, quando e con quale codice è nella pagina delle evidenze in fondo al documento.',
    { size: 8, color: COLORS.muted },
  );
  drawFooters(doc, fonts, `Denuncia di sinistro · Rif. ${input.reportId}`);
  return doc.save();
}
