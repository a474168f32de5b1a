import { describe, expect, it } from 'vitest';
import { circumstancesCount, toggleCircumstance } from './circumstances';
import { IMPACT_ORDER, impactCell, impactNeighbour } from './impactLayout';

describe('the 17 circumstances of a vehicle', () => {
  it('ticks and unticks a box, each number once, in the order of the form', () => {
    expect(toggleCircumstance([], 8, true)).toEqual([8]);
    expect(toggleCircumstance([8, 12], 1, true)).toEqual([1, 8, 12]);
    expect(toggleCircumstance([1, 8], 8, true)).toEqual([1, 8]);
    expect(toggleCircumstance([1, 8], 8, false)).toEqual([1]);
  });

  it('shows the count the form asks for', () => {
    expect(circumstancesCount(0)).toBe('0 caselle selezionate');
    expect(circumstancesCount(1)).toBe('1 casella selezionata');
    expect(circumstancesCount(3)).toBe('3 caselle selezionate');
  });
});

describe('the point of first impact on the car outline', () => {
  it('offers the ten zones of the contract, front to back', () => {
    expect(IMPACT_ORDER).toEqual([
      'frontLeft',
      'front',
      'frontRight',
      'sideLeft',
      'roof',
      'sideRight',
      'rearLeft',
      'rear',
      'rearRight',
      'underbody',
    ]);
    expect(impactCell('rearRight')).toEqual({ row: 3, column: 3 });
    expect(impactCell('underbody')).toEqual({ row: 4, column: 2 });
  });

  it('moves between the zones with the arrow keys, stopping at the outline', () => {
    expect(impactNeighbour('roof', 'ArrowUp')).toBe('front');
    expect(impactNeighbour('roof', 'ArrowLeft')).toBe('sideLeft');
    expect(impactNeighbour('frontLeft', 'ArrowUp')).toBeNull();
    expect(impactNeighbour('rearLeft', 'ArrowDown')).toBe('underbody');
    expect(impactNeighbour('underbody', 'ArrowUp')).toBe('rear');
    expect(impactNeighbour('underbody', 'ArrowRight')).toBeNull();
    expect(impactNeighbour('front', 'Enter')).toBeNull();
  });
});
