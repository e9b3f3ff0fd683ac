import { describe, expect, it } from 'vitest';
import type { AccountFacts } from '../lib/access';
import { mainMenu } from './layouts/shell/nav-items';
import { NOTARY_LIST_ROUTES } from './notary-routes';
import { ROUTES, isBuilt } from './route-table';

const companyMain: AccountFacts = { status: 2, role: '1', company: '示例科技有限公司', contactName: null, phone: '13800000002' };
const companySub: AccountFacts = { status: 2, role: '2', company: '示例科技有限公司', contactName: null, phone: '13800000003' };
const individual: AccountFacts = { status: 1, role: '1', company: null, contactName: '李明', phone: '13800000001' };

/** The list pages are registered as one block, for logged-in users, and the header follows them. */
describe('notary list routes', () => {
  it('registers /notary, /notary/selectList and /notary/detail for logged-in users, before the catch-all', () => {
    expect(NOTARY_LIST_ROUTES.map((r) => r.path)).toEqual(['/notary', '/notary/selectList', '/notary/detail']);
    for (const r of NOTARY_LIST_ROUTES) {
      expect(r.access).toBe('login');
      expect(r.layout).toBe('shell');
      expect(ROUTES.indexOf(r)).toBeGreaterThanOrEqual(0);
      expect(ROUTES.indexOf(r)).toBeLessThan(ROUTES.findIndex((x) => x.path === '*'));
    }
    expect(isBuilt('/notary/detail?orderId=1&type=1&goBackUrl=%2Fnotary')).toBe(true);
  });

  it('shows 我的公证 to individuals and main accounts, never to sub-accounts', () => {
    expect(mainMenu(individual, isBuilt, null).some((i) => i.key === 'notary')).toBe(true);
    expect(mainMenu(companyMain, isBuilt, null).some((i) => i.key === 'notary')).toBe(true);
    expect(mainMenu(companySub, isBuilt, null).some((i) => i.key === 'notary')).toBe(false);
  });
});
