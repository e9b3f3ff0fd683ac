import { describe, expect, it } from 'vitest';
import { consoleHome } from './console-home';

describe('consoleHome', () => {
  it('opens 公证办理 for a notary and the review queue for other operators', () => {
    expect(consoleHome('notary')).toBe('/admin/notary');
    expect(consoleHome('operator')).toBe('/admin/verifications');
    expect(consoleHome(undefined)).toBe('/admin/verifications');
  });
});
