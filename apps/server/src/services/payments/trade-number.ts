/**
 * Our out_trade_no of an order's payment attempt (decision 952). Attempt 0 is the order number itself, so
 * every trade ordered before attempts existed keeps its number; attempt n ≥ 1 is `${order_no}_${n}`, opened
 * when a notarial fee's prepay trade expired (WeChat takes a number ordered again as the same trade only with
 * every parameter unchanged, its expiry included). Both providers accept it: WeChat [A-Za-z0-9_-|*] of 6–32,
 * Alipay ≤ 64 of letters, digits and underscore; an order number is 22 characters of [A-Z0-9].
 */
export function tradeNoOf(orderNo: string, attempt: number): string {
  return attempt === 0 ? orderNo : `${orderNo}_${attempt}`;
}

const SHAPE = /^([A-Za-z0-9]{1,40})(?:_([1-9][0-9]{0,5}))?$/;

/** The order number and attempt of an out_trade_no; null for any other shape (a notice for no trade of ours). */
export function parseTradeNo(outTradeNo: string): { orderNo: string; attempt: number } | null {
  const m = SHAPE.exec(outTradeNo);
  if (!m) return null;
  return { orderNo: m[1]!, attempt: m[2] === undefined ? 0 : Number(m[2]) };
}
