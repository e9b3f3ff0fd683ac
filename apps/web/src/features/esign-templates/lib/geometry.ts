/**
 * Percent of the page ↔ pixels on screen for the field editor. Fields are stored in percent of the
 * page from its top-left corner (so any page size and zoom works); the editor works in the pixels of
 * the page box it draws. Pure functions, unit-tested.
 */
import { ESIGN_TEMPLATE } from '@evidence/shared/constants';

export interface PctRect {
  xPct: number;
  yPct: number;
  wPct: number;
  hPct: number;
}

export interface PxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface BoxPx {
  widthPx: number;
  heightPx: number;
}

/** 4 decimals: what the server stores (0.0001 % of an A0 page is under 0.01 pt). */
export function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

export function pctToPx(r: PctRect, box: BoxPx): PxRect {
  return { left: (r.xPct / 100) * box.widthPx, top: (r.yPct / 100) * box.heightPx, width: (r.wPct / 100) * box.widthPx, height: (r.hPct / 100) * box.heightPx };
}

export function pxToPct(r: PxRect, box: BoxPx): PctRect {
  return fitInPage({ xPct: (r.left / box.widthPx) * 100, yPct: (r.top / box.heightPx) * 100, wPct: (r.width / box.widthPx) * 100, hPct: (r.height / box.heightPx) * 100 });
}

/** Keeps a rectangle inside the page and at least the minimum size; size wins over position. */
export function fitInPage(r: PctRect): PctRect {
  const min = ESIGN_TEMPLATE.minFieldPct;
  const wPct = round4(clamp(r.wPct, min, 100));
  const hPct = round4(clamp(r.hPct, min, 100));
  return { xPct: round4(clamp(r.xPct, 0, 100 - wPct)), yPct: round4(clamp(r.yPct, 0, 100 - hPct)), wPct, hPct };
}

/** A rectangle of a given size (percent) centred on a point (pixels of the page box), kept in the page. */
export function centredAt(point: { x: number; y: number }, size: { wPct: number; hPct: number }, box: BoxPx): PctRect {
  return fitInPage({ xPct: (point.x / box.widthPx) * 100 - size.wPct / 2, yPct: (point.y / box.heightPx) * 100 - size.hPct / 2, ...size });
}

/** Moved by a pixel delta (a drag) or a percent delta (arrow keys), kept in the page. */
export function movedBy(r: PctRect, dxPx: number, dyPx: number, box: BoxPx): PctRect {
  return fitInPage({ ...r, xPct: r.xPct + (dxPx / box.widthPx) * 100, yPct: r.yPct + (dyPx / box.heightPx) * 100 });
}

/** Resized from the bottom-right corner by a pixel delta, kept in the page and at least the minimum size. */
export function resizedBy(r: PctRect, dxPx: number, dyPx: number, box: BoxPx): PctRect {
  const min = ESIGN_TEMPLATE.minFieldPct;
  return {
    xPct: r.xPct,
    yPct: r.yPct,
    wPct: round4(clamp(r.wPct + (dxPx / box.widthPx) * 100, min, 100 - r.xPct)),
    hPct: round4(clamp(r.hPct + (dyPx / box.heightPx) * 100, min, 100 - r.yPct)),
  };
}

/**
 * A field kind's default size as percent of a page, from a size in points (a seal is a 4 cm circle
 * whatever the paper): a tall page gets a smaller percentage than a small one.
 */
export function defaultSizePct(sizePt: { w: number; h: number }, page: { widthPt: number; heightPt: number }): { wPct: number; hPct: number } {
  return { wPct: round4(clamp((sizePt.w / page.widthPt) * 100, ESIGN_TEMPLATE.minFieldPct, 100)), hPct: round4(clamp((sizePt.h / page.heightPt) * 100, ESIGN_TEMPLATE.minFieldPct, 100)) };
}
