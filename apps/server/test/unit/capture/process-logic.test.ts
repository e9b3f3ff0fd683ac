import { describe, expect, it } from 'vitest';
import { actionLines, actionText } from '../../../src/services/capture/process/action-lines';
import { confirmRefundCents, minutesKept } from '../../../src/services/capture/process/session-row';
import { ActionLog, loggedKeyName } from '../../../src/services/capture/session/action-log';
import { addressBarUrl } from '../../../src/services/capture/session/url-guard';

describe('what a confirmation keeps and gives back', () => {
  it('keeps the used time rounded up to whole minutes, at least one, at most the reservation', () => {
    expect(minutesKept({ used_ms: 0, reserved_minutes: 5 })).toBe(1);
    expect(minutesKept({ used_ms: 60_000, reserved_minutes: 5 })).toBe(1);
    expect(minutesKept({ used_ms: 60_001, reserved_minutes: 5 })).toBe(2);
    expect(minutesKept({ used_ms: 10 * 60_000, reserved_minutes: 5 })).toBe(5);
    expect(confirmRefundCents({ used_ms: 61_000, reserved_minutes: 5, charged_cents: 1_000 })).toBe(600);
    expect(confirmRefundCents({ used_ms: 300_000, reserved_minutes: 5, charged_cents: 1_000 })).toBe(0);
    expect(confirmRefundCents({ used_ms: 1_000, reserved_minutes: 1, charged_cents: 200 })).toBe(0);
  });
});

describe('the address bar and the action log', () => {
  it('adds https:// to a bare name and refuses other schemes', () => {
    expect(addressBarUrl('example.com/a b')).toBe('https://example.com/a%20b');
    expect(addressBarUrl(' http://例子.中国/ ')).toBe('http://xn--fsqu00a.xn--fiqs8s/');
    expect(addressBarUrl('file:///etc/passwd')).toBeNull();
    expect(addressBarUrl('javascript:alert(1)')).toBeNull();
    expect(addressBarUrl('   ')).toBeNull();
  });

  it('never keeps typed text: printable keys are "char", text is a count', () => {
    expect(loggedKeyName('a')).toBe('char');
    expect(loggedKeyName('中')).toBe('char');
    expect(loggedKeyName('Enter')).toBe('Enter');
    expect(actionText({ at: 1, kind: 'text', chars: 4 })).toBe('输入文字 4 个字符（内容不记录）');
    const log = new ActionLog();
    for (let i = 0; i < 10; i += 1) log.add({ at: 1000 + i * 10, kind: 'wheel', deltaY: 100 });
    log.add({ at: 2000, kind: 'wheel', deltaY: 100 });
    expect(log.entries).toHaveLength(2);
    const lines = actionLines([{ at: 1, kind: 'key', key: 'char' }, { at: 2, kind: 'key', key: 'Enter' }]);
    expect(lines.map((l) => l.text)).toEqual(['按键 Enter']);
  });
});
