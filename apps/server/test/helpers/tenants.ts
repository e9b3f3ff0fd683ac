import { seedDemo, DEMO_PASSWORD } from '../../src/services/demo/seed-demo';
import type { TestApp } from './test-app';
import { login } from './api';

export interface Caller {
  token: string;
  /** the role header: '2' for the sub-account, '1' otherwise */
  role: string;
  userId: number;
  phone: string;
}

export interface Tenants {
  /** 13800000001, a verified individual */
  individual: Caller;
  /** 13800000002, 示例科技有限公司's main account */
  companyMain: Caller;
  /** 13800000003 acting as 示例科技有限公司's sub-account (role '2') */
  companySub: Caller;
  /** 13800000003 in its own personal role */
  subPersonal: Caller;
  /** 13800000004, another company's main account */
  otherCompany: Caller;
}

/**
 * The demo accounts (seed-demo.ts), logged in: the callers of every authorisation matrix. Each
 * call logs in afresh, so a test that ends sessions can ask again.
 */
export async function tenants(t: TestApp): Promise<Tenants> {
  await seedDemo(t.db, t.config);
  const ids = new Map((await t.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, u.id]));
  const caller = async (phone: string, role: string): Promise<Caller> => ({ token: await login(t.app, phone, DEMO_PASSWORD), role, userId: ids.get(phone)!, phone });
  return {
    individual: await caller('13800000001', '1'),
    companyMain: await caller('13800000002', '1'),
    companySub: await caller('13800000003', '2'),
    subPersonal: await caller('13800000003', '1'),
    otherCompany: await caller('13800000004', '1'),
  };
}
