import type { DocSpec } from '../../signing';
import { applicantRows, chinaDate, type DocumentFacts } from './facts';

/** The questions every preservation interview asks (research §1); the notary's own record replaces the answers. */
export function standardInterview(f: DocumentFacts): Array<{ q: string; a: string }> {
  return [
    { q: '请核实你（单位）的身份。', a: `${f.applicant.name}，身份信息以平台实名认证记录为准。` },
    { q: '你（单位）申请办理什么公证事项？', a: `${f.matter}，电子数据共 ${f.records.length} 项。` },
    { q: '申请公证的目的和用途是什么？', a: f.purpose },
    { q: '这些电子数据是如何取得的？与你（单位）有何关系？', a: `${f.method}。数据系本人（本单位）合法取得并与本人（本单位）有利害关系。` },
    { q: '该电子数据所涉事项目前是否存在争议或已进入诉讼、仲裁程序？', a: '以申请人向公证员的陈述为准。' },
    { q: '公证员告知：提供虚假陈述或虚假材料的，应承担相应法律责任。你（单位）是否清楚？', a: '清楚。' },
  ];
}

/** 询问笔录: who asked and recorded, when and where, the interviewee, the questions and answers, the closing line. */
export function inquiryRecordSpec(f: DocumentFacts): DocSpec {
  const qa = f.interview ?? standardInterview(f);
  return {
    title: '询问笔录',
    blocks: [
      { kind: 'fields', rows: [{ label: '时间', value: chinaDate(f.acceptedAt ?? f.appliedAt) }, { label: '地点', value: `${f.officeName}（在线办理）` }, { label: '询问人', value: f.notaryName ?? '承办公证员' }, { label: '申请编号', value: f.orderNo }, ...applicantRows(f)] },
      ...qa.flatMap((x) => [{ kind: 'paragraph' as const, text: `问：${x.q}` }, { kind: 'paragraph' as const, text: `答：${x.a}` }]),
      { kind: 'paragraph', text: '以上笔录已阅，与所述相符。' },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '被询问人（签名或盖章）' }] },
    ],
  };
}
