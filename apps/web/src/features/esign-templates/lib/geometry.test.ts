import { describe, expect, it } from 'vitest';
import { centredAt, defaultSizePct, fitInPage, movedBy, pctToPx, pxToPct, resizedBy } from './geometry';

const A4 = { widthPx: 700, heightPx: 990 };

describe('percent ↔ pixel conversion of the field editor', () => {
  it('round-trips a rectangle at any zoom', () => {
    const r = { xPct: 12.5, yPct: 40, wPct: 20, hPct: 8 };
    expect(pctToPx(r, A4)).toEqual({ left: 87.5, top: 396, width: 140, height: 79.2 });
    expect(pxToPct(pctToPx(r, A4), A4)).toEqual(r);
    const small = { widthPx: 350, heightPx: 495 };
    expect(pxToPct(pctToPx(r, small), small)).toEqual(r);
  });

  it('keeps a rectangle inside the page and at least 1 % big', () => {
    expect(fitInPage({ xPct: 95, yPct: -3, wPct: 20, hPct: 0.2 })).toEqual({ xPct: 80, yPct: 0, wPct: 20, hPct: 1 });
    expect(fitInPage({ xPct: 0, yPct: 0, wPct: 130, hPct: 100 })).toEqual({ xPct: 0, yPct: 0, wPct: 100, hPct: 100 });
  });

  it('places a new field centred on the click, pushed back in at the edges', () => {
    expect(centredAt({ x: 350, y: 495 }, { wPct: 20, hPct: 10 }, A4)).toEqual({ xPct: 40, yPct: 45, wPct: 20, hPct: 10 });
    expect(centredAt({ x: 690, y: 5 }, { wPct: 20, hPct: 10 }, A4)).toEqual({ xPct: 80, yPct: 0, wPct: 20, hPct: 10 });
  });

  it('moves by a drag and stops at the page edge', () => {
    const r = { xPct: 10, yPct: 10, wPct: 20, hPct: 10 };
    expect(movedBy(r, 70, 99, A4)).toEqual({ xPct: 20, yPct: 20, wPct: 20, hPct: 10 });
    expect(movedBy(r, -700, 5000, A4)).toEqual({ xPct: 0, yPct: 90, wPct: 20, hPct: 10 });
  });

  it('resizes from the corner, never past the page nor below the minimum', () => {
    const r = { xPct: 70, yPct: 80, wPct: 20, hPct: 10 };
    expect(resizedBy(r, 35, 9.9, A4)).toEqual({ xPct: 70, yPct: 80, wPct: 25, hPct: 11 });
    expect(resizedBy(r, 1000, 1000, A4)).toEqual({ xPct: 70, yPct: 80, wPct: 30, hPct: 20 });
    expect(resizedBy(r, -1000, -1000, A4)).toEqual({ xPct: 70, yPct: 80, wPct: 1, hPct: 1 });
  });

  it('sizes a seal the same in points on a small and a large page', () => {
    expect(defaultSizePct({ w: 120, h: 120 }, { widthPt: 600, heightPt: 800 })).toEqual({ wPct: 20, hPct: 15 });
    expect(defaultSizePct({ w: 120, h: 120 }, { widthPt: 1200, heightPt: 1600 })).toEqual({ wPct: 10, hPct: 7.5 });
  });
});
