import { SealCreatePanel } from '@/features/esign-seals/components/seal-create-panel';
import { EsignSealFrame } from './esign-seal-frame';

/** /electric-sign/seal/create — 新建印章: generate from the verified company name, or upload a transparent PNG. */
export function Component() {
  return (
    <EsignSealFrame backTo="/electric-sign/seal">
      <SealCreatePanel />
    </EsignSealFrame>
  );
}
