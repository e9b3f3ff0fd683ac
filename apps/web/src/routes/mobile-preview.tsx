import { Button, Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { CERT_MSG } from '@evidence/shared/constants';
import type { TCertificateView } from '@evidence/shared/contracts';
import { useCertificate } from '@/features/certificate/api/get-view';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import '@/features/certificate/components/certificate-mobile.css';

/**
 * /mobile/preview/:fileUrl/:type/:attestationId — the certificate QR code's target. We never put a
 * file URL in a link: the first segment carries the record's view token, the last its evidence
 * number. The original is previewed inline only for its logged-in, verified owner (a short-lived
 * signed URL from getView); everyone else sees the certificate's facts and how to obtain the file.
 */
export function Component() {
  const { fileUrl = '', type = '', attestationId = '' } = useParams();
  const { data, error, isPending } = useCertificate(attestationId, fileUrl);
  if (!/^\d{18}$/.test(attestationId)) return <Result className="ep-cert-mobile__state" status="warning" title={CERT_MSG.badNumber} />;
  if (error) return <Result className="ep-cert-mobile__state" status="warning" title={errorText(error)} />;
  if (isPending) return <Spin className="ep-cert-mobile__state" style={{ display: 'block' }} />;
  return (
    <div className="ep-preview">
      <h1 style={{ fontSize: '0.34rem', margin: '0 0 0.16rem' }}>{data.fileName}</h1>
      {data.previewUrl ? <Media view={data} type={Number(type) || data.fileType} /> : <p className="ep-preview__note">{CERT_MSG.previewOwnerOnly}</p>}
      <dl className="ep-preview__facts">
        <dt>保全号</dt>
        <dd>{data.baoquan}</dd>
        <dt>持有人</dt>
        <dd>{data.holder}</dd>
        <dt>保全时间</dt>
        <dd>{formatDateTime(data.saveTime)}</dd>
        <dt>SHA256</dt>
        <dd>{data.filehash}</dd>
        <dt>SM3</dt>
        <dd>{data.sm3}</dd>
        <dt>账本序号</dt>
        <dd>{data.ledger.leafIndex ?? '-'}</dd>
      </dl>
      <Button block type="primary" style={{ marginTop: '0.3rem' }} href={`/mobile/attestation/${data.baoquan}/${data.viewToken}`}>
        查看完整证书
      </Button>
    </div>
  );
}

/** Image, audio, video or PDF inline; other types are offered as a download. */
function Media({ view, type }: { view: TCertificateView; type: number }) {
  const url = view.previewUrl!;
  const isPdf = view.mime === 'application/pdf';
  return (
    <div className="ep-preview__media">
      {type === 2 ? <img src={url} alt={view.fileName} /> : null}
      {type === 3 ? <audio src={url} controls preload="metadata" /> : null}
      {type === 4 ? <video src={url} controls playsInline preload="metadata" /> : null}
      {isPdf ? <iframe src={url} title={view.fileName} /> : null}
      {![2, 3, 4].includes(type) && !isPdf ? (
        <Button block href={url}>
          下载原件查看
        </Button>
      ) : null}
    </div>
  );
}
