import path from 'node:path';
import { loadNotifySecret } from '../../server/src/providers/payment/from-config';
import { LOCAL_NOTIFY_PATH, cashierTradeNo, localNotifyParams } from '../../server/src/providers/payment/local-payment';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';

/**
 * The second payer on one order (decision 797): the order's WeChat link is paid while its Alipay link is open
 * on another phone, and the Alipay payment arrives too (both passed the cashier's pending check). The Alipay
 * page must say the money goes back, not 支付成功; the WeChat page still reads as paid. The second payment is
 * refunded through the (local) provider by the refund job, and /orders says 已退款 (issue 25 item 6).
 */
type Envelope<T> = { code: number; msg: string; data: T };

test('a payment that arrived for an order another payer paid: its cashier says the money goes back', async ({ browser, request, sharedServer }) => {
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string; userInfo: { role: string } }>;
  const headers = { Authorization: `Bearer ${login.data.token}`, role: login.data.userInfo.role };
  const bought = (await (await request.post('/api/Evidences/pay', { headers, form: { integral: '20', type: '2' } })).json()) as Envelope<{ order_no: string; codeUrl: string }>;
  expect(bought.code, bought.msg).toBe(200);
  const alipay = (await (await request.post('/api/alipay/doPay', { headers, form: { order_no: bought.data.order_no, type: '1' } })).json()) as Envelope<{ payUrl: string }>;
  const wechatToken = bought.data.codeUrl.split('/mobile/cashier/')[1]!;
  const alipayPath = `/mobile/cashier/${alipay.data.payUrl.split('/mobile/cashier/')[1]!}`;

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const mobile = await phone.newPage();
  await mobile.goto(alipayPath);
  await expect(mobile.getByTestId('cashier-status')).toHaveText('待支付');

  // the WeChat payer confirms first; the Alipay payer's payment then arrives as its provider would send it
  const first = (await (await request.post('/api/payment/cashier/confirm', { form: { token: wechatToken } })).json()) as Envelope<unknown>;
  expect([first.code, first.msg]).toEqual([200, '支付成功，积分已到账']);
  const secret = loadNotifySecret(sharedServer.dataDir, undefined);
  const notice = localNotifyParams(secret, { orderNo: bought.data.order_no, tradeNo: cashierTradeNo(secret, bought.data.order_no, 1), amountCents: 2000, state: 'SUCCESS', channel: 1 });
  const delivered = await request.post(LOCAL_NOTIFY_PATH, { form: notice });
  expect(((await delivered.json()) as { code: string }).code).toBe('SUCCESS');

  await mobile.reload();
  await expect(mobile.getByTestId('cashier-status')).toHaveText('已支付');
  await expect(mobile.getByTestId('cashier-result')).toContainText('该订单已通过其他方式支付，本次付款将原路退回');
  await expect(mobile.getByText('支付成功')).toHaveCount(0);
  await expect(mobile.getByText('到账积分')).toHaveCount(0);
  await expect(mobile.getByRole('button', { name: '确认支付' })).toHaveCount(0);
  await mobile.screenshot({ path: path.join('test-results', 'cashier-second-payer.png'), fullPage: true });

  // the payer whose payment was credited sees no such words
  await mobile.goto(`/mobile/cashier/${wechatToken}`);
  await expect(mobile.getByTestId('cashier-status')).toHaveText('已支付');
  await expect(mobile.getByText('该订单已支付，无需支付')).toBeVisible();
  await expect(mobile.getByText('原路退回')).toHaveCount(0);
  await phone.close();

  // the payer's /orders: the order 已支付, its second payment 已退款 — and said to have moved no money
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await desk.newPage();
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/orders?tab=recharge');
  const row = page.getByRole('row').filter({ hasText: bought.data.order_no });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('已退款 ¥20.00')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByText('本地测试收银台，未发生真实资金往来')).toBeVisible();
  await page.screenshot({ path: path.join('test-results', 'orders-refunded.png'), fullPage: true });
  await desk.close();
});
