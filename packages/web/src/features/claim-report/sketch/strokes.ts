/**
 * The sketch's drawing as data (CAI section 13): strokes of points from 0 to 1 of the drawing's width and
 * height, so that a sketch drawn on a phone shows the same on a wide screen and in the PDF. Pure functions:
 * the canvas only feeds them pointer positions.
 */
export type SketchPoint = [number, number];
export type SketchStrokes = SketchPoint[][];

/** The contract's bounds (SKETCH_MAX_*), passed in so that these functions stay free of the contract. */
export interface SketchLimits {
  strokes: number;
  pointsPerStroke: number;
  points: number;
}

/** Points nearer than this to the previous one (in drawing units) add nothing but weight. */
export const MIN_STEP = 0.004;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A pointer position inside a box of `width` x `height` as a drawing point, kept inside 0..1. */
export function toSketchPoint(x: number, y: number, width: number, height: number): SketchPoint {
  if (width <= 0 || height <= 0) return [0, 0];
  return [round4(clamp01(x / width)), round4(clamp01(y / height))];
}

export const totalPoints = (strokes: SketchStrokes) =>
  strokes.reduce((sum, stroke) => sum + stroke.length, 0);

/** Whether one more stroke may start (the bounds of the contract: a server would refuse more). */
export const canStartStroke = (strokes: SketchStrokes, limits: SketchLimits) =>
  strokes.length < limits.strokes && totalPoints(strokes) < limits.points;

/** The drawing with a new stroke begun at `point`, or unchanged when it is full. */
export function startStroke(strokes: SketchStrokes, point: SketchPoint, limits: SketchLimits): SketchStrokes {
  return canStartStroke(strokes, limits) ? [...strokes, [point]] : strokes;
}

/**
 * The drawing with `point` added to its last stroke: skipped when it is too near the previous point, or when
 * the stroke or the drawing holds as many points as allowed.
 */
export function extendStroke(
  strokes: SketchStrokes,
  point: SketchPoint,
  limits: SketchLimits,
): SketchStrokes {
  const last = strokes.at(-1);
  if (!last) return strokes;
  const previous = last.at(-1);
  if (previous && Math.hypot(point[0] - previous[0], point[1] - previous[1]) < MIN_STEP) return strokes;
  if (last.length >= limits.pointsPerStroke || totalPoints(strokes) >= limits.points) return strokes;
  return [...strokes.slice(0, -1), [...last, point]];
}

/** The drawing without its last stroke. */
export const undoStroke = (strokes: SketchStrokes): SketchStrokes => strokes.slice(0, -1);

/** An SVG path of a stroke drawn in a box of `width` x `height` (a dot for a stroke of one point). */
export function strokePath(stroke: SketchPoint[], width: number, height: number): string {
  const at = ([x, y]: SketchPoint) => `${round4(x * width)} ${round4(y * height)}`;
  const [first, ...rest] = stroke;
  if (!first) return '';
  if (rest.length === 0) return `M ${at(first)} l 0.01 0`;
  return `M ${at(first)} ${rest.map((point) => `L ${at(point)}`).join(' ')}`;
}
