import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import {
  extendStroke,
  type SketchLimits,
  type SketchStrokes,
  startStroke,
  toSketchPoint,
  undoStroke,
} from './strokes';

const t = claimReportText.sketch;
/** The drawing's proportions: wider than tall, as the paper form's box. */
const RATIO = 3 / 4;

function paint(canvas: HTMLCanvasElement, strokes: SketchStrokes) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  context.lineWidth = Math.max(2, width / 160);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#17324d';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    context.moveTo(first[0] * width, first[1] * height);
    if (rest.length === 0) context.lineTo(first[0] * width + 0.5, first[1] * height);
    for (const [x, y] of rest) context.lineTo(x * width, y * height);
    context.stroke();
  }
}

interface SketchPadProps {
  strokes: SketchStrokes;
  limits: SketchLimits;
  onChange: (strokes: SketchStrokes) => void;
}

/**
 * The sketch drawn with a finger, a pen or the mouse (pointer events, one pointer at a time), with undo and
 * clear. The canvas is an image to assistive technology: its keyboard alternative is the described layout
 * beside it (DescribedLayout), which the form accepts in its place.
 */
export function SketchPad({ strokes, limits, onChange }: SketchPadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState<SketchStrokes>(strokes);
  const active = useRef<number | null>(null);

  useEffect(() => {
    if (active.current === null) setDrawing(strokes);
  }, [strokes]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const width = Math.round(canvas.clientWidth * (window.devicePixelRatio || 1));
      canvas.width = width;
      canvas.height = Math.round(width * RATIO);
      paint(canvas, drawing);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [drawing]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return toSketchPoint(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== null) return;
    event.preventDefault();
    active.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing((current) => startStroke(current, pointOf(event), limits));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== event.pointerId) return;
    setDrawing((current) => extendStroke(current, pointOf(event), limits));
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== event.pointerId) return;
    active.current = null;
    onChange(drawing);
  };

  return (
    <div className="sketch-pad">
      <canvas
        ref={canvasRef}
        className="sketch-pad__canvas"
        role="img"
        aria-label={t.canvasLabel(drawing.length)}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <div className="sketch-pad__tools">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={drawing.length === 0}
          onClick={() => {
            const next = undoStroke(drawing);
            setDrawing(next);
            onChange(next);
          }}
        >
          {t.undo}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={drawing.length === 0}
          onClick={() => {
            setDrawing([]);
            onChange([]);
          }}
        >
          {t.clear}
        </button>
      </div>
    </div>
  );
}
