import { describe, expect, it } from 'vitest';
import { ZSaveSignData, type TDetailSignResponse } from '@evidence/shared/contracts';
import { EMPTY_WIZARD, fromDetail, signersForRoles, toSaveData } from './wizard-values';

describe('the wizard values', () => {
  it('give one signer per template role, keeping what was typed for a role that stays', () => {
    const typed = [{ role: '乙方', name: '李四', phone: '13911110002', kind: 'person' as const }];
    expect(signersForRoles(['甲方', '乙方'], typed)).toEqual([{ role: '甲方', name: '', phone: '', kind: 'person' }, typed[0]]);
    // a role the template makes seal starts as a company
    expect(signersForRoles(['甲方', '乙方'], [], new Set(['甲方'])).map((s) => s.kind)).toEqual(['company', 'person']);
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
    const d = { id: 1, templateId: 2, fileName: '合同.pdf', title: 't', orderMode: 'parallel', expiresAt: now + 3 * 86_400_000 - 1000, remindEveryDays: 2, ridingSeal: true, signers: [], fields: [] } as unknown as TDetailSignResponse;
    expect(fromDetail(d, now)).toMatchObject({ id: 1, source: 'template', templateId: 2, templateName: '合同.pdf', orderMode: 'parallel', expireDays: 3, remindEveryDays: 2, ridingSeal: true });
    expect(fromDetail({ ...d, expiresAt: now - 5000 }, now).expireDays).toBe(1);
  });
});

describe('an upload', () => {
  it('sends each signer its own placed fields and no template id', () => {
    const f = (id: string, role: string, kind: 'signature' | 'seal' | 'date') => ({ id, role, kind, page: 1, xPct: 10, yPct: 10, wPct: 20, hPct: 8, required: true });
    const v = {
      ...EMPTY_WIZARD,
      source: 'upload' as const,
      templateId: 9,
      title: '上传的合同',
      signers: [
        { role: '甲方', name: '王经理', phone: '13911110001', kind: 'company' as const, companyName: '甲方公司' },
        { role: '乙方', name: '李四', phone: '13911110002', kind: 'person' as const },
      ],
      fields: [f('a', '甲方', 'seal'), f('b', '乙方', 'signature'), f('c', '乙方', 'date')],
    };
    const data = ZSaveSignData.parse(toSaveData(v, true));
    expect(data.templateId).toBeUndefined();
    expect(data.signers[0]!.fields).toHaveLength(1);
    expect(data.signers[1]!.fields!.map((x) => x.kind)).toEqual(['signature', 'date']);
  });

  it("reads a draft's fields back under their signers' roles", () => {
    const d = { id: 1, templateId: null, fileName: 'a.pdf', title: 't', orderMode: 'sequential', expiresAt: Date.now(), remindEveryDays: 0, ridingSeal: false,
      signers: [{ id: 7, role: '甲方', name: 'x', phone: '13911110001', kind: 'person', companyName: null }],
      fields: [{ id: 3, signerId: 7, kind: 'signature', page: 2, xPct: 1, yPct: 2, wPct: 3, hPct: 4 }] } as unknown as TDetailSignResponse;
    expect(fromDetail(d).fields).toEqual([{ id: 'f3', role: '甲方', kind: 'signature', page: 2, xPct: 1, yPct: 2, wPct: 3, hPct: 4, required: true }]);
    expect(fromDetail(d).source).toBe('upload');
  });
});
