import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from 'antd';
import { errorText } from '@/lib/api-client';
import { useEntry } from '../api/entry';
import { useFaceStart } from '../api/face-start';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/**
 * /h5elesign/face-in — starts the face check as the intent to sign: the provider's page opens (a new tab:
 * this one goes to face-out, which polls for the result); the link is shown too, for a blocked pop-up.
 */
export function FaceInPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const start = useFaceStart(token);
  const [error, setError] = useState<string | null>(null);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={3} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!entry.data.identityDone) return <Navigate to={h5Path('step2', token)} replace />;
  const go = () => {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (r) => {
        window.open(r.url, '_blank', 'noopener');
        void navigate(h5Path('face-out', token), { state: { faceUrl: r.url } });
      },
      onError: (err) => (isLinkExpired(err) ? void navigate(h5Path('', token), { replace: true }) : setError(errorText(err))),
    });
  };
  return (
    <H5Frame step={3}>
      <dl className="ep-h5s__facts">
        <dt>核验对象</dt>
        <dd>{entry.data.signerName}</dd>
      </dl>
      <p className="ep-h5s__note">点击开始后将打开人脸识别页面，请按页面提示完成识别，完成后回到本页面查看结果。</p>
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__actions">
        <Button type="primary" size="large" block loading={start.isPending} onClick={go}>
          开始人脸识别
        </Button>
        <Button size="large" block onClick={() => void navigate(h5Path('step4', token))}>
          改用短信验证码
        </Button>
      </div>
    </H5Frame>
  );
}
