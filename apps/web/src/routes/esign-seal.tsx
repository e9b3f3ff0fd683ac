import { SealListPanel } from '@/features/esign-seals/components/seal-list-panel';
import { EsignSealFrame } from './esign-seal-frame';

/**
 * /electric-sign/seal — 签章管理 · 企业印章 (001 §2.1, issue 16): a verified company's main account manages its
 * seals; anyone else sees the server's refusal (the server refuses regardless).
 */
export function Component() {
  return (
    <EsignSealFrame family>
      <SealListPanel />
    </EsignSealFrame>
  );
}
