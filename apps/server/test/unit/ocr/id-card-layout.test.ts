import { describe, expect, it } from 'vitest';
import { idNumberLine, rowsFromBlocks, type OcrLine } from '../../../src/providers/ocr/id-card-layout';
import { LOW_CONFIDENCE as U } from '../../../src/providers/ocr/id-card-text';

/** A line as tesseract.js reports it: words with confidence, and a box. */
function line(x0: number, y0: number, x1: number, y1: number, ...words: Array<[string, number]>): OcrLine {
  const bbox = { x0, y0, x1, y1 };
  return { text: words.map(([t]) => t).join(' '), bbox, words: words.map(([text, confidence]) => ({ text, confidence, bbox })) };
}

// boxes and confidences as tesseract gave them for a drawn card 600 pixels wide (sparse text)
const LINES = [
  line(43, 49, 77, 65, ['姓名', 96]),
  line(114, 44, 178, 65, ['张晓明', 96]),
  line(452, 67, 529, 144, ['@@', 18]), // the photo, taller than two rows of text
  line(44, 147, 79, 163, ['出', 93], ['生', 86]),
  line(114, 144, 266, 163, ['1990', 92], ['年', 90], ['3', 97], ['月', 96], ['7', 92], ['日', 93]),
  line(43, 196, 79, 212, ['住址', 96]),
  line(113, 193, 334, 213, ['北京', 96], ['市', 96], ['东城', 96], ['区', 58]),
  line(441, 151, 540, 218, ['生', 0]),
  line(113, 223, 295, 243, ['号', 93], ['院', 93]),
  line(43, 323, 142, 338, ['公民', 96], ['身份', 96], ['号', 93], ['码', 85]),
  line(184, 319, 468, 337, ['11010119900307803X', 40]),
];

describe('rowsFromBlocks', () => {
  it('puts label and value on one row, the photo in its own rows or after a tab, and marks unsure Han words', () => {
    const shuffled = [...LINES].reverse();
    expect(rowsFromBlocks([{ paragraphs: [{ lines: shuffled.slice(0, 5) }, { lines: shuffled.slice(5) }] }])).toEqual([
      '姓名 张晓明',
      '@@',
      '出 生 1990 年 3 月 7 日',
      `${U}生`,
      `住址 北京 市 东城 ${U}区`,
      '号 院',
      // the number is marked too; the parser ignores marks there (its check character decides)
      `公民 身份 号 码\t${U}11010119900307803X`,
    ]);
  });

  it('finds the line of the number for a second reading', () => {
    expect(idNumberLine([{ paragraphs: [{ lines: LINES }] }])).toEqual({ x0: 184, y0: 319, x1: 468, y1: 337 });
    expect(idNumberLine([{ paragraphs: [{ lines: LINES.slice(0, 5) }] }])).toBeUndefined();
  });
});
