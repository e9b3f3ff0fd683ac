import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { FACE_MSG } from '@evidence/shared/constants';
import { useAliIdentificationMutation } from '../api/ali-identification';
import { useAliPoll } from '../api/ali-query';
import { FaceQr } from './face-qr';

/**
 * The payment-app flow (001 §2.11, §4): aliIdentification → QR code → aliQuery every 3 s; code 200
 * reveals 我已完成认证, code 400 stops with the server's message.
 */
export function AliFlow({ onCompleted }: { onCompleted: () => void }) {
  const start = useAliIdentificationMutation();
  const [session, setSession] = useState<{ id: string; url: string } | null>(null);
  const poll = useAliPoll(session?.id ?? null);
  const outcome = poll.data;

  const begin = (label: string) => (
    <Button type="primary" size="large" loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: (r) => setSession({ id: r.certify_id, url: r.url }) })}>
      {label}
    </Button>
  );

  if (!session) {
    return (
      <div className="ep-face-intro">
        <Typography.Paragraph>也可以使用支付宝扫描二维码，在支付宝中完成人脸认证。</Typography.Paragraph>
        <Typography.Paragraph type="secondary">平台只保存认证结果、时间和认证服务的流水号，不保存您的人脸图像。</Typography.Paragraph>
        {begin('使用支付宝扫码认证')}
      </div>
    );
  }
  if (outcome?.state === 'passed') {
    return (
      <Result
        status="success"
        title={FACE_MSG.passed}
        extra={
          <Button type="primary" size="large" onClick={onCompleted}>
            我已完成认证
          </Button>
        }
      />
    );
  }
  if (outcome?.state === 'failed') return <Result status="warning" title={outcome.message} extra={begin('重新认证')} />;
  return <FaceQr url={session.url} tip={FACE_MSG.aliScanTip} />;
}
