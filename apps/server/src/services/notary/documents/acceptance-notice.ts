import type { DocSpec } from '../../signing';
import { applicantLabel, chinaDate, officeIdentityBlocks, type DocumentFacts } from './facts';

/**
 * 受理通知书 with its 回执 (research §1): the applicant, the matter, the main materials, the acceptance date
 * and the handling notary. Before the office accepts, the date and the notary read 待公证处受理后填写; the
 * office's acceptance makes a new version with both. Before acceptance it says the office has not decided,
 * and it is not signed then (the receipt is part of the second signing, decision 268).
 */
export function acceptanceNoticeSpec(f: DocumentFacts): DocSpec {
  const pending = '待公证处受理后填写';
  return {
    title: '受理通知书',
    blocks: [
      { kind: 'paragraph', text: `${applicantLabel(f)}${f.applicant.name}：` },
      {
        kind: 'paragraph',
        text:
          f.acceptedAt === null
            ? `您（贵单位）申请办理的${f.matter}（申请编号 ${f.orderNo}），提交了电子数据 ${f.records.length} 项及平台实名认证身份材料，待公证处审查后决定是否受理（本通知书在受理后生效）。`
            : `您（贵单位）申请办理的${f.matter}（申请编号 ${f.orderNo}），提交了电子数据 ${f.records.length} 项及平台实名认证身份材料。经审查，符合《公证程序规则》规定的受理条件，本处决定受理。`,
      },
      { kind: 'fields', rows: [{ label: '受理日期', value: f.acceptedAt === null ? pending : chinaDate(f.acceptedAt) }, { label: '承办公证员', value: f.notaryName ?? pending }, { label: '公证机构', value: f.officeName }] },
      { kind: 'heading', text: '回执' },
      { kind: 'paragraph', text: '本人（本单位）已收到受理通知书。' },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '当事人（签名或盖章）' }] },
      ...officeIdentityBlocks(f),
    ],
  };
}
