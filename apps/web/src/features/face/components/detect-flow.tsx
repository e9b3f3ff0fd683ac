import { useEffect } from 'react';
import { Alert, Button, Result, Typography } from 'antd';
import { FACE_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useDetectAuthMutation } from '../api/detect-auth';
import { useDetectPoll } from '../api/get-detect-info-enhanced';
import { recallFaceUrl, rememberFaceUrl } from '../lib/poll-outcome';
import { FaceQr } from './face-qr';

interface Props {
  /** BizToken from the page's query, null before a session is started */
  bizToken: string | null;
  onBizToken: (token: string) => void;
  /** the latest finished check failed: the start button says 重新核验 */
  lastFailed: boolean;
  /** SUCCESS or FAIL: the page reloads the verification info (000 §4) */
  onFinal: () => void;
}

/**
 * The QR flow (000 §4): detectAuth → QR code of Url → getDetectInfoEnhanced every 2 s until
 * SUCCESS or FAIL. The URL is remembered in this tab for its BizToken, so a reload keeps the code.
 */
export function DetectFlow({ bizToken, onBizToken, lastFailed, onFinal }: Props) {
  const start = useDetectAuthMutation();
  const poll = useDetectPoll(bizToken);
  const url = bizToken ? recallFaceUrl(sessionStorage, bizToken) : null;
  const result = poll.data?.Result;

  const final = result === 'SUCCESS' || result === 'FAIL';
  useEffect(() => {
    if (final) onFinal();
  }, [final, bizToken, onFinal]);

  const begin = (label: string) => (
    <Button
      type="primary"
      size="large"
      loading={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: (r) => {
            rememberFaceUrl(sessionStorage, r.BizToken, r.Url);
            onBizToken(r.BizToken);
          },
        })
      }
    >
      {label}
    </Button>
  );

  if (!bizToken) {
    return (
      <div className="ep-face-intro">
        {lastFailed && <Alert type="warning" showIcon title="上次人脸核验未通过，请重新核验。" className="ep-face-intro__alert" />}
        <Typography.Paragraph>为确认实名认证资料由您本人提交，请使用手机完成人脸核验。核验通过后，您的资料将进入人工审核。</Typography.Paragraph>
        <Typography.Paragraph type="secondary">平台只保存核验结果、时间和核验服务的流水号，不保存您的人脸图像。</Typography.Paragraph>
        {begin(lastFailed ? '重新核验' : '开始人脸核验')}
      </div>
    );
  }
  if (result === 'SUCCESS') return <Result status="success" title={FACE_MSG.successPage} />;
  if (result === 'FAIL' || poll.isError) {
    const title = result === 'FAIL' ? poll.data!.Message : errorText(poll.error);
    return <Result status="warning" title={title} extra={begin('重新核验')} />;
  }
  if (!url) {
    return <Result status="info" title="二维码已失效，请重新发起人脸核验" extra={begin('重新核验')} />;
  }
  return <FaceQr url={url} tip={FACE_MSG.scanTip} />;
}
