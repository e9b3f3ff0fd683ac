import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import { INVOICE_MSG } from '@evidence/shared/constants';
import { ZAddInvoiceRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';

/** The 税号 rule of the header dialog, run as antd runs it: against all the form's values. */
function taxNumRule(values: Record<string, unknown>): Promise<void> {
  const rule: FormRule = contractRule(ZAddInvoiceRequest, 'taxNum');
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const obj = typeof rule === 'function' ? rule(form) : rule;
  return (obj.validator as unknown as (r: unknown, v: unknown) => Promise<void>)({}, values.taxNum);
}

const PERSONAL = { head: '李明', type: 1, taxNum: '', bankName: '', account: '', street: '', phoneNumber: '', mobile: '13912345678', email: 'li@example.com' };
const ENTERPRISE = { ...PERSONAL, head: '示例客户有限公司', type: 2, bankName: '招商银行', account: '6225880212345678', street: '上海市', phoneNumber: '021-12345678' };

describe('header dialog: 税号 (001 §5, decision 209)', () => {
  it('is optional for 个人/非企业单位 but checked when given', async () => {
    await expect(taxNumRule(PERSONAL)).resolves.toBeUndefined();
    await expect(taxNumRule({ ...PERSONAL, taxNum: '123' })).rejects.toThrow(INVOICE_MSG.taxNumInvalid);
    await expect(taxNumRule({ ...PERSONAL, taxNum: '91310000MA1FL0XQ7L' })).resolves.toBeUndefined();
  });
  it('is required for 企业', async () => {
    await expect(taxNumRule(ENTERPRISE)).rejects.toThrow(INVOICE_MSG.taxNumRequired);
    await expect(taxNumRule({ ...ENTERPRISE, taxNum: '91310000MA1FL0XQ7L' })).resolves.toBeUndefined();
  });
});
