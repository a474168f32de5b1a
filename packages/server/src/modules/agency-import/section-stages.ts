/**
 * A record's list sections (a client's addresses, a policy's goods with their settori and garanzie, …)
 * staged as typed rows, one staging table per section table: the merge then inserts them with a join,
 * instead of taking each policy's sections apart as JSON once per section kind. Kept free of the
 * database (a worker thread loads it); stage-queries.ts creates the tables with the target's types.
 */

export type SectionTable =
  | 'addresses'
  | 'beni'
  | 'settori'
  | 'garanzie'
  | 'nucleo_members'
  | 'movimenti'
  | 'dati_tecnici'
  | 'riserve'
  | 'referenti';

export interface SectionStage {
  table: SectionTable;
  /** The positions that place a row: its own last, after those of the rows it sits under. */
  positions: readonly string[];
  /** The columns of the target table it fills, in COPY order. */
  columns: readonly string[];
}

export const SECTION_STAGES: readonly SectionStage[] = [
  { table: 'addresses', positions: ['position'], columns: ['indirizzo', 'comune', 'cap', 'provincia'] },
  {
    table: 'beni',
    positions: ['position'],
    columns: ['descrizione', 'intestazione', 'destinazione_uso', 'tipo_dimora'],
  },
  { table: 'settori', positions: ['bene_position', 'position'], columns: ['settore'] },
  {
    table: 'garanzie',
    positions: ['bene_position', 'settore_position', 'position'],
    columns: ['garanzia', 'garanzia_descrizione', 'massimale'],
  },
  { table: 'nucleo_members', positions: ['position'], columns: ['nome', 'cognome', 'codice_fiscale'] },
  {
    table: 'movimenti',
    positions: ['position'],
    columns: ['agency_id', 'titolo', 'data_scadenza', 'stato', 'premio', 'data_foglio_cassa'],
  },
  { table: 'dati_tecnici', positions: ['position'], columns: ['dato_tecnico', 'pairs'] },
  {
    table: 'riserve',
    positions: ['position'],
    columns: ['fondo', 'data', 'numero_quote', 'prezzo_quote', 'controvalore', 'controvalore_stimato'],
  },
  { table: 'referenti', positions: ['position'], columns: ['relazione', 'cognome', 'telefono'] },
];

/** The staging table of a section table. */
export const stageTableOf = (table: SectionTable) => `import_stage_${table}`;

/** A record's sections by table: each row's values by column name (nested sections inside, as `settori`). */
export type Sections = Partial<Record<SectionTable, Record<string, unknown>[]>>;

/** A row of a section as staged: the record's id, the row's positions, its values in column order. */
export type StagedRow = (string | null)[];

/** The rows of a record's sections, by staging table; settori and garanzie are taken out of their beni. */
export function sectionRows(ownerRef: string, sections: Sections): Map<SectionTable, StagedRow[]> {
  const rows = new Map<SectionTable, StagedRow[]>();
  const add = (stage: SectionStage, positions: number[], value: Record<string, unknown>) => {
    const list = rows.get(stage.table) ?? [];
    rows.set(stage.table, list);
    list.push([
      ownerRef,
      ...positions.map(String),
      ...stage.columns.map((column) => copyValue(value[column])),
    ]);
  };
  for (const stage of SECTION_STAGES) {
    if (stage.table === 'settori' || stage.table === 'garanzie') continue;
    for (const [position, value] of (sections[stage.table] ?? []).entries()) add(stage, [position], value);
  }
  const settori = stageOf('settori');
  const garanzie = stageOf('garanzie');
  for (const [benePosition, bene] of (sections.beni ?? []).entries()) {
    for (const [settorePosition, settore] of listOf(bene.settori).entries()) {
      add(settori, [benePosition, settorePosition], settore);
      for (const [position, garanzia] of listOf(settore.garanzie).entries())
        add(garanzie, [benePosition, settorePosition, position], garanzia);
    }
  }
  return rows;
}

function stageOf(table: SectionTable): SectionStage {
  return SECTION_STAGES.find((stage) => stage.table === table) as SectionStage;
}

const listOf = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** A value as COPY's text input reads it for its column: JSON for a jsonb column, t/f for a boolean. */
function copyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return JSON.stringify(value);
}
