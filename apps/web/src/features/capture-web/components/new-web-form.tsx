import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal } from 'antd';
import { CAPTURE_LIMITS } from '@evidence/shared/constants';
import { ZAddWebProcessRequest, type TAddWebProcessResponse } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { formatPoints } from '@/lib/format';
import { useAddWebProcess } from '../api/add-web-process';
import './capture-web.css';

interface Props {
  /** points one web capture costs (the price list), undefined while loading */
  price: number | undefined;
  /** the paying account's balance */
  balance: number | undefined;
  onAccepted: (answer: TAddWebProcessResponse) => void;
}

interface Values {
  url: string;
  title: string;
  label?: string;
}

/**
 * /newWeb: the address (http/https only; the server refuses private and unresolvable ones before charging),
 * the name and an optional label; the price against the balance; a confirmation that says what is charged and
 * when it comes back; then the capture is queued.
 */
export function NewWebForm({ price, balance, onAccepted }: Props) {
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const add = useAddWebProcess();
  const short = price !== undefined && balance !== undefined && balance < price;

  const submit = () => {
    if (!confirming) return;
    add.mutate({ url: confirming.url.trim(), title: confirming.title.trim(), label: confirming.label?.trim() ?? '' }, {
      onSuccess: (answer) => {
        setConfirming(null);
        onAccepted(answer);
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <>
      <Alert
        type="info"
        showIcon
        className="ep-capture-web-intro"
        title="平台在服务器端启动全新的浏览器打开网址，先做取证环境清洁性检查，再保存整页截图、PDF、网页源码、网络记录和 TLS 证书，打包为签名的 WACZ 证据包并写入存证账本，同时生成取证报告。"
      />
      <Form<Values> form={form} layout="vertical" className="ep-capture-web-form" onFinish={(v) => setConfirming(v)} requiredMark>
        <Form.Item name="url" label="取证网址" required rules={[contractRule(ZAddWebProcessRequest, 'url')]} extra="以 http:// 或 https:// 开头的完整网址；不能取证内网和保留地址">
          <Input placeholder="https://" maxLength={CAPTURE_LIMITS.urlMax} inputMode="url" autoComplete="url" allowClear />
        </Form.Item>
        <Form.Item name="title" label="取证名称" required rules={[contractRule(ZAddWebProcessRequest, 'title')]}>
          <Input placeholder="例如：某网店商品页面" maxLength={CAPTURE_LIMITS.titleMax} showCount allowClear />
        </Form.Item>
        <Form.Item name="label" label="标签" rules={[contractRule(ZAddWebProcessRequest, 'label')]}>
          <Input placeholder="选填，便于筛选" maxLength={CAPTURE_LIMITS.labelMax} showCount allowClear />
        </Form.Item>
        <Descriptions column={1} size="small" className="ep-capture-web-price">
          <Descriptions.Item label="所需积分">
            {price === undefined ? '读取中…' : `${formatPoints(price)} 积分`}（当前余额 {balance === undefined ? '读取中…' : `${formatPoints(balance)} 积分`}）
          </Descriptions.Item>
        </Descriptions>
        {short && <Alert type="warning" showIcon title="积分余额不足，请先购买积分" className="ep-capture-web-short" />}
        <Button type="primary" htmlType="submit" disabled={short} loading={add.isPending}>
          开始取证
        </Button>
      </Form>
      <Modal open={confirming !== null} title="确认取证" okText="确认取证" cancelText="取消" confirmLoading={add.isPending} onOk={submit} onCancel={() => setConfirming(null)}>
        <p>将取证网址：{confirming?.url}</p>
        <p>提交后扣除 {price === undefined ? '' : formatPoints(price)} 积分；取证失败时积分全额退还。</p>
      </Modal>
    </>
  );
}
