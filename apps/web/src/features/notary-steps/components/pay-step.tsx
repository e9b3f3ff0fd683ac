import { useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PayChannel } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { usePriceList } from '@/lib/price-list';
import { payByPoints, payOnline, useNotaryInfo } from '../api/pay';

/**
 * 支付 (issue 15): the fee fixed when the order was made (base + per record, shown before paying), by
 * points or by WeChat/Alipay through the cashier (polled every 3 s by the pay dialog). Once paid the order
 * is the office's: this page then says so and links to the order's detail.
 */
export interface PayStepProps {
  orderId: number;
  type: string;
  step: string;
  /** the account's points, null while unknown */
  balance: number | null;
  refreshBalance: () => void;
  onPaid: () => void;
  /** the points feature's pay dialog (QR code / Alipay form and its 3 s poll), composed by the route */
  payDialog: (start: TPayStart | null, events: { close: () => void; paid: () => void; closed: () => void }) => ReactNode;
}

export function PayStep({ orderId, type, step, balance, refreshBalance, onPaid, payDialog }: PayStepProps) {
  const info = useNotaryInfo(orderId);
  // only the channels some provider pays (PAYMENT_PROVIDER); both while the list loads, the server refuses the other
  const channels = usePriceList().data?.channels;
  const offers = (c: PayChannel) => !channels || channels.some((x) => x.type === c);
  const [start, setStart] = useState<TPayStart | null>(null);
  const [busy, setBusy] = useState<'points' | 'online' | null>(null);

  if (step === 'office') {
    return (
      <Result
        status="success"
        title="支付成功，已提交公证处受理"
        subTitle="公证处受理、询问与出证的进度会通过站内消息通知您，也可在“我的公证”中查看。"
        extra={
          <Space wrap>
            <Link to={`/notary/detail?orderId=${orderId}&type=${type}`}>
              <Button type="primary">查看订单详情</Button>
            </Link>
            <Link to="/notary">
              <Button>我的公证</Button>
            </Link>
          </Space>
        }
      />
    );
  }
  if (info.isPending) return <Spin className="ep-notary-loading" />;
  if (info.isError) return <Alert type="error" showIcon title={errorText(info.error)} action={<Button size="small" onClick={() => void info.refetch()}>重试</Button>} />;
  const fee = info.data.info.money;
  const enough = balance !== null && balance >= fee;

  async function byPoints() {
    setBusy('points');
    try {
      toast.success(await payByPoints(orderId));
      onPaid();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(null);
      refreshBalance();
    }
  }

  async function online(channel: PayChannel) {
    setBusy('online');
    try {
      setStart(await payOnline(orderId, channel));
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="ep-notary-pay">
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="订单号">{info.data.info.orderNo}</Descriptions.Item>
        <Descriptions.Item label="存证记录">{info.data.info.number} 条</Descriptions.Item>
        <Descriptions.Item label="公证费用">
          <Typography.Text strong className="ep-notary-pay__fee" data-testid="notary-fee">
            {fee.toFixed(2)} 积分（¥{fee.toFixed(2)}）
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="积分余额">{balance === null ? '—' : `${balance.toFixed(2)} 积分`}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">费用为公证处公布的基础费用加每条证据的费用，支付后订单提交公证处受理，不能再由申请人终止。</Typography.Paragraph>
      <Space wrap size="middle">
        <Popconfirm title={`确认使用 ${fee.toFixed(2)} 积分支付？`} okText="确认支付" cancelText="再想想" onConfirm={() => void byPoints()} disabled={!enough}>
          <Button type="primary" size="large" loading={busy === 'points'} disabled={!enough || busy !== null}>
            积分支付
          </Button>
        </Popconfirm>
        {offers(PayChannel.wechat) && (
          <Button size="large" icon={<WechatOutlined />} loading={busy === 'online'} disabled={busy !== null} onClick={() => void online(PayChannel.wechat)}>
            微信支付
          </Button>
        )}
        {offers(PayChannel.alipay) && (
          <Button size="large" icon={<AlipayCircleOutlined />} disabled={busy !== null} onClick={() => void online(PayChannel.alipay)}>
            支付宝支付
          </Button>
        )}
      </Space>
      {!enough && balance !== null ? (
        <Alert className="ep-notary-pay__low" type="info" showIcon title="积分余额不足，可使用微信或支付宝支付，或先购买积分" action={<Link to="/buyCredits">购买积分</Link>} />
      ) : null}
      {payDialog(start, {
        close: () => setStart(null),
        paid: () => {
          setStart(null);
          onPaid();
        },
        closed: () => {
          setStart(null);
          void info.refetch();
        },
      })}
    </div>
  );
}
