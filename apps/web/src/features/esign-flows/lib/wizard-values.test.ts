import { describe, expect, it } from 'vitest';
import { ZSaveSignData, type TDetailSignResponse } from '@evidence/shared/contracts';
import { EMPTY_WIZARD, fromDetail, signersForRoles, toSaveData } from './wizard-values';

describe('the wizard values', () => {
  it('give one signer per template role, keeping what was typed for a role that stays', () => {
    const typed = [{ role: '乙方', name: '李四', phone: '13911110002', kind: 'person' as const }];
    expect(signersForRoles(['甲方', '乙方'], typed)).toEqual([{ role: '甲方', name: '', phone: '', kind: 'person' }, typed[0]]);
  });

  it('become saveSign data the contract accepts: trimmed, a company name only for a company, send only when sending', () => {
    const v = {
      ...EMPTY_WIZARD,
      id: 5,
      templateId: 3,
      title: ' 租赁合同 ',
      signers: [
        { role: '甲方', name: ' 王经理 ', phone: '13911110001', kind: 'company' as const, companyName: ' 甲方公司 ' },
        { role: '乙方', name: '李四', phone: '13911110002', kind: 'person' as const, companyName: '不该带上' },
      ],
    };
    const draft = toSaveData(v, false);
    expect(draft).not.toHaveProperty('send');
    expect(draft.signers[0]).toEqual({ role: '甲方', name: '王经理', phone: '13911110001', kind: 'company', companyName: '甲方公司' });
    expect(draft.signers[1]).not.toHaveProperty('companyName');
    const sent = ZSaveSignData.parse(toSaveData(v, true));
    expect(sent).toMatchObject({ sign_id: 5, templateId: 3, title: '租赁合同', send: 1, expireDays: 7 });
  });

  it('read a draft back with the days left from now (at least 1)', () => {
    const now = Date.UTC(2026, 10, 27);
    const d = { id: 1, templateId: 2, fileName: '合同.pdf', title: 't', orderMode: 'parallel', expiresAt: now + 3 * 86_400_000 - 1000, remindEveryDays: 2, ridingSeal: true, signers: [] } as unknown as TDetailSignResponse;
    expect(fromDetail(d, now)).toMatchObject({ id: 1, templateId: 2, templateName: '合同.pdf', orderMode: 'parallel', expireDays: 3, remindEveryDays: 2, ridingSeal: true });
    expect(fromDetail({ ...d, expiresAt: now - 5000 }, now).expireDays).toBe(1);
  });
});
