import type { TTemplateField } from '@evidence/shared/contracts';

/** The next default role name after those present: 甲方, 乙方, 丙方, 丁方 …, then 签署方5 … */
export function nextRoleName(roles: readonly string[]): string {
  const names = ['甲方', '乙方', '丙方', '丁方', '戊方', '己方', '庚方', '辛方', '壬方', '癸方'];
  return names.find((n) => !roles.includes(n)) ?? `签署方${roles.length + 1}`;
}

/** A role renamed: its fields follow it. */
export function renameRole(roles: string[], fields: TTemplateField[], index: number, name: string): { roles: string[]; fields: TTemplateField[] } {
  const old = roles[index];
  return { roles: roles.map((r, i) => (i === index ? name : r)), fields: fields.map((f) => (f.role === old ? { ...f, role: name } : f)) };
}

/** A role removed: its fields go with it. */
export function removeRole(roles: string[], fields: TTemplateField[], index: number): { roles: string[]; fields: TTemplateField[] } {
  const old = roles[index];
  return { roles: roles.filter((_, i) => i !== index), fields: fields.filter((f) => f.role !== old) };
}
