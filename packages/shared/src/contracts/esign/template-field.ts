import { z } from 'zod';
import { ESIGN, ESIGN_MSG, ESIGN_TEMPLATE_CATEGORIES, EsignFieldKind } from '../../constants/esign';
import { ESIGN_TEMPLATE, ESIGN_TEMPLATE_MSG } from '../../constants/esign-templates';
import { MSG } from '../../constants/messages';
import { hasSpecialChars } from '../../validators/special-chars';
import { isPrintableLine } from '../../validators/text';

/** Rounding slack for x + w ≤ 100: the editor stores percentages with 4 decimals. */
const EPS = 1e-6;

const pct = z.number({ error: ESIGN_TEMPLATE_MSG.fieldsInvalid }).finite({ error: ESIGN_TEMPLATE_MSG.fieldsInvalid });

/**
 * One place where a signer of a role fills something in (docs/esign.md "Contract templates"): the page
 * counted from 1, position and size in percent of that page from its top-left corner (any page size
 * works; services/signing turns them into points). `id` is the editor's, stable across edits.
 */
export const ZTemplateField = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: ESIGN_TEMPLATE_MSG.fieldsInvalid }),
  role: z.string({ error: ESIGN_TEMPLATE_MSG.fieldsInvalid }),
  kind: z.enum(Object.values(EsignFieldKind) as [EsignFieldKind, ...EsignFieldKind[]], { error: ESIGN_TEMPLATE_MSG.fieldsInvalid }),
  page: z.number({ error: ESIGN_TEMPLATE_MSG.fieldsInvalid }).int({ error: ESIGN_TEMPLATE_MSG.fieldsInvalid }).min(1, { error: ESIGN_TEMPLATE_MSG.fieldPageOutOfRange }),
  xPct: pct,
  yPct: pct,
  wPct: pct,
  hPct: pct,
  label: z.string().max(ESIGN_TEMPLATE.labelMax, { error: ESIGN_TEMPLATE_MSG.labelTooLong }).refine(isPrintableLine, { error: MSG.invalidChars }).nullable().optional(),
  required: z.boolean().default(true),
});
export type TTemplateField = z.infer<typeof ZTemplateField>;

/** A role's name: 甲方, 乙方, 丙方, 担保方 … */
export const zRoleName = z
  .string({ error: ESIGN_TEMPLATE_MSG.roleInvalid })
  .trim()
  .min(1, { error: ESIGN_TEMPLATE_MSG.roleInvalid })
  .max(ESIGN_TEMPLATE.roleMax, { error: ESIGN_TEMPLATE_MSG.roleInvalid })
  .refine((v) => !hasSpecialChars(v), { error: ESIGN_TEMPLATE_MSG.roleInvalid });

export const ZTemplateRoles = z
  .array(zRoleName, { error: ESIGN_TEMPLATE_MSG.rolesRequired })
  .min(1, { error: ESIGN_TEMPLATE_MSG.rolesRequired })
  .max(ESIGN.maxRoles, { error: ESIGN_TEMPLATE_MSG.tooManyRoles })
  .refine((roles) => new Set(roles).size === roles.length, { error: ESIGN_TEMPLATE_MSG.roleDuplicate });

export const ZTemplateFields = z.array(ZTemplateField, { error: ESIGN_TEMPLATE_MSG.fieldsInvalid }).max(ESIGN.maxFields, { error: ESIGN_TEMPLATE_MSG.tooManyFields });

export const zTemplateName = z
  .string({ error: ESIGN_TEMPLATE_MSG.nameRequired })
  .trim()
  .min(1, { error: ESIGN_TEMPLATE_MSG.nameRequired })
  .max(ESIGN_TEMPLATE.nameMax, { error: ESIGN_TEMPLATE_MSG.nameTooLong })
  .refine((v) => !hasSpecialChars(v), { error: MSG.specialChars });

const CATEGORY_VALUES = ESIGN_TEMPLATE_CATEGORIES.map((c) => c.value) as [string, ...string[]];
export const zTemplateCategory = z.enum(CATEGORY_VALUES, { error: ESIGN_TEMPLATE_MSG.categoryInvalid });

/**
 * What a field list must satisfy against its template (needs the page count, known only after the
 * PDF is read): each field's role is one of the roles, its page exists, it lies inside the page and is
 * big enough to see, and every role has at least one signature or seal field. The first problem's
 * message, or null. Used by the server before storing and by the editor before saving.
 */
export function templateFieldsProblem(roles: readonly string[], fields: readonly TTemplateField[], pageCount: number): string | null {
  if (fields.length > ESIGN.maxFields) return ESIGN_TEMPLATE_MSG.tooManyFields;
  const ids = new Set<string>();
  for (const f of fields) {
    if (ids.has(f.id)) return ESIGN_TEMPLATE_MSG.fieldsInvalid;
    ids.add(f.id);
    if (!roles.includes(f.role)) return ESIGN_TEMPLATE_MSG.fieldRoleUnknown;
    if (f.page < 1 || f.page > pageCount) return ESIGN_TEMPLATE_MSG.fieldPageOutOfRange;
    if (f.xPct < 0 || f.yPct < 0 || f.wPct <= 0 || f.hPct <= 0) return ESIGN_TEMPLATE_MSG.fieldOutsidePage;
    if (f.xPct + f.wPct > 100 + EPS || f.yPct + f.hPct > 100 + EPS) return ESIGN_TEMPLATE_MSG.fieldOutsidePage;
    if (f.wPct < ESIGN_TEMPLATE.minFieldPct || f.hPct < ESIGN_TEMPLATE.minFieldPct) return ESIGN_TEMPLATE_MSG.fieldTooSmall;
  }
  for (const role of roles) {
    if (!fields.some((f) => f.role === role && (f.kind === EsignFieldKind.signature || f.kind === EsignFieldKind.seal))) return ESIGN_MSG.fieldsMissing;
  }
  return null;
}

/** A JSON text field of a multipart or form body (roles, fields), parsed before its schema. */
export function zJsonText<T extends z.ZodType>(schema: T, badMessage: string) {
  return z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: badMessage });
      return z.NEVER;
    }
  }, schema);
}
