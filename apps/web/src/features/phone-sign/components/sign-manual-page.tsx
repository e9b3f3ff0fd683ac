import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { SEAL_MSG, SignIntentStatus } from '@evidence/shared/constants';
import { SignatureCanvas, type SignatureHandle } from '@/components/signature-canvas';
import { errorText } from '@/lib/api-client';
import { useIntent } from '../api/get-intent';
import { useSubmitHandwriting } from '../api/submit';
import { isTokenRefusal, signPath } from '../lib/token-refusal';
import { SignFrame } from './sign-frame';

/** What /signature-end receives from a submission made in this tab (the server's message). */
export interface SubmittedState {
  submitted: string;
}

/**
 * /signature-manual — the canvas, after the SMS check: finger or mouse, 撤销 takes back the last stroke,
 * 清除 starts again; an empty drawing is refused here (and by the server); the drawing goes as a PNG cut
 * to the ink on a transparent background. Without the check first the page goes back to /signature-code.
 */
export function SignManualPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const intent = useIntent(token);
  // the hashes the QR code was bound to: the documents this page names (issue 23 item 1)
  const submit = useSubmitHandwriting(token, intent.data?.documentSha256 ?? []);
  const pad = useRef<SignatureHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!token) return <Navigate to="/signature-end" replace />;
  if (intent.isError && isTokenRefusal(intent.error)) return <Navigate to={signPath('end', token)} replace />;
  if (intent.data?.status === SignIntentStatus.pending) return <Navigate to={signPath('code', token)} replace />;
  if (intent.data && intent.data.status !== SignIntentStatus.verified && !submit.isSuccess) return <Navigate to={signPath('end', token)} replace />;

  const busy = preparing || submit.isPending;
  const onSubmit = async () => {
    setError(null);
    if (!pad.current || pad.current.isEmpty()) {
      setError(SEAL_MSG.imageRequired);
      return;
    }
    setPreparing(true);
    let png: Blob;
    try {
      png = await pad.current.toPng({ trim: true });
    } catch {
      setError('签名图片生成失败，请重新书写');
      return;
    } finally {
      setPreparing(false);
    }
    submit.mutate(png, {
      onSuccess: (r) => void navigate(signPath('end', token), { replace: true, state: { submitted: r.msg } satisfies SubmittedState }),
      onError: (e) => (isTokenRefusal(e) ? void navigate(signPath('end', token), { replace: true }) : setError(errorText(e))),
    });
  };

  let body: React.ReactNode;
  if (intent.isPending) body = <Spin className="ep-psign__state" />;
  else if (intent.isError) body = <Result className="ep-psign__state" status="warning" title={errorText(intent.error)} extra={<Button onClick={() => void intent.refetch()}>重试</Button>} />;
  else
    body = (
      <>
        <p className="ep-psign__note">
          {intent.data.purpose}
          {intent.data.orderNo ? `（订单编号 ${intent.data.orderNo}）` : ''}：请在下方区域内用手指或鼠标书写您的签名
        </p>
        <div className="ep-psign__pad-box">
          <SignatureCanvas
            ref={pad}
            className="ep-psign__pad"
            testId="handwriting-canvas"
            onChange={(isEmpty) => {
              setEmpty(isEmpty);
              if (!isEmpty) setError(null);
            }}
          />
          {empty && <span className="ep-psign__pad-hint">签名区域</span>}
        </div>
        <div className="ep-psign__pad-tools">
          <Button size="large" disabled={busy || empty} onClick={() => pad.current?.undo()}>
            撤销
          </Button>
          <Button size="large" disabled={busy || empty} onClick={() => pad.current?.clear()}>
            清除重写
          </Button>
        </div>
        {error && (
          <p className="ep-psign__error" role="alert">
            {error}
          </p>
        )}
        <div className="ep-psign__actions">
          <Button type="primary" size="large" block loading={busy} onClick={() => void onSubmit()}>
            {busy ? '正在提交签名…' : '提交签名'}
          </Button>
        </div>
      </>
    );

  return <SignFrame step={1}>{body}</SignFrame>;
}
