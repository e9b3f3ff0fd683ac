import type { DocumentFacts } from '../../src/services/notary/documents';

/** Facts of an order with `records` records, as the documents' tests and the bench use them. */
export function sampleFacts(records: number, over: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    officeName: '本地演示公证处',
    office: { licence: '演示执业证号 000000', address: '演示地址（本地测试，无实际办公地点）', phone: '000-00000000（演示）' },
    orderNo: 'GZ20261126120000123456',
    matter: '保全证据公证',
    appliedAt: Date.UTC(2026, 10, 26, 4),
    applicant: { kind: 'company', name: '示例科技有限公司', idMasked: '91310104MA1FL8XK2X', phone: '138****0002', representative: '王芳' },
    agent: { name: '张三', idMasked: '110***********002X', phoneMasked: '139****5678' },
    purpose: '用于向人民法院提起诉讼',
    method: '通过数据存证平台上传电子数据',
    remark: null,
    feeText: '600.00积分',
    records: Array.from({ length: records }, (_, i) => ({ no: `2026112600000${String(i + 1).padStart(5, '0')}`, fileName: `聊天记录${i + 1}.png`, size: 2048 + i, savedAt: Date.UTC(2026, 10, 20), sha256: 'a1'.repeat(32), sm3: 'b2'.repeat(32) })),
    acceptedAt: null,
    notaryName: null,
    interview: null,
    ...over,
  };
}
