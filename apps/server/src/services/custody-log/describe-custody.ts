import { CUSTODY_ACTION_NAMES, EXTRACT_LOCK_AFTER } from '@evidence/shared/constants';
import { maskAddress } from '../extraction/address-key';

/** How an entry happened, in words (detail.via and, for refused extractions, the reason). */
export function describeHow(action: string, detail: Record<string, unknown>): string {
  if (action === 'extract_refused') {
    if (detail.reason === 'locked') return `提取码连续错误${EXTRACT_LOCK_AFTER}次，该地址暂停提取1小时，已通知所有者`;
    const n = typeof detail.failures === 'number' ? `（1小时内第${detail.failures}次）` : '';
    return `提取码错误${n}`;
  }
  switch (detail.via) {
    case 'code':
      return '凭提取码';
    case 'owner':
      return '账号内操作';
    case 'lookup':
      return '证书查询';
    case undefined:
      return action === 'saved' ? '上传存证' : '—';
    default:
      return String(detail.via);
  }
}

export function actionName(action: string): string {
  // an action this page does not know yet is shown as stored, never hidden
  return CUSTODY_ACTION_NAMES[action] ?? action;
}

export function visitorLabel(ip: string | null): string {
  return `访客（${maskAddress(ip)}）`;
}
