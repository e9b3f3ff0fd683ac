import { Button } from 'antd';
import { PdfPages } from '@/components/pdf-view';
import { formatDateTime } from '@/lib/format';
import { resultUrl, usePdfBytes, useResultInfo } from '../api/result';
import { H5Frame } from './h5-frame';
import { ExpiredLink, InlineState, LinkState } from './link-state';

/**
 * /h5elesign/endpdf?token= (the result link texted after the last signature) — the signed document with its
 * audit page and the platform's signature: shown, and downloadable; the SHA-256 and SM3 are those the
 * evidence record holds.
 */
export function EndPdfPage({ token }: { token: string }) {
  const info = useResultInfo(token);
  const bytes = usePdfBytes(resultUrl(token), !!info.data);
  if (!token) return <ExpiredLink />;
  if (!info.data) return <LinkState step={null} error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data;
  return (
    <H5Frame step={null} title="签署文件">
      <dl className="ep-h5s__facts" data-testid="h5-result">
        <dt>合同名称</dt>
        <dd>{d.title}</dd>
        <dt>签署流程编号</dt>
        <dd>{d.flowNo}</dd>
        <dt>完成时间</dt>
        <dd>{formatDateTime(d.completedAt)}</dd>
        <dt>文件 SHA-256</dt>
        <dd className="ep-h5s__hash">{d.sha256}</dd>
        <dt>文件 SM3</dt>
        <dd className="ep-h5s__hash">{d.sm3}</dd>
      </dl>
      <div className="ep-h5s__actions" style={{ marginTop: 0, marginBottom: '0.3rem' }}>
        <Button type="primary" size="large" block href={resultUrl(token, true)} data-testid="h5-download">
          下载签署文件
        </Button>
      </div>
      <div className="ep-h5s__pdf">
        {bytes.data ? <PdfPages source={bytes.data} width={Math.min(window.innerWidth, 750)} gap={8} /> : <InlineState error={bytes.error} onRetry={() => void bytes.refetch()} />}
      </div>
    </H5Frame>
  );
}
