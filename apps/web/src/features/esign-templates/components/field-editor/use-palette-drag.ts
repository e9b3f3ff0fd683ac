import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { EsignFieldKind } from '@evidence/shared/constants';

/** Where a palette item was dropped: the page (0-based) and the point in that page box's pixels. */
export interface PaletteDrop {
  kind: EsignFieldKind;
  pageIndex: number;
  point: { x: number; y: number };
  box: { widthPx: number; heightPx: number };
}

interface Ghost {
  kind: EsignFieldKind;
  label: string;
  x: number;
  y: number;
  /** where the press began: a press that moves less than 5 px is a click */
  ox: number;
  oy: number;
}

/** A page overlay under a screen point, found by its data-overlay-page attribute (field-editor.tsx). */
export function pageUnder(x: number, y: number): { pageIndex: number; rect: DOMRect } | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-overlay-page]');
  if (!el) return null;
  return { pageIndex: Number(el.dataset.overlayPage), rect: el.getBoundingClientRect() };
}

const moved = (g: Ghost) => Math.hypot(g.x - g.ox, g.y - g.oy) >= 5;

/**
 * Dragging a field kind from the palette onto a page with the pointer (mouse, pen or touch), shown as
 * a ghost that follows it. Pointer events rather than HTML5 drag and drop: they work the same with a
 * touch screen and in headless browsers. A press without movement is a click (the caller arms the kind).
 */
export function usePaletteDrag(onDrop: (drop: PaletteDrop) => void) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  // the live drag, read by the window listeners (state updaters must stay free of side effects)
  const live = useRef<Ghost | null>(null);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  });

  const dragging = ghost !== null;
  useEffect(() => {
    if (!dragging) return;
    const move = (e: globalThis.PointerEvent) => {
      if (!live.current) return;
      live.current = { ...live.current, x: e.clientX, y: e.clientY };
      setGhost(live.current);
    };
    const up = (e: globalThis.PointerEvent) => {
      const g = live.current;
      live.current = null;
      setGhost(null);
      if (!g || !moved({ ...g, x: e.clientX, y: e.clientY })) return;
      const hit = pageUnder(e.clientX, e.clientY);
      if (hit) dropRef.current({ kind: g.kind, pageIndex: hit.pageIndex, point: { x: e.clientX - hit.rect.left, y: e.clientY - hit.rect.top }, box: { widthPx: hit.rect.width, heightPx: hit.rect.height } });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [dragging]);

  const start = (kind: EsignFieldKind, label: string) => (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    live.current = { kind, label, x: e.clientX, y: e.clientY, ox: e.clientX, oy: e.clientY };
    setGhost(live.current);
  };

  return { ghost: ghost && moved(ghost) ? ghost : null, start };
}
