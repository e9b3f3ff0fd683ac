import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { errorText } from '@/lib/api-client';
import { entryKey } from '../api/entry';
import { useFaceResult } from '../api/face-result';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink } from './link-state';

/**
 * /h5elesign/face-out — polls the face check every ESIGN.facePollMs: SUCCESS goes on (identity → read the
 * contract, intent → sign), FAIL says so and offers to start again. The provider's page link stays here
 * in case the new tab was blocked.
 */
export function FaceOutPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const faceUrl = (useLocation().state as { faceUrl?: string } | null)?.faceUrl;
  const q = useFaceResult(token);
  const r = q.data;
  useEffect(() => {
    if (r?.result === 'SUCCESS') {
      // the next page reads the steps afresh (a cached entry would still say the step is to do)
      qc.removeQueries({ queryKey: entryKey(token) });
      const t = setTimeout(() => void navigate(h5Path(r.purpose === 'identity' ? 'step3' : 'sign', token), { replace: true }), 800);
      return () => clearTimeout(t);
    }
  }, [r, navigate, token, qc]);
  if (!token || (q.isError && isLinkExpired(q.error))) return <ExpiredLink />;
  const step = r?.purpose === 'identity' ? 1 : 3;
  let body: React.ReactNode;
  if (q.isError) body = <Result status="error" title={errorText(q.error)} extra={<Button onClick={() => void navigate(h5Path('step4', token))}>返回</Button>} />;
  else if (!r || r.result === 'PENDING')
    body = (
      <>
        <div className="ep-h5s__state" role="status">
          <Spin /> <span style={{ marginLeft: 8 }}>正在等待人脸识别结果…</span>
        </div>
        {faceUrl && (
          <p className="ep-h5s__note">
            若人脸识别页面未自动打开，请
            <a href={faceUrl} target="_blank" rel="noopener noreferrer" data-testid="h5-face-link">
              点击此处打开
            </a>
            。
          </p>
        )}
      </>
    );
  else if (r.result === 'SUCCESS') body = <Result status="success" title={r.message} />;
  else
    body = (
      <Result
        status="error"
        title={r.message}
        extra={
          <Button type="primary" onClick={() => void navigate(h5Path(r.purpose === 'identity' ? 'step2' : 'face-in', token), { replace: true })}>
            重新识别
          </Button>
        }
      />
    );
  return <H5Frame step={step}>{body}</H5Frame>;
}
