import { describe, expect, it } from 'vitest';
import { ESIGN, ESIGN_MSG, ESIGN_TEMPLATE_MSG } from '../../src/constants';
import { templateFieldsProblem, ZContractTempContent, ZTemplateField, type TTemplateField } from '../../src/contracts';

const roles = ['甲方', '乙方'];
const base: TTemplateField[] = [
  { id: 'a', role: '甲方', kind: 'seal', page: 1, xPct: 10, yPct: 70, wPct: 20, hPct: 14, required: true },
  { id: 'b', role: '乙方', kind: 'signature', page: 2, xPct: 80, yPct: 90, wPct: 20, hPct: 10, required: true },
];
const with_ = (patch: Partial<TTemplateField>, i = 0) => base.map((f, j) => (j === i ? { ...f, ...patch } : f));

describe('templateFieldsProblem (the rule the server and the editor share)', () => {
  it('accepts fields inside their pages, edges included, one signature or seal per role', () => {
    expect(templateFieldsProblem(roles, base, 2)).toBeNull();
    expect(templateFieldsProblem(roles, with_({ xPct: 0, yPct: 0, wPct: 100, hPct: 100 }), 2)).toBeNull();
  });

  it.each<[string, Partial<TTemplateField>, string]>([
    ['a role not in the template', { role: '丙方' }, ESIGN_TEMPLATE_MSG.fieldRoleUnknown],
    ['page 0', { page: 0 }, ESIGN_TEMPLATE_MSG.fieldPageOutOfRange],
    ['a page past the end', { page: 3 }, ESIGN_TEMPLATE_MSG.fieldPageOutOfRange],
    ['x + w over 100', { xPct: 80.01, wPct: 20 }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['y + h over 100', { yPct: 90.5, hPct: 10 }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['negative y', { yPct: -0.1 }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['zero height', { hPct: 0 }, ESIGN_TEMPLATE_MSG.fieldOutsidePage],
    ['below the minimum size', { wPct: 0.9 }, ESIGN_TEMPLATE_MSG.fieldTooSmall],
  ])('refuses %s', (_n, patch, msg) => {
    expect(templateFieldsProblem(roles, with_(patch), 2)).toBe(msg);
  });

  it('refuses a role with only a date or text field, and duplicate field ids', () => {
    expect(templateFieldsProblem(roles, with_({ kind: 'date' }, 1), 2)).toBe(ESIGN_MSG.fieldsMissing);
    expect(templateFieldsProblem(roles, [base[0]!], 2)).toBe(ESIGN_MSG.fieldsMissing);
    expect(templateFieldsProblem(roles, [...base, { ...base[0]! }], 2)).toBe(ESIGN_TEMPLATE_MSG.fieldsInvalid);
  });

  it('refuses a label with a direction override, a control or a half character (review finding 7)', () => {
    for (const label of ['金额\u202e', '金额\u0000', '金额\ud800']) {
      expect(ZTemplateField.safeParse({ ...base[0], label }).success, JSON.stringify(label)).toBe(false);
    }
    expect(ZTemplateField.safeParse({ ...base[0], label: '金额（大写）' }).success).toBe(true);
  });

  it('refuses more than ESIGN.maxFields fields', () => {
    const many = Array.from({ length: ESIGN.maxFields + 1 }, (_, i) => ({ ...base[0]!, id: `m${i}` }));
    expect(templateFieldsProblem(roles, many, 2)).toBe(ESIGN_TEMPLATE_MSG.tooManyFields);
  });
});

describe('ZContractTempContent (multipart texts)', () => {
  it('parses roles and fields from JSON texts, trimming names', () => {
    const r = ZContractTempContent.parse({ name: ' 租赁合同 ', category: 'lease', roles: '[" 甲方","乙方"]', fields: JSON.stringify(base) });
    expect(r.name).toBe('租赁合同');
    expect(r.roles).toEqual(['甲方', '乙方']);
    expect(r.fields[0]!.required).toBe(true);
  });

  it('answers the Chinese message of the first problem', () => {
    const bad = (v: Record<string, unknown>) => ZContractTempContent.safeParse({ name: '合同', category: 'lease', roles: '["甲方"]', fields: '[]', ...v }).error?.issues[0]?.message;
    expect(bad({ fields: 'not json' })).toBe(ESIGN_TEMPLATE_MSG.fieldsInvalid);
    expect(bad({ roles: '["甲方","甲方"]' })).toBe(ESIGN_TEMPLATE_MSG.roleDuplicate);
    expect(bad({ category: 'x' })).toBe(ESIGN_TEMPLATE_MSG.categoryInvalid);
    expect(bad({ name: '' })).toBe(ESIGN_TEMPLATE_MSG.nameRequired);
    expect(bad({ fields: JSON.stringify([{ ...base[0], xPct: 'left' }]) })).toBe(ESIGN_TEMPLATE_MSG.fieldsInvalid);
  });
});
