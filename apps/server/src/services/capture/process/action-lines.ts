import type { TActionLine } from '@evidence/shared/contracts';
import type { ActionEntry } from '../session/action-log';

const END_REASONS: Record<string, string> = { user: '用户结束', 'time-cap': '预约时长用完', idle: '无人查看，自动结束', cancelled: '已取消' };

const BY: Record<string, string> = { 'address-bar': '地址栏输入', back: '后退', forward: '前进', reload: '刷新' };

/** One action-log entry as a Chinese line for the preview and the public view (the JSON stays in the package). */
export function actionText(e: ActionEntry): string {
  switch (e.kind) {
    case 'start':
      return `浏览器启动（${e.browser}），清洁性检查完成，开始取证`;
    case 'navigate-request':
      return `${BY[e.by] ?? e.by}：${e.url}`;
    case 'navigate-refused':
      return `拒绝访问 ${e.url}：${e.reason}`;
    case 'navigated':
      return `打开页面 ${e.url}（HTTP ${e.status ?? '—'}，服务器 IP ${e.serverIp ?? '未知'}${e.tls?.protocol ? `，${e.tls.protocol}，证书签发者 ${e.tls.issuer ?? '未知'}` : ''}）`;
    case 'request-refused':
      return `拦截请求 ${e.url}：${e.reason}`;
    case 'click':
      return `鼠标点击（${e.x}, ${e.y}）`;
    case 'wheel':
      return `滚动页面`;
    case 'key':
      return e.key === 'char' ? '键盘输入' : `按键 ${e.key}`;
    case 'text':
      return `输入文字 ${e.chars} 个字符（内容不记录）`;
    case 'popup-followed':
      return `新窗口在当前页打开：${e.url}`;
    case 'end':
      return `取证结束（${END_REASONS[e.reason] ?? e.reason}）`;
  }
}

/** Every line worth showing: clicks and keys are many, navigations few; at most `max` lines, navigations first kept. */
export function actionLines(entries: ActionEntry[], max = 300): TActionLine[] {
  const lines = entries.filter((e) => e.kind !== 'key' || e.key !== 'char').map((e) => ({ at: e.at, kind: e.kind, text: actionText(e) }));
  return lines.length <= max ? lines : lines.filter((l) => l.kind !== 'click' && l.kind !== 'wheel' && l.kind !== 'key').slice(0, max);
}
