import { describe, expect, it } from 'vitest';
import { bannerFor } from '../features/kyc/components/banner-content';
import { accountMenu } from './layouts/shell/nav-items';
import { ROUTES, isBuilt } from './route-table';

/** The company verification pages are in the route table and the header's links reach them. */
describe('company verification links', () => {
  it('registers both pages for logged-in users with their titles and breadcrumbs', () => {
    for (const [path, title] of [['/organization-kyc', '企业实名认证'], ['/kyc-info', '企业认证信息']] as const) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route?.access).toBe('login');
      expect(route?.title).toBe(title);
      expect(route?.breadcrumb?.map((c) => c.title)).toEqual(['首页', '账户', title]);
    }
  });

  it('leads a company from the account menu to /kyc-info', () => {
    const company = { status: 2, role: '1', company: '示例科技有限公司', contactName: null, phone: '13800000002' } as const;
    expect(accountMenu(company, isBuilt).find((i) => i.key === 'verification')?.path).toBe('/kyc-info');
  });

  it('keeps the rejected company banner action (重新认证) on a built page', () => {
    const banner = bannerFor({ status: 2, userStatus: 4, repairType: null, role: '1' });
    expect(banner?.action?.path).toBe('/organization-kyc?status=2');
    expect(isBuilt(banner!.action!.path)).toBe(true);
  });
});
