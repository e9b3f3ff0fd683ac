/** The smallest box holding every pixel with any ink (alpha above 0) of RGBA pixel data, or null when none. */
export interface InkBox {
  left: number;
  top: number;
  /** exclusive */
  right: number;
  /** exclusive */
  bottom: number;
}

export function inkBox(rgba: Uint8ClampedArray, width: number, height: number): InkBox | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (rgba[row + x * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right: right + 1, bottom: bottom + 1 };
}

/** The box grown by `margin` pixels on each side, kept inside the image. */
export function withMargin(box: InkBox, margin: number, width: number, height: number): InkBox {
  return { left: Math.max(0, box.left - margin), top: Math.max(0, box.top - margin), right: Math.min(width, box.right + margin), bottom: Math.min(height, box.bottom + margin) };
}
