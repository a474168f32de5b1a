import { type ComuneSuggestion, MAX_COMUNI_SUGGESTIONS } from '@area-clienti/contract';
import { type Comune, comuni, placeKey } from './comuni.js';

const suggestionOf = (comune: Comune): ComuneSuggestion => ({
  comune: comune.name,
  provincia: comune.provincia,
  cap: comune.caps,
});

/**
 * The comuni `query` may be, for the address form: digits are a CAP's first ones, letters a name's (its
 * official one first, then its other names); alphabetical, at most MAX_COMUNI_SUGGESTIONS.
 */
export function suggestComuni(query: string): ComuneSuggestion[] {
  const trimmed = query.trim();
  const { all } = comuni();
  if (/^\d+$/.test(trimmed)) {
    return all
      .filter((comune) => comune.caps.some((cap) => cap.startsWith(trimmed)))
      .slice(0, MAX_COMUNI_SUGGESTIONS)
      .map(suggestionOf);
  }
  const key = placeKey(trimmed);
  if (!key) return [];
  const byName = all.filter((comune) => comune.keys[0]?.startsWith(key));
  const byOther =
    byName.length < MAX_COMUNI_SUGGESTIONS
      ? all.filter((comune) => !byName.includes(comune) && comune.keys.some((k) => k.startsWith(key)))
      : [];
  return [...byName, ...byOther].slice(0, MAX_COMUNI_SUGGESTIONS).map(suggestionOf);
}
