import { CUSTODY_ACTION_NAMES, CUSTODY_ACTION_NAMES_EN, EXTRACT_LOCK_AFTER } from '@evidence/shared/constants';
import { maskAddress } from '../extraction/address-key';

/** The log's language: Chinese everywhere, English for the English certificate (issue 14). */
export type CustodyLang = 'zh' | 'en';

/**
 * Every word of the log in both languages. The entries store stable kinds (action, detail.via,
 * actor type) and are put into words when read, so the English page needs no translation of
 * Chinese sentences.
 */
const TEXTS = {
  zh: {
    actions: CUSTODY_ACTION_NAMES,
    locked: `提取码连续错误${EXTRACT_LOCK_AFTER}次，该地址暂停提取1小时，已通知所有者`,
    wrongCode: (n: number | null) => `提取码错误${n === null ? '' : `（1小时内第${n}次）`}`,
    via: { code: '凭提取码', owner: '账号内操作', lookup: '证书查询', link: '证书链接', view: '证书页面', share: '分享链接', office: '公证处办理公证时调阅', esign: '电子签约全部签署后自动存证', notary: '公证文书签署或出具后自动存证', capture: '平台在线取证完成后自动存证' } as Record<string, string>,
    upload: '上传存证',
    self: (phone: string) => `本账号${phone ? `（${phone}）` : ''}`,
    member: (name: string, phone: string) => `企业成员 ${name}${phone ? `（${phone}）` : ''}`.trim(),
    other: (name: string, phone: string) => `其他账号 ${name}${phone ? `（${phone}）` : ''}`.replace(/\s+/g, ' ').trim(),
    visitor: (address: string) => `访客（${address}）`,
    unknownAddress: '未知地址',
    operator: '平台运营人员',
    system: '系统',
  },
  en: {
    actions: CUSTODY_ACTION_NAMES_EN,
    locked: `${EXTRACT_LOCK_AFTER} wrong codes in a row: this address may not extract for 1 hour; the owner was notified`,
    wrongCode: (n: number | null) => `Wrong extraction code${n === null ? '' : ` (attempt ${n} within the hour)`}`,
    via: { code: 'With the extraction code', owner: 'In the account', lookup: 'Certificate lookup', link: 'Certificate link', view: 'Certificate page', share: 'Share link', office: 'Opened by the notary office for a notarization', esign: 'Saved automatically once every party signed the contract', notary: 'Saved automatically when the notarial document was signed or issued', capture: 'Saved automatically by the platform\'s online capture' } as Record<string, string>,
    upload: 'Upload',
    self: (phone: string) => `This account${phone ? ` (${phone})` : ''}`,
    member: (name: string, phone: string) => `Company member ${name}${phone ? ` (${phone})` : ''}`.replace(/\s+/g, ' ').trim(),
    other: (name: string, phone: string) => `Another account ${name}${phone ? ` (${phone})` : ''}`.replace(/\s+/g, ' ').trim(),
    visitor: (address: string) => `Visitor (${address})`,
    unknownAddress: 'unknown address',
    operator: 'Platform operator',
    system: 'System',
  },
} as const;

export function custodyTexts(lang: CustodyLang = 'zh') {
  return TEXTS[lang];
}

/** How an entry happened, in words (detail.via and, for refused extractions, the reason). */
export function describeHow(action: string, detail: Record<string, unknown>, lang: CustodyLang = 'zh'): string {
  const t = TEXTS[lang];
  if (action === 'extract_refused') {
    if (detail.reason === 'locked') return t.locked;
    return t.wrongCode(typeof detail.failures === 'number' ? detail.failures : null);
  }
  const via = detail.via;
  if (via === undefined || via === null) return action === 'saved' ? t.upload : '—';
  // a way this page does not know yet is shown as stored, never hidden
  return t.via[String(via)] ?? String(via);
}

export function actionName(action: string, lang: CustodyLang = 'zh'): string {
  // an action this page does not know yet is shown as stored, never hidden
  return TEXTS[lang].actions[action] ?? action;
}

export function visitorLabel(ip: string | null, lang: CustodyLang = 'zh'): string {
  const t = TEXTS[lang];
  const address = maskAddress(ip);
  return t.visitor(address === '未知地址' ? t.unknownAddress : address);
}
