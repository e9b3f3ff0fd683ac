import type { DocSpec } from '../../signing';
import { applicantLabel, chinaDate, officeIdentityBlocks, type DocumentFacts } from './facts';

/**
 * 保全告知书: a preservation certificate proves the state of the data at extraction only, not that it is
 * original, true or lawful (research §1, 公证云's guide); with the method and the promise of lawful origin.
 */
export function preservationNoticeSpec(f: DocumentFacts): DocSpec {
  return {
    title: '保全证据公证告知书',
    blocks: [
      { kind: 'paragraph', text: `${applicantLabel(f)}${f.applicant.name}：就您（贵单位）申请的${f.matter}（申请编号 ${f.orderNo}，电子数据 ${f.records.length} 项），特告知如下：` },
      { kind: 'paragraph', text: '一、保全证据公证证明的是电子数据在提取（保全）时的客观状态，即该数据在保全时点的内容及其哈希值（SHA-256、SM3）与平台防篡改账本记录一致；公证书不证明该电子数据是原始数据，也不证明其内容真实、合法。' },
      { kind: 'paragraph', text: `二、本次电子数据的取证方式为：${f.method}。电子数据由申请人自行上传至平台，平台在上传时计算哈希值并写入防篡改账本，公证机构在出证前将重新读取原始文件并核对哈希值与账本记录。` },
      { kind: 'paragraph', text: '三、申请人应保证电子数据系合法取得，不侵犯他人合法权益；因电子数据来源不合法或内容侵权引起的法律责任由申请人承担。' },
      { kind: 'paragraph', text: '四、经核对发现原始文件缺失、与账本记录不一致的，公证机构将不予出具公证书。' },
      { kind: 'paragraph', text: `以上内容本人（本单位）已阅读并知悉。告知日期：${chinaDate(f.appliedAt)}` },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '当事人（签名或盖章）' }] },
      ...officeIdentityBlocks(f),
    ],
  };
}
