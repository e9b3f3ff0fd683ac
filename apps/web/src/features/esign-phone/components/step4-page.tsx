import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Input, Radio } from 'antd';
import { errorText } from '@/lib/api-client';
import { useCountdown } from '@/components/use-countdown';
import { useEntry } from '../api/entry';
import { useSmsCheck } from '../api/sms-check';
import { useSmsSend } from '../api/sms-send';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/**
 * /h5elesign/step4 — the intent to sign (电子签名法 art. 13): a code sent to the signer's phone, or the face
 * check (face-in). Either counts for 10 minutes and is used up by the signature.
 */
export function Step4Page({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const send = useSmsSend(token);
  const check = useSmsCheck(token);
  const [way, setWay] = useState<'sms' | 'face'>('sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={3} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!entry.data.identityDone) return <Navigate to={h5Path('step2', token)} replace />;
  const fail = (err: unknown) => (isLinkExpired(err) ? void navigate(h5Path('', token), { replace: true }) : setError(errorText(err)));

  const sendCode = () => {
    setError(null);
    send.mutate(undefined, { onSuccess: (r) => countdown.start(r.resendAfter), onError: fail });
  };
  const confirm = () => {
    if (!/^\d{6}$/.test(code)) return setError('请输入6位短信验证码');
    setError(null);
    check.mutate({ code, smsToken: send.data?.smsToken }, { onSuccess: () => void navigate(h5Path('sign', token), { replace: true }), onError: fail });
  };

  return (
    <H5Frame step={3}>
      <p className="ep-h5s__note">请选择意愿认证方式，确认是您本人自愿签署本合同。</p>
      <Radio.Group value={way} onChange={(e) => setWay(e.target.value as 'sms' | 'face')} optionType="button" buttonStyle="solid" block options={[{ value: 'sms', label: '短信验证码' }, { value: 'face', label: '人脸识别' }]} />
      {way === 'sms' ? (
        <>
          <p className="ep-h5s__note" style={{ marginTop: '0.24rem' }}>
            验证码将发送至 {entry.data.phone}
          </p>
          <div className="ep-h5s__row">
            <Input size="large" inputMode="numeric" maxLength={6} placeholder="请输入短信验证码" value={code} onChange={(e) => setCode(e.target.value.trim())} aria-label="短信验证码" data-testid="h5-sms-code" />
            <Button size="large" disabled={countdown.remaining > 0} loading={send.isPending} onClick={sendCode}>
              {countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : send.data ? '重新发送' : '获取验证码'}
            </Button>
          </div>
          {error && <p className="ep-h5s__error">{error}</p>}
          <div className="ep-h5s__actions">
            <Button type="primary" size="large" block loading={check.isPending} disabled={!send.data} onClick={confirm}>
              确认
            </Button>
          </div>
        </>
      ) : (
        <div className="ep-h5s__actions">
          <p className="ep-h5s__note">将进行人脸识别，核验操作人是否为 {entry.data.signerName} 本人。</p>
          <Link to={h5Path('face-in', token)}>
            <Button type="primary" size="large" block>
              开始人脸识别
            </Button>
          </Link>
        </div>
      )}
    </H5Frame>
  );
}
