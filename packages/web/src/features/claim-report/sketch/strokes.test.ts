import { describe, expect, it } from 'vitest';
import {
  canStartStroke,
  extendStroke,
  type SketchStrokes,
  startStroke,
  strokePath,
  toSketchPoint,
  totalPoints,
  undoStroke,
} from './strokes';

const limits = { strokes: 2, pointsPerStroke: 3, points: 5 };

describe('the sketch as strokes of points from 0 to 1', () => {
  it('turns a pointer position into a point of the drawing, kept inside it', () => {
    expect(toSketchPoint(195, 100, 390, 200)).toEqual([0.5, 0.5]);
    expect(toSketchPoint(-20, 250, 390, 200)).toEqual([0, 1]);
    expect(toSketchPoint(1, 1, 3, 3)).toEqual([0.3333, 0.3333]);
    expect(toSketchPoint(10, 10, 0, 0)).toEqual([0, 0]);
  });

  it('adds points to the stroke being drawn, skipping those too near the previous one', () => {
    let drawing: SketchStrokes = startStroke([], [0.1, 0.1], limits);
    drawing = extendStroke(drawing, [0.1, 0.101], limits);
    expect(drawing).toEqual([[[0.1, 0.1]]]);
    drawing = extendStroke(drawing, [0.2, 0.2], limits);
    expect(drawing).toEqual([
      [
        [0.1, 0.1],
        [0.2, 0.2],
      ],
    ]);
  });

  it('stops at the bounds the server keeps: points per stroke, strokes, points in all', () => {
    let drawing: SketchStrokes = startStroke([], [0, 0], limits);
    for (const x of [0.1, 0.2, 0.3, 0.4]) drawing = extendStroke(drawing, [x, 0], limits);
    expect(drawing[0]).toHaveLength(3);
    drawing = startStroke(drawing, [0.5, 0.5], limits);
    drawing = extendStroke(drawing, [0.6, 0.6], limits);
    drawing = extendStroke(drawing, [0.7, 0.7], limits);
    expect(totalPoints(drawing)).toBe(5);
    expect(canStartStroke(drawing, limits)).toBe(false);
    expect(startStroke(drawing, [0.9, 0.9], limits)).toBe(drawing);
  });

  it('undoes the last stroke, and a drawing without strokes stays empty', () => {
    const drawing = startStroke(startStroke([], [0, 0], limits), [1, 1], limits);
    expect(undoStroke(drawing)).toEqual([[[0, 0]]]);
    expect(undoStroke([])).toEqual([]);
    expect(extendStroke([], [0.5, 0.5], limits)).toEqual([]);
  });

  it('draws a stroke as an SVG path in the box it is shown in', () => {
    expect(
      strokePath(
        [
          [0, 0],
          [0.5, 1],
        ],
        200,
        100,
      ),
    ).toBe('M 0 0 L 100 100');
    expect(strokePath([[0.5, 0.5]], 200, 100)).toBe('M 100 50 l 0.01 0');
    expect(strokePath([], 200, 100)).toBe('');
  });
});
