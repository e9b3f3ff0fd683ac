import { useSearchParams } from 'react-router';
import { Step1Page } from '@/features/esign-phone/components/step1-page';

/** /h5elesign/step1?token=… — the contract and the sender. */
export function Component() {
  const [params] = useSearchParams();
  return <Step1Page token={params.get('token')?.trim() ?? ''} />;
}
