import type { FormRule } from 'antd';
import { zEsignSealName } from '@evidence/shared/contracts';
import { zodRule } from '@/components/form-rules';

/** The seal name rule of the contracts (the server's exact messages); `optional` lets an empty name pass. */
export function sealNameRules(optional: boolean): FormRule[] {
  if (!optional) return [zodRule(zEsignSealName)];
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        const r = zEsignSealName.safeParse(value);
        if (!r.success) throw new Error(r.error.issues[0]?.message ?? '印章名称格式不正确');
      },
    },
  ];
}
