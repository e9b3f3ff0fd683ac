import { ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import { templateFieldsProblem, type TTemplateField } from '@evidence/shared/contracts';
import type { SignerValues } from './wizard-values';

/**
 * Whether an upload's placed fields can be sent, by the rules the server applies: the shared field rule
 * (role, page, inside the page, big enough, a signature or seal per role), then per signer a signature for a
 * person, a seal for a company, and no seal for a person. The first problem's message, or null.
 */
export function uploadFieldsProblem(signers: SignerValues[], fields: TTemplateField[], pageCount: number): string | null {
  const shared = templateFieldsProblem(signers.map((s) => s.role), fields, pageCount);
  if (shared) return shared;
  for (const s of signers) {
    const mine = fields.filter((f) => f.role === s.role);
    if (s.kind === 'person' && mine.some((f) => f.kind === 'seal')) return ESIGN_FLOW_MSG.fieldWrongKind;
    if (!mine.some((f) => f.kind === (s.kind === 'company' ? 'seal' : 'signature'))) return ESIGN_MSG.fieldsMissing;
  }
  return null;
}
