import { describe, expect, it } from 'vitest';
import { ESIGN_SEAL_ROUTES } from './esign-seal-routes';
import { ROUTES, isBuilt } from './route-table';

/** The 企业印章 pages are one block for logged-in users; /electric-sign itself belongs to another part. */
describe('esign seal routes', () => {
  it('registers the list, create, edit and detail pages before the catch-all, with the 电子签约 breadcrumb', () => {
    expect(ESIGN_SEAL_ROUTES.map((r) => r.path)).toEqual(['/electric-sign/seal', '/electric-sign/seal/create', '/electric-sign/seal/edit/:id', '/electric-sign/seal/detail/:id']);
    for (const r of ESIGN_SEAL_ROUTES) {
      expect(r.access).toBe('login');
      expect(r.layout).toBe('shell');
      expect(r.breadcrumb?.slice(0, 2).map((c) => c.title)).toEqual(['首页', '电子签约']);
      expect(ROUTES.indexOf(r)).toBeLessThan(ROUTES.findIndex((x) => x.path === '*'));
    }
    expect(isBuilt('/electric-sign/seal/detail/12')).toBe(true);
    expect(ESIGN_SEAL_ROUTES.some((r) => r.path === '/electric-sign' || r.path.startsWith('/electric-sign/manage') || r.path.startsWith('/electric-sign/module'))).toBe(false);
  });
});
