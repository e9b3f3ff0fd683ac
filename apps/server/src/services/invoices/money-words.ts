const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万亿'];

/** Four digits (0–9999) in capitals, with 零 where a gap needs one. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += (DIGITS[d] ?? '') + (SMALL[i] ?? '');
  }
  return out;
}

/** An amount in cents as the capitals of 价税合计（大写）: 1234.50 → 壹仟贰佰叁拾肆元伍角整. */
export function moneyInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('amount');
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let int = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let v = yuan; v > 0; v = Math.floor(v / 10_000)) groups.push(v % 10_000);
    let needZero = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const n = groups[g] ?? 0;
      if (n === 0) {
        needZero = true;
        continue;
      }
      if (int && (needZero || n < 1000)) int += '零';
      needZero = false;
      int += group(n) + BIG[g];
    }
    int += '元';
  }
  if (jiao === 0 && fen === 0) return `${int || '零元'}整`;
  let dec = '';
  if (jiao > 0) dec += `${DIGITS[jiao]}角`;
  else if (int) dec += '零';
  if (fen > 0) dec += `${DIGITS[fen]}分`;
  else dec += '整';
  return int + dec;
}
