import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPriceList, ZSiteConfig } from '@evidence/shared/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';

/** 收费标准 and the footer read these two public answers from the live settings (issue 24 item 4). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    POINTS_PRICE_PRESERVE: '2.5',
    NOTARY_FEE_BASE: '150',
    NOTARY_FEE_PER_RECORD: '12.5',
    PLATFORM_OPERATOR_NAME: '示例数据科技有限公司',
    PLATFORM_OPERATOR_CREDIT_CODE: '91110000MA01ABCD2X',
    SERVICE_PHONE: '400-123-4567',
    SERVICE_EMAIL: 'service@evidence.example',
    NOTARY_OFFICE_NAME: '示例市公证处',
    NOTARY_OFFICE_LICENCE: '公证执业证 123456',
    NOTARY_OFFICE_ADDRESS: '示例市示例路 1 号',
    NOTARY_OFFICE_PHONE: '010-12345678',
  });
});
afterAll(async () => t?.close());

describe('public prices and identity', () => {
  it('the price list is public and carries the notarial fee per order and per record as configured', async () => {
    const r = await call(t.app, 'GET', '/api/points/priceList', { ip: freshIp() });
    expectOk(r);
    const list = ZPriceList.parse(r.body.data);
    expect(list).toMatchObject({ preserve: 2.5, notaryBase: 150, notaryPerRecord: 12.5, pointsPerYuan: 1 });
  });

  it('the site config names the operator, customer service and the partner office as configured, to anyone', async () => {
    const r = await call(t.app, 'GET', '/api/home/getSiteConfig', { ip: freshIp() });
    expectOk(r);
    const site = ZSiteConfig.parse(r.body.data);
    expect(site.operator).toEqual({ name: '示例数据科技有限公司', creditCode: '91110000MA01ABCD2X', servicePhone: '400-123-4567', serviceEmail: 'service@evidence.example' });
    expect(site.notaryOffice).toEqual({ name: '示例市公证处', licence: '公证执业证 123456', address: '示例市示例路 1 号', phone: '010-12345678' });
  });

  it('the defaults say 演示 so a demo never passes for a real operator or office', async () => {
    const d = await createTestApp();
    try {
      const site = ZSiteConfig.parse((await call(d.app, 'GET', '/api/home/getSiteConfig', { ip: freshIp() })).body.data);
      expect(site.operator.name).toContain('演示');
      expect(site.operator.creditCode).toBeNull();
      for (const v of Object.values(site.notaryOffice)) expect(v).toContain('演示');
      const list = ZPriceList.parse((await call(d.app, 'GET', '/api/points/priceList', { ip: freshIp() })).body.data);
      expect(list.notaryBase).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });
});
