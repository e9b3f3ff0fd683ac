import { describe, expect, it } from 'vitest';
import { keepsDefault, modifiersOf } from './input-map';
import { toRemote } from './input-map';
import { clock, waitText } from './kinds';

describe('live page input mapping', () => {
  it('scales a point of the shown canvas to the remote viewport and clamps it inside', () => {
    expect(toRemote({ x: 320, y: 171.5 }, { width: 640, height: 343 }, { width: 1280, height: 686 })).toEqual({ x: 640, y: 343 });
    expect(toRemote({ x: 700, y: -5 }, { width: 640, height: 343 }, { width: 1280, height: 686 })).toEqual({ x: 1279, y: 0 });
    expect(toRemote({ x: 5, y: 5 }, { width: 0, height: 0 }, { width: 1280, height: 686 })).toEqual({ x: 0, y: 0 });
  });

  it('sends CDP modifier bits and keeps only copy/paste shortcuts local', () => {
    expect(modifiersOf({ altKey: true, ctrlKey: false, metaKey: false, shiftKey: true })).toBe(9);
    expect(modifiersOf({ altKey: false, ctrlKey: true, metaKey: true, shiftKey: false })).toBe(6);
    expect(keepsDefault({ key: 'v', ctrlKey: true, metaKey: false })).toBe(true);
    expect(keepsDefault({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
    expect(keepsDefault({ key: 'Tab', ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('writes the time left and the wait in words', () => {
    expect(clock(119_001)).toBe('02:00');
    expect(clock(-5)).toBe('00:00');
    expect(waitText(30)).toBe('不到 1 分钟');
    expect(waitText(61)).toBe('约 2 分钟');
  });
});
