import { NOTARY_STANDARD_QUESTIONS } from '@evidence/shared/constants';
import type { DocSpec } from '../../signing';
import { applicantRows, chinaDate, officeIdentityBlocks, type DocumentFacts } from './facts';

const PENDING_ANSWER = '（待公证员询问时记录）';

/**
 * The questions every preservation interview asks (research §1), unanswered: before the notary's
 * interview the record is a blank form and says so; the notary's own record (`interview`) replaces it.
 */
export function standardInterview(): Array<{ q: string; a: string }> {
  return NOTARY_STANDARD_QUESTIONS.map((q) => ({ q, a: PENDING_ANSWER }));
}

/** 询问笔录: who asked and recorded, when and where, the interviewee, the questions and answers, the closing line. */
export function inquiryRecordSpec(f: DocumentFacts): DocSpec {
  const qa = f.interview ?? standardInterview();
  return {
    title: '询问笔录',
    blocks: [
      { kind: 'fields', rows: [{ label: '时间', value: chinaDate(f.acceptedAt ?? f.appliedAt) }, { label: '地点', value: `${f.officeName}（在线办理）` }, { label: '询问人', value: f.notaryName ?? '承办公证员' }, { label: '申请编号', value: f.orderNo }, ...applicantRows(f)] },
      ...qa.flatMap((x) => [{ kind: 'paragraph' as const, text: `问：${x.q}` }, { kind: 'paragraph' as const, text: `答：${x.a}` }]),
      { kind: 'paragraph', text: f.interview ? '以上笔录已阅，与所述相符。' : '本笔录在公证员询问后填写，由被询问人阅读确认后签名。' },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '被询问人（签名或盖章）' }] },
      ...officeIdentityBlocks(f),
    ],
  };
}
