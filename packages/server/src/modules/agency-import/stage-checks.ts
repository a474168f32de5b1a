import { MAX_LISTED_PROBLEMS } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import {
  claimsOfOtherPolicies,
  danglingReferences,
  duplicateIds,
  duplicateTaxCodes,
  type Reference,
  type StageProblem,
} from './stage-queries.js';

/**
 * The checks of the whole staged feed, against itself and the database (decisions/0046, 0156): set-based
 * statements over the staging tables, whatever the feed's size. Their refusals are Italian.
 */

/** What a reference to nothing says after the id (the pronoun of the record pointed at). */
function notThere(pronoun: 'lo' | 'la'): string {
  return `non è nel feed né tra i dati già importati, o il feed ${pronoun} rimuove`;
}

const REFERENCES: readonly Reference[] = [
  {
    kind: 'client',
    column: 'parent_ref',
    field: 'branch',
    target: 'branch',
    table: 'branches',
    missing: ['la filiale', notThere('la')],
  },
  {
    kind: 'dossier',
    column: 'parent_ref',
    field: 'client',
    target: 'client',
    table: 'clients',
    absentWhen: 't.removed_at is not null',
    missing: ['polizza senza cliente: il cliente', notThere('lo')],
  },
  {
    kind: 'claim',
    column: 'parent_ref',
    field: 'dossier',
    target: 'dossier',
    table: 'dossiers',
    missing: ['la polizza', notThere('la')],
  },
  {
    kind: 'document',
    column: 'parent_ref',
    field: 'dossier',
    target: 'dossier',
    table: 'dossiers',
    missing: ['la polizza', notThere('la')],
  },
  {
    kind: 'document',
    column: 'claim_ref',
    field: 'claim',
    target: 'claim',
    table: 'sinistri',
    missing: ['il sinistro', notThere('lo')],
  },
];

/**
 * The problems only the whole feed and the database show: duplicate ids, references to nothing (a policy
 * without its client among them), a claim's document on another policy, a codice fiscale twice.
 */
export async function checkStage(tx: Db): Promise<StageProblem[]> {
  const found = await duplicateIds(tx, MAX_LISTED_PROBLEMS);
  for (const reference of REFERENCES)
    found.push(...(await danglingReferences(tx, reference, MAX_LISTED_PROBLEMS)));
  found.push(...(await claimsOfOtherPolicies(tx, MAX_LISTED_PROBLEMS)));
  found.push(...(await duplicateTaxCodes(tx, MAX_LISTED_PROBLEMS)));
  return found;
}
