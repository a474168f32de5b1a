import type { CentroConvenzionato } from '@area-clienti/contract';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it');

/**
 * The centres in the client's town first, then the rest of their province, then every other one; the
 * order given (province, town, name) is kept within each group. Without a home, the order given.
 */
export function nearestFirst(
  centres: CentroConvenzionato[],
  home: { comune: string; provincia: string } | undefined,
): CentroConvenzionato[] {
  if (!home) return centres;
  const rank = (centre: CentroConvenzionato) =>
    !same(centre.provincia, home.provincia) ? 2 : same(centre.comune, home.comune) ? 0 : 1;
  return centres
    .map((centre, index) => ({ centre, index, rank: rank(centre) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ centre }) => centre);
}
