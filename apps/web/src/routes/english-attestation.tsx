import { CertificatePage } from '@/features/certificate/components/certificate-page';

/** /English/attestation/:attestationId — the same certificate with English labels (000 §2). */
export function Component() {
  return <CertificatePage lang="en" />;
}
