import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, QRCode, Space, Spin, Tabs, Typography } from 'antd';
import { NOTARY_MSG, SIGN_INTENT, SIGN_INTENT_MSG, SignIntentStatus } from '@evidence/shared/constants';
import type { TSealItem } from '@evidence/shared/contracts';
import { CountdownButton } from '@/components/countdown-button';
import { useCountdown } from '@/components/use-countdown';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { sendSignSms, sign, signQr, signStatus } from '../api/sign';

interface Props {
  orderId: number;
  /** the SHA-256 of the documents the page displays (orderDetail's signSha256): the server refuses others */
  shown: string[];
  seal: TSealItem | null;
  onClose: () => void;
  /** the server took the signing; the page polls the order from here */
  onStarted: () => void;
}

/**
 * 一键签署 (001 §5): (a) a QR code for handwriting on a phone — the phone confirms an SMS code to the
 * account's phone and draws; this dialog asks every 2 s and signs with it once it is there; or (b) the
 * chosen seal confirmed by an SMS code to the account's phone ('验证码不能为空').
 */
export function SignDialog({ orderId, shown, seal, onClose, onStarted }: Props) {
  return (
    <Modal open title="一键签署" onCancel={onClose} footer={null} maskClosable={false} width={480} destroyOnHidden>
      <Tabs
        items={[
          { key: 'qr', label: '手机扫码签字', children: <QrWay orderId={orderId} shown={shown} onStarted={onStarted} /> },
          { key: 'sms', label: '签章 + 短信验证', children: <SmsWay orderId={orderId} shown={shown} seal={seal} onStarted={onStarted} /> },
        ]}
      />
    </Modal>
  );
}

function QrWay({ orderId, shown, onStarted }: { orderId: number; shown: string[]; onStarted: () => void }) {
  // each attempt is a new single-use code; gcTime 0 so a closed dialog never shows an old one again
  const [attempt, setAttempt] = useState(0);
  const qr = useQuery({ queryKey: ['notary', 'signQr', orderId, attempt], queryFn: () => signQr(orderId), retry: false, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
  const intentId = qr.data?.intentId;
  const status = useQuery({
    queryKey: ['notary', 'signStatus', orderId, intentId],
    queryFn: ({ signal }) => signStatus(orderId, intentId!, signal),
    enabled: intentId !== undefined,
    retry: false,
    gcTime: 0,
    refetchInterval: (q) => (q.state.data === undefined || q.state.data === SignIntentStatus.pending || q.state.data === SignIntentStatus.verified ? SIGN_INTENT.pollMs : false),
  });
  const now = status.data ?? SignIntentStatus.pending;
  const [signError, setSignError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (now !== SignIntentStatus.submitted || intentId === undefined || started.current) return;
    started.current = true;
    sign(orderId, shown, { intentId }).then(onStarted, (e: unknown) => {
      started.current = false;
      setSignError(errorText(e));
    });
  }, [now, intentId, orderId, shown, onStarted]);

  const again = () => {
    setSignError(null);
    setAttempt((a) => a + 1);
  };
  const error = qr.error ?? status.error;
  if (error || signError) return <Alert type="error" showIcon title={signError ?? errorText(error)} action={<Button size="small" onClick={again}>重新获取二维码</Button>} />;
  if (!qr.data) return <Spin className="ep-notary-loading" />;
  const over = now === SignIntentStatus.expired || now === SignIntentStatus.cancelled || now === SignIntentStatus.used;
  return (
    <div className="ep-sign-qr">
      {over ? (
        <Alert type="warning" showIcon title={now === SignIntentStatus.used ? SIGN_INTENT_MSG.used : SIGN_INTENT_MSG.expired} action={<Button size="small" onClick={again}>重新获取二维码</Button>} />
      ) : (
        <>
          <QRCode value={qr.data.url} size={200} />
          <Typography.Paragraph strong>请使用手机扫描二维码，验证短信后在手机上手写签名</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            二维码 {Math.round(SIGN_INTENT.ttlMs / 60000)} 分钟内有效，只能使用一次。
            <a href={qr.data.url} target="_blank" rel="noopener noreferrer" data-testid="sign-qr-link">
              无法扫码？在手机上打开
            </a>
          </Typography.Paragraph>
          <Typography.Paragraph data-testid="sign-qr-status">
            <Spin size="small" /> {now === SignIntentStatus.verified ? '手机已验证，等待签字…' : now === SignIntentStatus.submitted ? '已收到签字，正在签署…' : '等待手机扫码…'}
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}

function SmsWay({ orderId, shown, seal, onStarted }: { orderId: number; shown: string[]; seal: TSealItem | null; onStarted: () => void }) {
  const [smsToken, setSmsToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();

  async function send() {
    setSending(true);
    setError(null);
    try {
      const sent = await sendSignSms(orderId);
      setSmsToken(sent.smsToken);
      countdown.start(sent.resendAfter);
      toast.success(SIGN_INTENT_MSG.codeSent);
    } catch (e) {
      reportError(e);
    } finally {
      setSending(false);
    }
  }

  async function submit() {
    if (!code.trim()) return setError(NOTARY_MSG.codeEmpty);
    if (!smsToken) return setError('请先获取验证码');
    setSigning(true);
    setError(null);
    try {
      await sign(orderId, shown, { imageId: seal?.id, verifyCode: code.trim(), smsToken });
      onStarted();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSigning(false);
    }
  }

  if (!seal) return <Alert type="info" showIcon title={NOTARY_MSG.noSeal} action={<Button size="small" href="/signature">签章管理</Button>} />;
  return (
    <div className="ep-sign-sms">
      <div className="ep-sign-sms__seal">
        <img src={seal.pic_url} alt={seal.name} />
        <span>{seal.name}{seal.is_default === '1' ? '（默认签章）' : ''}</span>
      </div>
      <Typography.Paragraph type="secondary">验证码将发送到账户绑定的手机号。</Typography.Paragraph>
      <Space.Compact block>
        <Input aria-label="短信验证码" placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={() => void submit()} />
        <CountdownButton remaining={countdown.remaining} loading={sending} onClick={() => void send()} />
      </Space.Compact>
      {error ? <Alert className="ep-sign-sms__error" type="error" showIcon title={error} /> : null}
      <Button type="primary" block size="large" loading={signing} onClick={() => void submit()}>
        确认签署
      </Button>
    </div>
  );
}
