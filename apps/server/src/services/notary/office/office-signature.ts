import type { AppContext } from '../../../context';
import { beijingTime } from '../../certificate/format';
import { signPdf } from '../../signing';
import { officeSigner } from '../sign/signer-deps';

/** The notary's approval in the console that the office's signature attests. */
export interface OfficeApproval {
  /** the approving notary's name as the console session knew it */
  notaryName: string;
  /** ms since the epoch: when the notary approved */
  approvedAt: number;
}

export const OFFICE_APPEARANCE_TITLE = '公证处认证签名';

/** 公证员 张三 于 2026-12-02 12:34:56（北京时间） 审批出具公证书 （2026）演示证字第1号 */
export function officeReason(approval: OfficeApproval, what: string): string {
  return `公证员 ${approval.notaryName} 于 ${beijingTime(approval.approvedAt)} 审批出具${what}`;
}

/**
 * The notary office signs what it issues (issue 23 item 3): its own identity (NOTARY_OFFICE_P12, else the
 * office's local test certificate), as a certification signature with DocMDP P=1 (no change of any kind
 * is permitted afterwards), the approving notary and the approval time in its reason. It must be the
 * file's first and only signature, so it is made on the final bytes, after every stamp (decision 721).
 */
export function signAsOffice(ctx: Pick<AppContext, 'config' | 'log'>, pdf: Uint8Array, approval: OfficeApproval, what: string): Promise<Buffer> {
  const office = ctx.config.notary.officeName;
  return signPdf(officeSigner(ctx), pdf, {
    reason: officeReason(approval, what),
    location: office,
    signerName: office,
    appearanceTitle: OFFICE_APPEARANCE_TITLE,
    certify: { permissions: 1 },
  });
}
