import { describe, expect, it } from 'vitest';
import { can, PERMISSION_MAP, roleOf, Roles } from '../../src/access';

describe('permission map (000 §6, 001 §6)', () => {
  it('sub-accounts cannot change the password, delete evidence, buy points or see notarization, mediation, invoices, seals, members', () => {
    for (const p of ['password.change', 'evidence.delete', 'points.buy', 'notary.use', 'mediation.use', 'invoices.manage', 'seals.manage', 'members.manage', 'orders.full', 'kyc.submit'] as const) {
      expect(can('companySub', p), p).toBe(false);
    }
    expect(can('companySub', 'orders.consumption')).toBe(true);
    expect(can('companySub', 'account.use')).toBe(true);
  });

  it('individuals and company main accounts verify their own account', () => {
    expect(can('individual', 'kyc.submit')).toBe(true);
    expect(can('companyMain', 'kyc.submit')).toBe(true);
  });

  it('only a company main account manages members', () => {
    expect(can('companyMain', 'members.manage')).toBe(true);
    expect(can('individual', 'members.manage')).toBe(false);
  });

  it('anonymous visitors hold nothing and operators only the console', () => {
    expect(PERMISSION_MAP.anonymous).toEqual([]);
    expect(PERMISSION_MAP.operator).toEqual(['admin.console']);
    expect(can('individual', 'admin.console')).toBe(false);
  });

  it('every role has an entry', () => {
    for (const r of Roles) expect(Array.isArray(PERMISSION_MAP[r])).toBe(true);
  });

  it('derives the role from account type and a confirmed membership', () => {
    expect(roleOf({ accountType: 2, actingAsMember: false })).toBe('companyMain');
    expect(roleOf({ accountType: 1, actingAsMember: false })).toBe('individual');
    expect(roleOf({ accountType: 0, actingAsMember: false })).toBe('individual');
    expect(roleOf({ accountType: 1, actingAsMember: true })).toBe('companySub');
  });
});
