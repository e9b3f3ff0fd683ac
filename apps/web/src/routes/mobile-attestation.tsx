import { Button, Result, Spin } from 'antd';
import { useParams } from 'react-router';
import { CERT_MSG } from '@evidence/shared/constants';
import { downloadCertificatePdf } from '@/features/certificate/components/certificate-actions';
import { CertificateSheet } from '@/features/certificate/components/certificate-sheet';
import { useCertificate } from '@/features/certificate/api/get-view';
import { LABELS } from '@/features/certificate/labels';
import { errorText } from '@/lib/api-client';
import '@/features/certificate/components/certificate.css';
import '@/features/certificate/components/certificate-mobile.css';

/**
 * /mobile/attestation/:attestationId/:token — the certificate on a phone. attestationId is the
 * evidence number and token the view token the server signs for it (getView checks the pair, so a
 * hand-edited number does not open another record's certificate).
 */
export function Component() {
  const { attestationId = '', token = '' } = useParams();
  const { data, error, isPending } = useCertificate(attestationId, token);
  if (!/^\d{18}$/.test(attestationId)) return <Result className="ep-cert-mobile__state" status="warning" title={CERT_MSG.badNumber} />;
  if (error) return <Result className="ep-cert-mobile__state" status="warning" title={errorText(error)} />;
  if (isPending) return <Spin className="ep-cert-mobile__state" style={{ display: 'block' }} />;
  return (
    <div className="ep-cert-mobile">
      <CertificateSheet view={data} qr={false} />
      <div className="ep-cert-mobile__actions">
        <Button block onClick={() => void downloadCertificatePdf(data.baoquan, data.viewToken)}>
          {LABELS.zh.downloadPdf}
        </Button>
        {data.previewUrl ? (
          <Button block type="primary" href={`/mobile/preview/${data.viewToken}/${data.fileType}/${data.baoquan}`}>
            预览原件
          </Button>
        ) : null}
      </div>
    </div>
  );
}
