/** Accounts the e2e global setup creates (operator) or the server's `seed-demo` provides. */
export const OPERATOR = { phone: '13900000000', name: '测试员', password: 'test1234' } as const;

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  individual: { phone: '13800000001', name: '李明' },
  companyMain: { phone: '13800000002', name: '示例科技有限公司' },
  companySub: { phone: '13800000003', name: '示例科技有限公司' },
  /** a second verified company; only the commerce journey (and a failed-login test, later) uses it */
  otherCompany: { phone: '13800000004', name: '第二示例贸易有限公司' },
} as const;

/** A verified individual no demo company has added (support/seed-spare-member.ts): the members journey's second member. */
export const SPARE_MEMBER = { phone: '13800000005', name: '孙悦' } as const;
