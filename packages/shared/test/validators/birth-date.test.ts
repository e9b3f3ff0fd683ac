import { describe, expect, it } from 'vitest';
import { birthDateField, firstIssue, isBirthDate } from '../../src/validators';

describe('birth date', () => {
  const now = new Date('2026-01-15T12:00:00+08:00');
  it('accepts real days from 1900 to today, written YYYY-MM-DD', () => {
    for (const d of ['1900-01-01', '1988-08-08', '2000-02-29', '2026-01-15']) expect(isBirthDate(d, now), d).toBe(true);
  });
  it('refuses other shapes, days that do not exist, the future and before 1900', () => {
    for (const d of ['19880808', '1988-8-8', '1988/08/08', '2001-02-29', '1999-13-01', '2026-01-16', '1899-12-31', '']) expect(isBirthDate(d, now), d).toBe(false);
  });
  it('names the field when empty', () => {
    const f = birthDateField('请选择法定代表人出生日期');
    expect(firstIssue(f, '')).toBe('请选择法定代表人出生日期');
    expect(firstIssue(f, undefined)).toBe('请选择法定代表人出生日期');
    expect(firstIssue(f, '1988-02-30')).toBe('请输入正确的出生日期（YYYY-MM-DD）');
    expect(firstIssue(f, '1988-02-28')).toBeUndefined();
  });
});
