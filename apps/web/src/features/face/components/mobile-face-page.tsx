import { Button, Result, Spin } from 'antd';
import { FACE_MSG } from '@evidence/shared/constants';
import { PhonePage } from '@/components/phone-page';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCompleteFaceLocalMutation, useFaceLocalSession } from '../api/face-local';
import { CameraPreview } from './camera-preview';
import './mobile-face.css';

const FLOW_NAMES = { detect: '人脸核验', ali: '支付宝扫码认证（本地模拟）' } as const;

/**
 * /mobile/face/:token — the local test provider's page on the phone (FACE_PROVIDER=local). It says
 * in large letters that it verifies nothing, shows whom the session is for (masked) and the camera's
 * preview, and lets the tester choose the result. Only that choice is sent.
 */
export function MobileFacePage({ token }: { token: string }) {
  const session = useFaceLocalSession(token);
  const complete = useCompleteFaceLocalMutation(token);
  const done = complete.data;

  let body: React.ReactNode;
  if (session.isPending) body = <Spin className="ep-mface__state" />;
  else if (session.isError) body = <Result className="ep-mface__state" status="warning" title={errorText(session.error)} />;
  else if (done) body = <Result className="ep-mface__state" status={done.state === 'SUCCESS' ? 'success' : 'error'} title={done.msg} />;
  else if (session.data.state !== 'PENDING') body = <Result className="ep-mface__state" status="info" title={FACE_MSG.linkUsed} />;
  else {
    const s = session.data;
    body = (
      <>
        <p className="ep-mface__who">
          {FLOW_NAMES[s.flow]} · 核验对象：<strong>{s.maskedName}</strong>
        </p>
        <p className="ep-mface__expires">链接有效期至 {formatDateTime(s.expiresAt)}</p>
        <CameraPreview active={!done} />
        {complete.isError && <PhonePage.Error>{errorText(complete.error)}</PhonePage.Error>}
        <PhonePage.Actions>
          <Button type="primary" size="large" block loading={complete.isPending && complete.variables === 'pass'} disabled={complete.isPending} onClick={() => complete.mutate('pass')}>
            模拟核验通过
          </Button>
          <Button danger size="large" block loading={complete.isPending && complete.variables === 'fail'} disabled={complete.isPending} onClick={() => complete.mutate('fail')}>
            模拟核验不通过
          </Button>
        </PhonePage.Actions>
      </>
    );
  }

  return (
    <PhonePage notice={FACE_MSG.localNotice} detail="此页面由本平台的本地测试服务提供，选择的结果不代表真实身份核验">
      {body}
    </PhonePage>
  );
}
