import { templateFieldsProblem, type TTemplateField } from '@evidence/shared/contracts';
import { refuse } from '../../../errors';

/** Refuses a field list that does not fit its roles and page count (the shared rule), else tidies it. */
export function checkedFields(roles: string[], fields: TTemplateField[], pageCount: number): TTemplateField[] {
  const problem = templateFieldsProblem(roles, fields, pageCount);
  if (problem) throw refuse(problem);
  // stored with 4 decimals: enough for a 0.01 pt position on an A0 page, and stable when re-saved
  const r4 = (n: number) => Math.round(n * 10_000) / 10_000;
  return fields.map((f) => ({
    id: f.id,
    role: f.role,
    kind: f.kind,
    page: f.page,
    xPct: r4(f.xPct),
    yPct: r4(f.yPct),
    wPct: Math.min(r4(f.wPct), 100 - r4(f.xPct)),
    hPct: Math.min(r4(f.hPct), 100 - r4(f.yPct)),
    label: f.label?.trim() ? f.label.trim() : null,
    required: f.required,
  }));
}
