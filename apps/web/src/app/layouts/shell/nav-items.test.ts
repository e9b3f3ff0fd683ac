import { describe, expect, it } from 'vitest';
import type { AccountFacts } from '../../../lib/access';
import { accountMenu, activeNavKey, canBuyPoints, mainMenu, verificationInfoPath, withSignTodo } from './nav-items';

const everything = () => true;
const onlySetting = (p: string) => p === '/setting' || p === '/';

const individual: AccountFacts = { status: 1, role: '1', company: null, contactName: '张三', phone: '13800000001' };
const companyMain: AccountFacts = { status: 2, role: '1', company: '示例科技有限公司', contactName: '李四', phone: '13800000002' };
const companySub: AccountFacts = { status: 2, role: '2', company: '示例科技有限公司', contactName: '王五', phone: '13800000003' };

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('mainMenu', () => {
  it('shows only built pages', () => {
    expect(keys(mainMenu(individual, onlySetting, null))).toEqual(['home']);
  });
  it('hides notarization and mediation from sub-accounts', () => {
    expect(keys(mainMenu(individual, everything, 'https://m.example'))).toEqual(['home', 'attestation', 'evidence', 'notary', 'esign', 'mediation']);
    expect(keys(mainMenu(companySub, everything, 'https://m.example'))).toEqual(['home', 'attestation', 'evidence', 'esign']);
  });
  it('gives a visitor the public product pages, not pages behind the login', () => {
    const visitor = mainMenu(undefined, everything, 'https://m.example');
    expect(visitor.map((i) => i.path)).toEqual(['/', '/product/attestation', '/product/evidence', '/product/notary', '/product/esign']);
    expect(keys(mainMenu(undefined, onlySetting, null))).toEqual(['home']);
  });
  it('hides mediation when no address is configured', () => {
    expect(keys(mainMenu(companyMain, everything, null))).not.toContain('mediation');
  });
});

describe('accountMenu', () => {
  it('gives a main company account everything', () => {
    expect(keys(accountMenu(companyMain, everything))).toEqual(['setting', 'verification', 'notifications', 'seals', 'members', 'orders', 'invoices']);
  });
  it('gives individuals no member management', () => {
    expect(keys(accountMenu(individual, everything))).not.toContain('members');
  });
  it('hides seals, members and invoices from sub-accounts', () => {
    expect(keys(accountMenu(companySub, everything))).toEqual(['setting', 'verification', 'notifications', 'orders']);
  });
  it('drops entries whose page is not built', () => {
    expect(keys(accountMenu(companyMain, onlySetting))).toEqual(['setting']);
  });
  it('routes verification info by account type', () => {
    expect(verificationInfoPath(companyMain)).toBe('/kyc-info');
    expect(verificationInfoPath(individual)).toBe('/person-info');
    expect(verificationInfoPath({ status: 0 })).toBe('/authentication');
  });
});

describe('canBuyPoints', () => {
  it('needs the permission and the page', () => {
    expect(canBuyPoints(individual, everything)).toBe(true);
    expect(canBuyPoints(companySub, everything)).toBe(false);
    expect(canBuyPoints(individual, onlySetting)).toBe(false);
  });
});

describe('activeNavKey', () => {
  const items = [
    { key: 'home', label: '首页', path: '/' },
    { key: 'attestation', label: '数据存证', path: '/attestation-list' },
    { key: 'notary', label: '我的公证', path: '/notary' },
  ];
  it('marks the item a page lies under, home only on itself', () => {
    expect(activeNavKey('/attestation-list/download', items)).toBe('attestation');
    expect(activeNavKey('/notary/detail', items)).toBe('notary');
    expect(activeNavKey('/', items)).toBe('home');
    expect(activeNavKey('/helpCenter', items)).toBeNull();
    expect(activeNavKey('/attestation-listing', items)).toBeNull();
  });
  it('gives the notarization steps to 我的公证, though they live under /attestation-list', () => {
    expect(activeNavKey('/attestation-list/readingMaterial/signature/3/1', items)).toBe('notary');
    expect(activeNavKey('/attestation-list/readingMaterial/signature/3/1', items.slice(0, 2))).toBeNull();
  });
});

describe('withSignTodo', () => {
  it('puts the 待办 count on 电子签约 and a 待我签署 entry first in the account menu', () => {
    const { main, account } = withSignTodo(mainMenu(individual, everything, null), accountMenu(individual, everything), 3);
    expect(main.find((i) => i.key === 'esign')?.badge).toBe(3);
    expect(main.filter((i) => i.badge !== undefined)).toHaveLength(1);
    expect(account[0]).toEqual({ key: 'esign-todo', label: '待我签署', path: '/electric-sign/mine?tab=todo', badge: 3 });
  });
  it('shows nothing at 0', () => {
    const main = mainMenu(individual, everything, null);
    const account = accountMenu(individual, everything);
    expect(withSignTodo(main, account, 0)).toEqual({ main, account });
  });
});
