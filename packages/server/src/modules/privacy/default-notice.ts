import { PROFILE_PRIVACY_TYPE } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { insertTemplate, latestTemplates } from './template-queries.js';

/**
 * The profile's privacy notice a new agency starts with (docs/decisions/0098): registration and the
 * post-login consent page need a notice in force, and a production database has none until the agency
 * publishes one. It asks only the consent without which there is no contract to manage; the optional ones
 * (marketing, profiling, the group) are the agency's to choose, in its own version.
 */
export const DEFAULT_PRIVACY_NOTICE = {
  type: PROFILE_PRIVACY_TYPE,
  templateId: `${PROFILE_PRIVACY_TYPE}-predefinita`,
  items: {
    privacy01value:
      "Trattamento dei dati personali per la gestione del contratto, dei sinistri e dei servizi dell'Area Clienti (necessario)",
  },
};

/** Versions of one type read at a start: the one in force is among the newest. */
const VERSIONS_READ = 500;

/**
 * What the start found: the default written now, the default still in force, the agency's own notice, or
 * none in force (the agency withdrew every version: registration cannot go on until it publishes one).
 */
export type PrivacyNoticeState = 'default written' | 'default in force' | 'agency notice' | 'none in force';

/** Which profile notice is in force, writing nothing: null when the type has no version at all. */
export async function privacyNoticeInForce(
  db: Db,
): Promise<Exclude<PrivacyNoticeState, 'default written'> | null> {
  const versions = await latestTemplates(db, VERSIONS_READ, PROFILE_PRIVACY_TYPE);
  if (versions.length === 0) return null;
  const inForce = versions.find((row) => row.current);
  if (!inForce) return 'none in force';
  return inForce.templateId === DEFAULT_PRIVACY_NOTICE.templateId ? 'default in force' : 'agency notice';
}

/**
 * Writes the default notice, in force, when the profile's type has no version at all (not even a draft or a
 * withdrawn one: an agency that withdrew its notice meant to). Two instances starting together write it once:
 * the second insert meets the unique (type, template id) and does nothing.
 */
export async function ensurePrivacyNotice(db: Db): Promise<PrivacyNoticeState> {
  const state = await privacyNoticeInForce(db);
  if (state) return state;
  await insertTemplate(db, DEFAULT_PRIVACY_NOTICE);
  return 'default written';
}
