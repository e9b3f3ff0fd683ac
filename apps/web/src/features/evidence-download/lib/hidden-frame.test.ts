import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAllInHiddenFrames, openInHiddenFrame } from './hidden-frame';
import { rangeToSeconds } from '../../../lib/date-range';

/** Just enough of a Document to watch frames come and go (the unit tests run without a DOM). */
function fakeDocument() {
  const attached: Array<{ src: string; style: { display: string } }> = [];
  const doc = {
    body: { appendChild: (el: { src: string; style: { display: string } }) => attached.push(el) },
    createElement: () => {
      const el = {
        src: '',
        style: { display: '' },
        dataset: {} as Record<string, string>,
        setAttribute: () => undefined,
        remove: () => attached.splice(attached.indexOf(el), 1),
      };
      return el;
    },
  };
  return { doc: doc as unknown as Document, attached };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hidden download frames', () => {
  it('open the URL hidden and disappear after 300000 ms (000 §9)', () => {
    const { doc, attached } = fakeDocument();
    openInHiddenFrame('/api/download/original/x', doc);
    expect(attached).toEqual([expect.objectContaining({ src: '/api/download/original/x', style: { display: 'none' } })]);
    vi.advanceTimersByTime(299_999);
    expect(attached).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(attached).toHaveLength(0);
  });

  it('open several URLs one after another, and stop the rest on request', () => {
    const { doc, attached } = fakeDocument();
    const stop = openAllInHiddenFrames(['/a', '/b', '/c'], 250, doc);
    expect(attached.map((f) => f.src)).toEqual(['/a']);
    vi.advanceTimersByTime(250);
    expect(attached.map((f) => f.src)).toEqual(['/a', '/b']);
    stop();
    vi.advanceTimersByTime(1000);
    expect(attached.map((f) => f.src)).toEqual(['/a', '/b']);
  });
});

describe('date range and sizes', () => {
  // a picked calendar day (dayjs counts months from 0); its 00:00 is China time (decision 208)
  const day = (y: number, m: number, d: number) => ({ year: () => y, month: () => m - 1, date: () => d });
  const cst = Date.parse('2023-11-15T00:00:00+08:00') / 1000;
  it('ends the range at the end day’s last second (000 §9)', () => {
    expect(rangeToSeconds([day(2023, 11, 15), day(2023, 11, 15)])).toEqual({ startTime: cst, endTime: cst + 86_399 });
    expect(rangeToSeconds([null, day(2023, 11, 15)])).toEqual({ endTime: cst + 86_399 });
    expect(rangeToSeconds(null)).toEqual({});
  });
});
