import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { PdfPages } from '@/components/pdf-view';
import { errorText, isApiError } from '@/lib/api-client';
import { useEntry } from '../api/entry';
import { postCheck, useSign } from '../api/sign';
import { clearDraft, draftComplete, readDraft, signBody } from '../lib/draft';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, InlineState, LinkState } from './link-state';
import { SignedFollowUp } from './signed-follow-up';

/**
 * /h5elesign/check — the document as it will be once signed (the server draws this signer's fields onto the
 * original, not signed, not stored), then 确认签署. After signing the link is used up: the page says what
 * happens next (the next signer, or the signed file by SMS once everyone has signed).
 */
export function CheckPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const sign = useSign(token);
  const draft = useMemo(() => readDraft(token), [token]);
  const fields = useMemo(() => entry.data?.fields ?? [], [entry.data]);
  const body = useMemo(() => signBody(draft, fields), [draft, fields]);
  const ready = !!entry.data?.intentDone && draftComplete(draft, fields);
  const preview = useQuery({ queryKey: ['h5elesign', 'check', token, JSON.stringify(body)], queryFn: async () => { const r = await postCheck(token, body); return { pdf: await r.blob.arrayBuffer(), documentSha256: r.documentSha256 ?? undefined }; }, enabled: ready && !sign.isSuccess, retry: false, staleTime: Infinity, meta: { silentError: true } });
  const [error, setError] = useState<string | null>(null);
  const width = Math.min(window.innerWidth, 750);

  if (sign.isSuccess)
    return (
      <H5Frame step={null}>
        <Result status="success" title="签署成功" subTitle={sign.data.msg} data-testid="h5-signed" />
        <SignedFollowUp token={token} />
      </H5Frame>
    );
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={4} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!entry.data.intentDone) return <Navigate to={h5Path('step4', token)} replace />;
  if (!draftComplete(draft, fields)) return <Navigate to={h5Path('sign', token)} replace />;
  if (preview.isError && isLinkExpired(preview.error)) return <ExpiredLink />;

  const confirm = () => {
    setError(null);
    // the hash of the document this preview showed: the server refuses it if the document changed since
    sign.mutate({ ...body, documentSha256: preview.data?.documentSha256 }, {
      onSuccess: () => clearDraft(token),
      onError: (e) => {
        if (isLinkExpired(e)) return void navigate(h5Path('', token), { replace: true });
        if (isApiError(e) && e.msg === ESIGN_MSG.intentFirst) return void navigate(h5Path('step4', token), { replace: true });
        setError(errorText(e));
      },
    });
  };
  return (
    <H5Frame step={4} title="确认签署">
      <p className="ep-h5s__note">以下为您签署后的合同效果（尚未签署），请核对签名、印章和填写内容的位置。</p>
      <div className="ep-h5s__pdf" data-testid="h5-preview">
        {preview.data ? <PdfPages source={preview.data.pdf} width={width} gap={8} /> : preview.isError ? <Result status="error" title={errorText(preview.error)} /> : <InlineState />}
      </div>
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__actions">
        <Button type="primary" size="large" block loading={sign.isPending} disabled={!preview.data} onClick={confirm}>
          确认签署
        </Button>
        <Button size="large" block onClick={() => void navigate(h5Path('sign', token))}>
          返回修改
        </Button>
      </div>
    </H5Frame>
  );
}
