import { describe, expect, it } from 'vitest';
import { parseOrderIds } from './parse-ids';

describe('parseOrderIds (/orders/makeOutInvoice?ids=)', () => {
  it('reads a JSON list, numbers or strings, without repeats', () => {
    expect(parseOrderIds('[3,1,3]')).toEqual([3, 1]);
    expect(parseOrderIds('["7","8"]')).toEqual([7, 8]);
    expect(parseOrderIds('5')).toEqual([5]);
    expect(parseOrderIds('4,5')).toEqual([4, 5]);
  });

  it('answers nothing for anything else', () => {
    for (const bad of [null, '', '[0]', '[-1]', '[1.5]', '["x"]', '{"a":1}', '[1,"2a"]', 'abc']) expect(parseOrderIds(bad)).toEqual([]);
  });
});
