import { describe, expect, it } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import { MSG } from '@evidence/shared/constants';
import { zPhone } from '@evidence/shared/validators';
import { ZEditPasswordRequest, ZRegisterRequest } from '@evidence/shared/contracts';
import { contractRule, zodRule } from './form-rules';

type Validate = (rule: unknown, value: unknown) => Promise<void>;

function run(rule: FormRule, value: unknown, values: Record<string, unknown> = {}): Promise<void> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const obj = typeof rule === 'function' ? rule(form) : rule;
  return (obj.validator as unknown as Validate)({}, value);
}

describe('zodRule', () => {
  it('passes valid values and rejects with the shared message', async () => {
    await expect(run(zodRule(zPhone), '13800000001')).resolves.toBeUndefined();
    await expect(run(zodRule(zPhone), '12345')).rejects.toThrow(MSG.phoneInvalid);
    await expect(run(zodRule(zPhone), undefined)).rejects.toThrow(MSG.phoneRequired);
  });
});

describe('contractRule', () => {
  const base = { oldPassword: 'abc123', password: 'abc456', confirmPassword: 'abc456' };
  it('reports refinements on the field they name', async () => {
    const confirm = contractRule(ZEditPasswordRequest, 'confirmPassword');
    await expect(run(confirm, '', { ...base, confirmPassword: 'abc457' })).rejects.toThrow(MSG.passwordMismatch);
    await expect(run(confirm, '', base)).resolves.toBeUndefined();
    const password = contractRule(ZEditPasswordRequest, 'password');
    await expect(run(password, '', { ...base, password: 'abc123', confirmPassword: 'abc123' })).rejects.toThrow(MSG.passwordSameAsOld);
  });
  it('ignores problems of other fields', async () => {
    const password = contractRule(ZEditPasswordRequest, 'password');
    await expect(run(password, '', { ...base, oldPassword: undefined })).resolves.toBeUndefined();
  });
  it('reports a missing field with its own message', async () => {
    const old = contractRule(ZEditPasswordRequest, 'oldPassword');
    await expect(run(old, '', { password: 'abc456' })).rejects.toThrow(MSG.oldPasswordRequired);
  });
  it('takes values that live outside the form', async () => {
    const agree = contractRule(ZRegisterRequest, 'agree', () => ({ smsToken: 't' }));
    await expect(run(agree, true, { agree: true })).resolves.toBeUndefined();
    await expect(run(agree, false, { agree: false })).rejects.toThrow(MSG.clauseRequired);
  });
});
