import { describe, expect, it } from 'vitest';
import { accountCan, accountName, accountRole, type AccountFacts } from './access';

const base: AccountFacts = { status: 1, role: '1', company: null, contactName: null, phone: '13800000001' };

describe('accountName', () => {
  it('prefers the company, then the contact name, then the phone', () => {
    expect(accountName({ ...base, company: '示例科技有限公司', contactName: '王芳' })).toBe('示例科技有限公司');
    expect(accountName({ ...base, contactName: '李明' })).toBe('李明');
    expect(accountName(base)).toBe('13800000001');
    expect(accountName({ ...base, company: '  ', contactName: '' })).toBe('13800000001');
  });
});

describe('accountRole and accountCan', () => {
  it('derives the role from account type and the member flag', () => {
    expect(accountRole(undefined)).toBe('anonymous');
    expect(accountRole(base)).toBe('individual');
    expect(accountRole({ ...base, status: 2 })).toBe('companyMain');
    expect(accountRole({ ...base, status: 1, role: '2' })).toBe('companySub');
  });
  it('asks the shared permission map', () => {
    expect(accountCan(base, 'password.change')).toBe(true);
    expect(accountCan({ ...base, role: '2' }, 'password.change')).toBe(false);
    expect(accountCan({ ...base, status: 2 }, 'members.manage')).toBe(true);
    expect(accountCan(undefined, 'account.use')).toBe(false);
  });
});
