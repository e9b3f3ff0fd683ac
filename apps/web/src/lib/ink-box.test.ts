import { describe, expect, it } from 'vitest';
import { inkBox, withMargin } from './ink-box';

function image(width: number, height: number, inked: Array<[number, number]>): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of inked) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

describe('inkBox', () => {
  it('finds the box of the ink, right and bottom exclusive', () => {
    expect(inkBox(image(10, 8, [[2, 3], [6, 1], [4, 5]]), 10, 8)).toEqual({ left: 2, top: 1, right: 7, bottom: 6 });
  });
  it('answers null for a drawing with no ink', () => {
    expect(inkBox(image(5, 5, []), 5, 5)).toBeNull();
  });
  it('counts a faint pixel (alpha 1) as ink and ignores colour without alpha', () => {
    const data = image(4, 4, []);
    data.fill(255, 0, 3); // a white pixel, fully transparent
    data[(2 * 4 + 3) * 4 + 3] = 1;
    expect(inkBox(data, 4, 4)).toEqual({ left: 3, top: 2, right: 4, bottom: 3 });
  });
  it('grows the box by a margin inside the image', () => {
    expect(withMargin({ left: 1, top: 5, right: 8, bottom: 9 }, 3, 10, 10)).toEqual({ left: 0, top: 2, right: 10, bottom: 10 });
  });
});
