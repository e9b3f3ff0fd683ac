import type { CertificateFacts } from '../../../src/services/notary/documents/certificate';
import type { AuditFacts } from '../../../src/services/esign/phone/audit-page';
import type { EsignFlow, EsignSigner } from '../../../src/db/schema';

/**
 * Facts for every notarial document and the e-signed contract's audit page, filled in everywhere (agent,
 * remark, interview, a re-check, a company signer with a seal), so the guard test reads every line a
 * document can print (customer-language.test.ts).
 */
const at = Date.UTC(2026, 11, 2, 6, 0, 0);
const record = { no: '202612021400000001', fileName: '购销合同.pdf', size: 123456, savedAt: at, sha256: 'ab'.repeat(32), sm3: 'cd'.repeat(32) };

export const certificateFacts: CertificateFacts = {
  officeName: '测试公证处',
  office: { licence: '测试执业证号 123456', address: '测试市测试路 1 号', phone: '010-00000000' },
  orderNo: 'GZ20261202140000123456',
  matter: '保全证据公证',
  appliedAt: at,
  applicant: { kind: 'company', name: '测试科技有限公司', idMasked: '9111**********0001', phone: '138****0002', representative: '张三' },
  agent: { name: '李四', idMasked: '1101**********0011', phoneMasked: '139****0003' },
  purpose: '提起诉讼',
  method: '在线申请',
  remark: '请尽快办理',
  feeText: '300 积分（¥30.00）',
  records: [record, { ...record, no: '202612021400000002', fileName: '聊天记录.png' }],
  acceptedAt: at + 3_600_000,
  notaryName: '王公证员',
  interview: [{ q: '申请保全的电子数据是否由您本人上传？', a: '是，由本公司经办人上传。' }],
  certificateNo: '（2026）测证字第 1 号',
  issuedAt: at + 86_400_000,
  decodedAt: at + 7_200_000,
  leafIndexes: [3, null],
};

export function auditFacts(): AuditFacts {
  const flow = { id: 1, title: '采购合同', flow_no: 'QS20261202140000123456', order_mode: 'sequential', sent_at: at, source_sha256: 'ef'.repeat(32), source_sm3: '12'.repeat(32) } as unknown as EsignFlow;
  const signer = (id: number, kind: 'person' | 'company'): EsignSigner => ({
    id, position: id, role: kind === 'company' ? '甲方' : '乙方', signer_kind: kind, name: kind === 'company' ? '张三' : '李四', company_name: kind === 'company' ? '测试科技有限公司' : null,
    phone: '13800000002', identity_method: kind === 'company' ? 'account' : 'face', identity_at: at + 60_000, intent_method: 'sms', intent_at: at + 120_000,
    sent_at: at, opened_at: at + 30_000, signed_at: at + 180_000, sign_ip: '203.0.113.7', sign_user_agent: 'Mozilla/5.0 (iPhone)', handwriting_sha256: '34'.repeat(32),
  }) as unknown as EsignSigner;
  return {
    flow, sender: '测试科技有限公司', signers: [signer(1, 'company'), signer(2, 'person')],
    idCards: new Map([[1, '110101199001011234'], [2, null]]),
    seals: new Map([[1, [{ id: 7, name: '合同专用章', sha256: '56'.repeat(32) }]]]) as AuditFacts['seals'],
    stampedSha256: '78'.repeat(32), stampedSm3: '9a'.repeat(32), platformName: '数据存证平台',
  };
}
