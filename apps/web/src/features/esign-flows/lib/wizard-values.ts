import { ESIGN, type EsignFieldKind, type EsignOrderMode, type EsignSignerKind } from '@evidence/shared/constants';
import type { TDetailSignResponse, TSaveSignData, TTemplateField } from '@evidence/shared/contracts';

export interface SignerValues {
  role: string;
  name: string;
  phone: string;
  kind: EsignSignerKind;
  companyName?: string;
  /** 本方自动盖章: the own company's seal chosen (only the company main account is offered it) */
  autoSealId?: number | null;
}

/** What the wizard holds across its steps. */
export interface WizardValues {
  /** the draft being edited */
  id?: number;
  /** a template of the account, or an uploaded PDF whose fields the sender places */
  source: 'template' | 'upload';
  /** the PDF chosen now (an upload draft being edited keeps its stored file when none is chosen) */
  file?: File | null;
  /** an upload's fields, per role, in percent of the page (the field editor's shape) */
  fields: TTemplateField[];
  templateId?: number;
  templateName?: string;
  title: string;
  orderMode: EsignOrderMode;
  expireDays: number;
  remindEveryDays: number;
  ridingSeal: boolean;
  signers: SignerValues[];
}

export const EMPTY_WIZARD: WizardValues = { source: 'template', fields: [], title: '', orderMode: 'sequential', expireDays: ESIGN.defaultExpiryDays, remindEveryDays: 0, ridingSeal: false, signers: [] };

/** The template's roles as empty signers (企业 for a role that must seal), keeping what was typed for a role already there. */
export function signersForRoles(roles: string[], current: SignerValues[], sealing: ReadonlySet<string> = new Set()): SignerValues[] {
  return roles.map((role) => current.find((s) => s.role === role) ?? { role, name: '', phone: '', kind: sealing.has(role) ? 'company' : 'person' });
}

/** The wizard's values as saveSign's `data` (a template flow: the template's fields are copied by the server). */
export function toSaveData(v: WizardValues, send: boolean): TSaveSignData {
  return {
    ...(v.id ? { sign_id: v.id } : {}),
    title: v.title.trim(),
    ...(v.source === 'template' && v.templateId ? { templateId: v.templateId } : {}),
    orderMode: v.orderMode,
    expireDays: v.expireDays,
    remindEveryDays: v.remindEveryDays,
    ridingSeal: v.ridingSeal,
    signers: v.signers.map((s) => ({
      role: s.role.trim(),
      name: s.name.trim(),
      phone: s.phone.trim(),
      kind: s.kind,
      ...(s.kind === 'company' ? { companyName: (s.companyName ?? '').trim(), ...(s.autoSealId ? { autoSealId: s.autoSealId } : {}) } : {}),
      ...(v.source === 'upload' ? { fields: fieldsOf(v.fields, s.role) } : {}),
    })),
    ...(send ? { send: 1 as const } : {}),
  };
}

/**
 * A draft as the wizard's values. A draft keeps its expiry as the time saving it chose (now + days); the
 * days left from now are offered again (at least 1): sending counts them from the moment it sends.
 */
export function fromDetail(d: TDetailSignResponse, now = Date.now()): WizardValues {
  const days = Math.min(ESIGN.maxExpiryDays, Math.max(1, Math.ceil((d.expiresAt - now) / 86_400_000)));
  return {
    id: d.id,
    source: d.templateId ? 'template' : 'upload',
    fields: d.fields.map((f) => ({
      id: `f${f.id}`,
      role: d.signers.find((s) => s.id === f.signerId)?.role ?? '',
      kind: f.kind as EsignFieldKind,
      page: f.page,
      xPct: f.xPct,
      yPct: f.yPct,
      wPct: f.wPct,
      hPct: f.hPct,
      required: true,
    })),
    templateId: d.templateId ?? undefined,
    templateName: d.fileName,
    title: d.title,
    orderMode: d.orderMode === 'parallel' ? 'parallel' : 'sequential',
    expireDays: days,
    remindEveryDays: d.remindEveryDays,
    ridingSeal: d.ridingSeal,
    signers: d.signers.map((s) => ({ role: s.role, name: s.name, phone: s.phone, kind: s.kind === 'company' ? 'company' : 'person', companyName: s.companyName ?? undefined, autoSealId: s.autoSealId })),
  };
}

/** One role's placed fields as saveSign takes them (the editor's id and role left out). */
function fieldsOf(fields: TTemplateField[], role: string) {
  return fields.filter((f) => f.role === role).map((f) => ({ kind: f.kind, page: f.page, xPct: f.xPct, yPct: f.yPct, wPct: f.wPct, hPct: f.hPct, label: f.label ?? null, required: f.required !== false }));
}

/** The next unused role name for a signer added to an upload (甲方, 乙方, 丙方 …). */
export function nextRole(taken: string[]): string {
  const names = ['甲方', '乙方', '丙方', '丁方', '戊方', '己方', '庚方', '辛方', '壬方', '癸方'];
  return names.find((n) => !taken.includes(n)) ?? `签署方${taken.length + 1}`;
}
