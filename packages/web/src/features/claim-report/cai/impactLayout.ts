/**
 * Where each zone of the point of first impact (CAI section 10) sits on the car outline, seen from above with
 * the front at the top: a 3 x 3 grid of the outline, roof in its middle, and the underbody below it. The
 * buttons follow this order in the page too, so that Tab walks them front to back.
 */
export const IMPACT_GRID = [
  ['frontLeft', 'front', 'frontRight'],
  ['sideLeft', 'roof', 'sideRight'],
  ['rearLeft', 'rear', 'rearRight'],
] as const;

export type ImpactZoneKey = (typeof IMPACT_GRID)[number][number] | 'underbody';

/** The zones in reading order: the grid row by row, then the underbody. */
export const IMPACT_ORDER: ImpactZoneKey[] = [...IMPACT_GRID.flat(), 'underbody'];

/** A zone's place in the outline's grid (row and column from 1), for CSS grid placement. */
export function impactCell(zone: ImpactZoneKey): { row: number; column: number } {
  if (zone === 'underbody') return { row: 4, column: 2 };
  for (const [row, zones] of IMPACT_GRID.entries()) {
    const column = (zones as readonly string[]).indexOf(zone);
    if (column >= 0) return { row: row + 1, column: column + 1 };
  }
  return { row: 4, column: 2 };
}

/** The zone the arrow keys lead to from `zone` (the picker's buttons answer them as a grid does). */
export function impactNeighbour(zone: ImpactZoneKey, key: string): ImpactZoneKey | null {
  const { row, column } = impactCell(zone);
  const at = (r: number, c: number): ImpactZoneKey | null => {
    if (r === 4) return 'underbody';
    return IMPACT_GRID[r - 1]?.[c - 1] ?? null;
  };
  switch (key) {
    case 'ArrowUp':
      return row === 4 ? 'rear' : row > 1 ? at(row - 1, column) : null;
    case 'ArrowDown':
      return row < 4 ? at(row + 1, column) : null;
    case 'ArrowLeft':
      return row < 4 && column > 1 ? at(row, column - 1) : null;
    case 'ArrowRight':
      return row < 4 && column < 3 ? at(row, column + 1) : null;
    default:
      return null;
  }
}
