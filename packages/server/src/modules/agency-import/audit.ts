import { IMPORT_TYPES, type ImportOutcome, type ImportSummary } from '@area-clienti/contract';

/** The fields named in a refusal that the audit log keeps: enough to see what kind of fault, not a list. */
const AUDITED_FIELDS = 10;

/**
 * What the audit log keeps of an import: a written one, "created/updated/removed/unchanged" per type
 * (`data.import`); a refused one, how many problems and which fields (`data.import.refused`), never the
 * values or the records, which may be a client's data. A cancelled import writes nothing and is not an act.
 */
export function auditOfImport(outcome: ImportOutcome): { action: string; detail: Record<string, string> } {
  if (outcome.summary) return { action: 'data.import', detail: auditCounts(outcome.summary) };
  const fields = [...new Set(outcome.problems.map((found) => found.field ?? 'record'))];
  return {
    action: 'data.import.refused',
    detail: {
      problems: String(outcome.problems.length + outcome.moreProblems),
      fields: fields.slice(0, AUDITED_FIELDS).join(', '),
    },
  };
}

/** A summary as the audit log keeps it: "created/updated/removed/unchanged" per type. */
function auditCounts(summary: ImportSummary): Record<string, string> {
  return Object.fromEntries(
    IMPORT_TYPES.map((type) => {
      const c = summary.entities[type];
      return [type, `${c.created}/${c.updated}/${c.removed}/${c.unchanged}`];
    }),
  );
}
