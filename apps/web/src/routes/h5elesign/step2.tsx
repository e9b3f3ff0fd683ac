import { useSearchParams } from 'react-router';
import { Step2Page } from '@/features/esign-phone/components/step2-page';

/** /h5elesign/step2?token=… — the signer's identity. */
export function Component() {
  const [params] = useSearchParams();
  return <Step2Page token={params.get('token')?.trim() ?? ''} />;
}
