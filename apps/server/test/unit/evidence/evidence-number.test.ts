import { describe, expect, it } from 'vitest';
import { newEvidenceNo } from '../../../src/services/evidence/evidence-number';

describe('newEvidenceNo', () => {
  it('dates the 保全号 in China time: 2026-12-01T17:30Z is 01:30 on 12-02 in Beijing', () => {
    const no = newEvidenceNo(new Date('2026-12-01T17:30:00Z'));
    expect(no).toMatch(/^\d{18}$/);
    expect(no.slice(0, 8)).toBe('20261202');
  });

  it('keeps the same day before 16:00Z', () => {
    expect(newEvidenceNo(new Date('2026-12-01T15:59:59Z')).slice(0, 8)).toBe('20261201');
  });
});
