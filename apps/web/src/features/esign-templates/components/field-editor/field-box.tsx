import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { TTemplateField } from '@evidence/shared/contracts';
import { movedBy, resizedBy, type BoxPx, type PctRect } from '../../lib/geometry';
import { kindInfo } from '../../lib/field-kinds';

interface Props {
  field: TTemplateField;
  colour: string;
  box: BoxPx;
  selected: boolean;
  readOnly: boolean;
  onSelect: () => void;
  /** a new position or size (during a drag, at every move) */
  onRect: (rect: PctRect) => void;
  onDelete: () => void;
}

type Drag = { mode: 'move' | 'resize'; x: number; y: number; start: PctRect };

const rectOf = (f: TTemplateField): PctRect => ({ xPct: f.xPct, yPct: f.yPct, wPct: f.wPct, hPct: f.hPct });

/**
 * One placed field over the page, positioned in percent of the page box (so it stays put at any zoom).
 * Pointer drag on the body moves it, on the corner handle resizes it; with focus, arrow keys move it
 * (Shift: further), Alt+arrows resize, Delete or Backspace removes it.
 */
export function FieldBox({ field, colour, box, selected, readOnly, onSelect, onRect, onDelete }: Props) {
  const drag = useRef<Drag | null>(null);

  const begin = (mode: Drag['mode'], e: PointerEvent<HTMLElement>) => {
    if (readOnly || e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    onSelect();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: rectOf(field) };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    onRect(d.mode === 'move' ? movedBy(d.start, dx, dy, box) : resizedBy(d.start, dx, dy, box));
  };
  const end = () => {
    drag.current = null;
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete();
      return;
    }
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = arrows[e.key];
    if (!dir) return;
    e.preventDefault();
    // one step: 0.5 % of the page (Shift: 2 %), in pixels of this box
    const step = e.shiftKey ? 2 : 0.5;
    const dx = (dir[0] * step * box.widthPx) / 100;
    const dy = (dir[1] * step * box.heightPx) / 100;
    onRect(e.altKey ? resizedBy(rectOf(field), dx, dy, box) : movedBy(rectOf(field), dx, dy, box));
  };

  const kind = kindInfo(field.kind);
  return (
    <div
      role="button"
      tabIndex={0}
      className={`ep-field-box${selected ? ' is-selected' : ''}${readOnly ? ' is-readonly' : ''}`}
      style={{ left: `${field.xPct}%`, top: `${field.yPct}%`, width: `${field.wPct}%`, height: `${field.hPct}%`, borderColor: colour, color: colour, backgroundColor: `${colour}1f` }}
      aria-label={`${field.role} ${kind.label} 第 ${field.page} 页`}
      aria-pressed={selected}
      data-field-id={field.id}
      data-role={field.role}
      data-kind={field.kind}
      onPointerDown={(e) => begin('move', e)}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
      onFocus={onSelect}
      onKeyDown={onKey}
    >
      <span className="ep-field-text">
        {field.role}·{field.label?.trim() || kind.label}
        {!field.required && '（选填）'}
      </span>
      {!readOnly && (
        <span className="ep-field-handle" aria-hidden onPointerDown={(e) => begin('resize', e)} onPointerMove={move} onPointerUp={end} onPointerCancel={end} />
      )}
    </div>
  );
}
