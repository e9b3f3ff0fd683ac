import { describe, expect, it } from 'vitest';
import type { TTemplateField } from '@evidence/shared/contracts';
import { hasPdfHeader } from '@/components/pdf-view/pick-pdf';
import { nextRoleName, removeRole, renameRole } from './roles';

const f = (id: string, role: string): TTemplateField => ({ id, role, kind: 'signature', page: 1, xPct: 0, yPct: 0, wPct: 10, hPct: 10, required: true });

describe('roles of the template form', () => {
  it('offers 甲方, 乙方, 丙方 … in turn, skipping names in use', () => {
    expect(nextRoleName([])).toBe('甲方');
    expect(nextRoleName(['甲方'])).toBe('乙方');
    expect(nextRoleName(['乙方'])).toBe('甲方');
  });
  it('a renamed role keeps its fields, a removed role takes them away', () => {
    const fields = [f('a', '甲方'), f('b', '乙方')];
    expect(renameRole(['甲方', '乙方'], fields, 1, '承租方')).toEqual({ roles: ['甲方', '承租方'], fields: [f('a', '甲方'), f('b', '承租方')] });
    expect(removeRole(['甲方', '乙方'], fields, 0)).toEqual({ roles: ['乙方'], fields: [f('b', '乙方')] });
  });
  it('recognises a PDF header anywhere in the first bytes', () => {
    expect(hasPdfHeader(new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(hasPdfHeader(new TextEncoder().encode('\n\n  %PDF-1.4'))).toBe(true);
    expect(hasPdfHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
