import { CertificatePage } from '@/features/certificate/components/certificate-page';
import { certificateSlots } from './certificate-slots';

const slots = certificateSlots('zh');

/** /attestation/:attestationId — the certificate (000 §2); query baoquanId, isDownload, isEnforce … */
export function Component() {
  return <CertificatePage lang="zh" slots={slots} />;
}
