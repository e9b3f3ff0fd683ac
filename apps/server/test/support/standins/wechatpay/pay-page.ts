const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What the code_url opens in a browser: the stand-in's stand-in for "scan with WeChat and pay",
 * labelled so nobody takes it for WeChat Pay (the lead's browser e2e presses 确认支付).
 */
export function payPage(t: { outTradeNo: string; description: string; totalCents: number; state: string }, result?: string): string {
  const paid = t.state !== 'NOTPAY';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>微信支付测试替身</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:24px auto;padding:0 16px">
<p style="background:#fff3cd;border:1px solid #e0c36a;padding:8px">微信支付测试替身（非真实支付，不会扣款）</p>
<h1 style="font-size:20px">${esc(t.description)}</h1>
<p>订单号：<span data-testid="out-trade-no">${esc(t.outTradeNo)}</span></p>
<p>金额：<strong>¥${(t.totalCents / 100).toFixed(2)}</strong></p>
<p>状态：<span data-testid="trade-state">${esc(t.state)}</span></p>
${result ? `<p data-testid="result">${esc(result)}</p>` : ''}
${paid ? '' : `<form method="post" action="/pay/${encodeURIComponent(t.outTradeNo)}/confirm"><button type="submit" style="font-size:18px;padding:8px 24px">确认支付</button></form>`}
</body></html>`;
}
