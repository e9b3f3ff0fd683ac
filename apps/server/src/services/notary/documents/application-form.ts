import type { DocSpec } from '../../signing';
import { applicantRows, chinaDate, recordTable, officeIdentityBlocks, type DocumentFacts } from './facts';

/**
 * 公证申请表 (电子): the fields of the 公证程序规则 application form as a notary office prints it
 * (research §1): the applicant and any agent, the matter and what it is for, the materials (the
 * preserved records with their hashes), how the evidence was obtained, the applicant's promise, the date
 * and the signature. The applicant's signature box is on the first page; the evidence list follows.
 */
export function applicationFormSpec(f: DocumentFacts): DocSpec {
  return {
    title: '公证申请表',
    blocks: [
      { kind: 'paragraph', text: `${f.officeName}：` },
      { kind: 'fields', rows: [{ label: '申请编号', value: f.orderNo }, ...applicantRows(f), { label: '申办公证事项', value: f.matter }, { label: '公证用途', value: f.purpose }, { label: '取证方式', value: f.method }, { label: '提交材料', value: `电子数据 ${f.records.length} 项（清单见后附“证据清单”），申请人身份证明由平台实名认证记录提供` }, ...(f.remark ? [{ label: '备注', value: f.remark }] : [])] },
      { kind: 'heading', text: '申请人承诺' },
      { kind: 'paragraph', text: '本申请人承诺：所提交的电子数据系本人（本单位）合法取得，与本人（本单位）存在利害关系；所陈述的事实和提交的材料真实、完整；如有虚假，愿承担由此产生的一切法律责任。' },
      { kind: 'fields', rows: [{ label: '申请日期', value: chinaDate(f.appliedAt) }] },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: `${f.applicant.kind === 'company' ? '申请单位（盖章）' : '申请人（签名）'}` }] },
      { kind: 'heading', text: '附：证据清单' },
      recordTable(f),
      ...officeIdentityBlocks(f),
    ],
  };
}
