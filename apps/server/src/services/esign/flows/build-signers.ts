import { ESIGN_FLOW_MSG, ESIGN_MSG, EsignFieldKind, EsignSignerKind } from '@evidence/shared/constants';
import type { TSaveSignParsed } from '@evidence/shared/contracts';
import { refuse } from '../../../errors';
import type { NewSigner } from '../flow-store';
import type { TemplateCopy } from './flow-source';

/**
 * The signers to store, with their fields: a template flow takes each role's fields from the template (one
 * signer per role, every role filled); an uploaded one takes the fields the sender placed, each on a page
 * the PDF has. A person cannot place a company seal. Phones and roles are distinct within a flow: one link
 * per phone, one set of fields per role.
 */
export function buildSigners(data: TSaveSignParsed, template: TemplateCopy | null, pageCount: number): NewSigner[] {
  const phones = new Set<string>();
  const roles = new Set<string>();
  for (const s of data.signers) {
    if (phones.has(s.phone)) throw refuse(ESIGN_FLOW_MSG.phonesDistinct);
    if (roles.has(s.role)) throw refuse(ESIGN_FLOW_MSG.rolesDistinct);
    phones.add(s.phone);
    roles.add(s.role);
  }
  if (template) {
    if (data.signers.length !== template.roles.length || template.roles.some((r) => !roles.has(r))) throw refuse(ESIGN_FLOW_MSG.rolesMismatch);
  }
  return data.signers.map((s) => {
    if (template && s.fields && s.fields.length > 0) throw refuse(ESIGN_FLOW_MSG.fieldsOnlyUpload);
    const fields = template ? template.fields.filter((f) => f.role === s.role).map(({ role: _role, ...f }) => f) : (s.fields ?? []);
    for (const f of fields) {
      if (f.page > pageCount) throw refuse(ESIGN_FLOW_MSG.badField);
      if (s.kind === EsignSignerKind.person && f.kind === EsignFieldKind.seal) throw refuse(template ? ESIGN_FLOW_MSG.templateNeedsCompany : ESIGN_FLOW_MSG.fieldWrongKind);
    }
    return {
      role: s.role,
      name: s.name,
      phone: s.phone,
      kind: s.kind,
      companyName: s.kind === EsignSignerKind.company ? (s.companyName ?? null) : null,
      autoSealId: s.kind === EsignSignerKind.company ? (s.autoSealId ?? null) : null,
      fields: fields.map((f) => ({ kind: f.kind, page: f.page, xPct: f.xPct, yPct: f.yPct, wPct: f.wPct, hPct: f.hPct, label: f.label ?? null, required: f.required !== false })),
    };
  });
}

/**
 * What sending needs beyond a draft: at least one signer, and each with a place to sign — a signature for a
 * person, a seal for a company (docs/esign.md "Sign flows").
 */
export function assertSendable(signers: NewSigner[]): void {
  if (signers.length === 0) throw refuse(ESIGN_MSG.noSigners);
  for (const s of signers) {
    const need = s.kind === EsignSignerKind.company ? EsignFieldKind.seal : EsignFieldKind.signature;
    if (!s.fields.some((f) => f.kind === need)) throw refuse(ESIGN_MSG.fieldsMissing);
  }
}
