import type { EnvironmentReport } from '../environment';
import { verdictOf } from '../environment/check-items';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The same clock the strip under the frames shows (北京时间), not the report's UTC ISO text (the new-user review). */
const beijing = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
};

/**
 * The clean-environment report as a page the remote browser shows before the user takes over, so the
 * recording itself opens with it (the check is recorded first: SF/T 0091-2021 wants it before capture).
 */
export function environmentPageHtml(report: EnvironmentReport, title: string): string {
  const rows = report.items
    .map((i) => `<tr><td>${esc(i.item)}</td><td>${esc(i.result)}</td><td class="${i.unchecked ? 'un' : i.ok ? 'ok' : 'bad'}">${verdictOf(i)}</td></tr>`)
    .join('');
  const verdict = report.clean ? '取证环境清洁性检查通过，即将开始取证' : '取证环境清洁性检查未通过，本次取证终止';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>清洁性检查</title><style>
body{font:15px/1.5 "Noto Sans CJK SC",sans-serif;margin:24px 32px;color:#1f1f1f}h1{font-size:22px;margin:0 0 4px}
table{border-collapse:collapse;width:100%;margin-top:12px}td{border:1px solid #d9d9d9;padding:4px 8px;vertical-align:top;word-break:break-all}
td:first-child{width:170px;white-space:nowrap}.ok{color:#389e0d}.bad{color:#cf1322}.un{color:#8c8c8c}td.ok,td.bad,td.un{width:48px}.v{font-size:18px;margin-top:12px}
</style></head><body><h1>取证环境清洁性检查报告</h1><div>${esc(title)} · 检查时间 ${esc(beijing(report.checkedAt))}（北京时间）</div>
<table>${rows}</table><div class="v ${report.clean ? 'ok' : 'bad'}">${verdict}</div></body></html>`;
}
