import { OFFICE_NEEDS_NOTARY } from '@evidence/shared/contracts';
import { OFFICE_STAGES, OFFICE_STAGE_NAMES } from '@evidence/shared/constants';

/** Tag colours of the office stages and the statuses (1 出证中 … 4 出证失败). */
export const STAGE_COLOR: Record<string, string> = {
  submitted: 'gold',
  accepted: 'blue',
  interview: 'cyan',
  confirming: 'processing',
  confirmed: 'geekblue',
  issuing: 'processing',
  issued: 'success',
};
export const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default', 4: 'error' };

export const STAGE_OPTIONS = [{ value: OFFICE_NEEDS_NOTARY, label: '待我办理' }, { value: 'all', label: '全部阶段' }, ...OFFICE_STAGES.map((s) => ({ value: s, label: OFFICE_STAGE_NAMES[s] }))];
export const STATUS_OPTIONS = [
  { value: 0, label: '全部状态' },
  { value: 1, label: '出证中' },
  { value: 2, label: '出证成功' },
  { value: 3, label: '出证终止' },
  { value: 4, label: '出证失败' },
];

export const DOC_STAGE_NAMES: Record<string, string> = { draft: '草稿', office: '公证处出具', signed: '已签署' };
export const CHECK_NAMES: Record<string, { text: string; color: string }> = {
  ok: { text: '核验一致', color: 'success' },
  mismatch: { text: '哈希不一致', color: 'error' },
  missing: { text: '原件缺失', color: 'error' },
};

/** The stages at which the office may still end an order (server: end-order.ts). */
export const ENDABLE_STAGES = ['submitted', 'accepted', 'interview', 'confirming', 'confirmed'];
