import { yuan, type StandInTrade } from './trades';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STATUS: Record<StandInTrade['status'], string> = {
  PREPARED: '待扫码',
  WAIT_BUYER_PAY: '等待付款',
  TRADE_SUCCESS: '已支付',
  TRADE_CLOSED: '已关闭',
  TRADE_FINISHED: '已完结',
};

function page(title: string, inner: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;max-width:480px;margin:24px auto;padding:0 16px;color:#222}.warn{background:#fff3cd;border:1px solid #e0b400;padding:12px;border-radius:6px}
.amount{font-size:28px;color:#1677ff}button{font-size:18px;padding:10px 28px;background:#1677ff;color:#fff;border:0;border-radius:6px}</style></head>
<body><p class="warn" data-testid="alipay-standin-label"><strong>支付宝测试替身（非真实支付）</strong>：这是测试环境模拟的支付宝页面，不是支付宝，不会产生任何扣款。</p>${inner}</body></html>`;
}

/** The pay page the QR code and the page form lead to: the trade, and 确认支付. */
export function payPage(t: StandInTrade): string {
  const payable = t.status === 'WAIT_BUYER_PAY' && !(t.expiresAt < Date.now());
  return page(
    '支付宝测试替身 - 付款',
    `<h1>付款（测试替身）</h1><p>商品：<span data-testid="alipay-standin-subject">${esc(t.subject)}</span></p><p>订单号：${esc(t.outTradeNo)}</p>
<p class="amount">¥<span data-testid="alipay-standin-amount">${yuan(t.totalCents)}</span></p><p>状态：<span data-testid="alipay-standin-status">${STATUS[t.status]}</span></p>
${payable ? `<form method="post" action="/pay/${esc(t.payToken)}/confirm"><button type="submit" data-testid="alipay-standin-confirm">确认支付</button></form>` : '<p>该交易不能付款。</p>'}`,
  );
}

/** After 确认支付: what the merchant's notify_url answered to the signed notice. */
export function paidPage(t: StandInTrade, merchantAnswer: string | null, failure: string | null): string {
  const told = failure ? `异步通知发送失败：<code data-testid="alipay-standin-notify-error">${esc(failure)}</code>` : merchantAnswer === null ? '没有 notify_url，未发送异步通知。' : `异步通知已发送，商户应答：<code data-testid="alipay-standin-merchant-answer">${esc(merchantAnswer)}</code>`;
  return page(
    '支付宝测试替身 - 支付结果',
    `<h1 data-testid="alipay-standin-result">${t.status === 'TRADE_SUCCESS' ? '支付成功' : '支付未完成'}</h1><p>订单号：${esc(t.outTradeNo)}</p>
<p>${told}</p><p>请回到原页面查看订单状态。</p>`,
  );
}

export function errorPage(subCode: string, subMsg: string): string {
  return page('支付宝测试替身 - 错误', `<h1>请求被拒绝</h1><p data-testid="alipay-standin-error">${esc(subCode)}：${esc(subMsg)}</p>`);
}
