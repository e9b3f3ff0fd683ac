import { CertificatePage } from '@/features/certificate/components/certificate-page';
import { certificateSlots } from './certificate-slots';

const slots = certificateSlots('en');

/** /English/attestation/:attestationId — the same certificate with English labels (000 §2). */
export function Component() {
  return <CertificatePage lang="en" slots={slots} />;
}
