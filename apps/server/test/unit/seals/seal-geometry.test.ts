import { describe, expect, it } from 'vitest';
import { arcLayout, stampCells, stampText, starPath, starPoints } from '../../../src/services/seals/seal-geometry';

describe('starPoints', () => {
  it('ten corners, alternating outer and inner radius, the first straight up', () => {
    const pts = starPoints(100, 100, 50);
    expect(pts).toHaveLength(10);
    expect(pts[0]).toEqual({ x: 100, y: 50 });
    const dist = (p: { x: number; y: number }) => Math.hypot(p.x - 100, p.y - 100);
    pts.forEach((p, i) => expect(dist(p)).toBeCloseTo(i % 2 === 0 ? 50 : 50 * 0.381966, 1));
    // symmetric about the vertical axis
    expect(pts[1]!.x - 100).toBeCloseTo(100 - pts[9]!.x, 2);
    expect(pts[1]!.y).toBeCloseTo(pts[9]!.y, 2);
  });

  it('starPath closes the outline', () => {
    const d = starPath(0, 0, 10);
    expect(d.startsWith('M0 -10 L')).toBe(true);
    expect(d.endsWith(' Z')).toBe(true);
    expect(d.split('L')).toHaveLength(10);
  });
});

describe('arcLayout', () => {
  it('centres the text on the top and keeps the step for short names', () => {
    const a = arcLayout(5, { outerRadius: 250, maxSpan: 250, maxStep: 30 });
    expect(a.step).toBe(30);
    expect(a.angles).toEqual([-60, -30, 0, 30, 60]);
  });

  it('long names share the span and shrink so neighbours never overlap', () => {
    const a = arcLayout(26, { outerRadius: 250, maxSpan: 250, maxStep: 30, maxSize: 86 });
    expect(a.angles[0]).toBeCloseTo(-125, 1);
    expect(a.angles[25]).toBeCloseTo(125, 1);
    const chord = 2 * a.radius * Math.sin(((a.step / 2) * Math.PI) / 180);
    expect(a.width).toBeLessThan(chord);
    // the box's outer edge stays on the given radius
    expect(a.radius + a.height / 2).toBeCloseTo(250, 1);
    const short = arcLayout(6, { outerRadius: 250, maxSpan: 250, maxStep: 30, maxSize: 86 });
    expect(short.width).toBeGreaterThan(a.width);
    expect(short.height).toBeLessThanOrEqual(86);
  });

  it('one character sits at the top; nonsense counts throw', () => {
    expect(arcLayout(1, { outerRadius: 100 }).angles).toEqual([0]);
    expect(() => arcLayout(0, { outerRadius: 100 })).toThrow();
    expect(() => arcLayout(2.5, { outerRadius: 100 })).toThrow();
  });
});

describe('stampText', () => {
  it('2 characters get 之印, odd counts 印, even counts stay', () => {
    expect(stampText('李明')).toEqual(['李', '明', '之', '印']);
    expect(stampText('赵磊明')).toEqual(['赵', '磊', '明', '印']);
    expect(stampText('欧阳娜娜')).toEqual(['欧', '阳', '娜', '娜']);
    expect(stampText('阿卜杜热依')).toHaveLength(6);
    expect(stampText(' 王 ')).toEqual(['王', '印']);
    expect(() => stampText('  ')).toThrow();
  });
});

describe('stampCells', () => {
  it('reads the right column top to bottom, then the left column', () => {
    const cells = stampCells(4, { x: 0, y: 0, width: 200, height: 200 });
    expect(cells).toEqual([
      { x: 100, y: 0, width: 100, height: 100 },
      { x: 100, y: 100, width: 100, height: 100 },
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 0, y: 100, width: 100, height: 100 },
    ]);
    const six = stampCells(6, { x: 10, y: 10, width: 300, height: 300 });
    expect(six.map((c) => c.height)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(six[2]).toEqual({ x: 160, y: 210, width: 150, height: 100 });
  });

  it('refuses odd counts', () => {
    expect(() => stampCells(3, { x: 0, y: 0, width: 1, height: 1 })).toThrow();
  });
});
